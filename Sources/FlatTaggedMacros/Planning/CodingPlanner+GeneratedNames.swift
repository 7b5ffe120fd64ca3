/// The names the generated code adds to an enum: the private `CodingKeys`, and, unless
/// the marker says `kind: none`, `Kind` and `var kind`. A declaration in the enum's body that
/// would clash with them, or a payload whose meaning the generated `Kind` would silently change,
/// is a located error here.
extension CodingPlanner {
    /// Reports every clash with a generated name. Returns true when `Kind` and `kind` are
    /// generated.
    mutating func checkGeneratedNames(_ declaration: EnumDeclaration, marker: TypeMarker) -> Bool {
        let name = declaration.name
        for nested in declaration.nestedTypes where nested.name == "CodingKeys" {
            report(
                Messages.nestedCodingKeys(name),
                at: nested.location)
        }
        checkRuntimeMemberNames(declaration)
        for enumCase in declaration.cases where enumCase.name == "Self" {
            report(Messages.caseNamedSelf(name), at: enumCase.location)
        }
        guard marker.generatesKind else { return false }
        for nested in declaration.nestedTypes where nested.name == "Kind" {
            report(Messages.nestedKind(name), at: nested.location)
        }
        for member in declaration.members where member.name == "kind" && !member.isStatic {
            report(Messages.memberKind(name), at: member.location)
        }
        if declaration.genericParameters.contains("Kind") {
            report(Messages.genericParameterKind(name), at: marker.location)
            return true
        }
        for enumCase in declaration.cases {
            if enumCase.name == "allCases", enumCase.marker?.isFallback != true {
                report(
                    Messages.caseNamedAllCases(name),
                    at: enumCase.location)
            }
            for value in enumCase.associatedValues ?? [] where Self.mentionsUnqualifiedKind(value.type) {
                report(
                    Messages.unqualifiedKind(
                        label: value.label, type: value.type, caseName: enumCase.name, enumName: name),
                    at: value.location)
            }
        }
        return true
    }

    /// `FlatTaggedEnum`'s members, which every marked enum gets: `var flatTag`, `static var
    /// flatTags` and `static var flatTagKey`. A member of the same name (static or not, as they
    /// are), or a case named like a static one, would be a redeclaration in generated code.
    private mutating func checkRuntimeMemberNames(_ declaration: EnumDeclaration) {
        let generated = ["flatTag": false, "flatTags": true, "flatTagKey": true]
        for member in declaration.members {
            guard let isStatic = generated[member.name], isStatic == member.isStatic else { continue }
            report(
                Messages.memberClashesWithRuntimeMember(declaration.name, member: member.name, isStatic: isStatic),
                at: member.location)
        }
        for enumCase in declaration.cases where generated[enumCase.name] == true {
            report(
                Messages.caseClashesWithRuntimeMember(enumCase.name, enumName: declaration.name), at: enumCase.location)
        }
    }

    /// True when `type` (as written, whitespace collapsed) uses the name `Kind` without a
    /// qualifier: `Kind`, `[Kind]`, `Kind.Sub`, `Set<Kind>?`; not `Outer.Kind` or `Kinds`.
    static func mentionsUnqualifiedKind(_ type: String) -> Bool {
        let bytes = Array(type.utf8)
        let word = Array("Kind".utf8)
        func isIdentifierByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || byte >= 0x80 || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
        }
        var index = 0
        while index + word.count <= bytes.count {
            defer { index += 1 }
            guard bytes[index..<(index + word.count)].elementsEqual(word) else { continue }
            var start = index
            var end = index + word.count
            // `` `Kind` `` is the same name.
            if start > 0, bytes[start - 1] == UInt8(ascii: "`"), end < bytes.count, bytes[end] == UInt8(ascii: "`") {
                start -= 1
                end += 1
            }
            if end < bytes.count, isIdentifierByte(bytes[end]) { continue }
            if start > 0, isIdentifierByte(bytes[start - 1]) { continue }
            var before = start - 1
            while before >= 0, bytes[before] == UInt8(ascii: " ") { before -= 1 }
            if before >= 0, bytes[before] == UInt8(ascii: ".") { continue }
            return true
        }
        return false
    }
}
