/// The flat form (the default) codes a case's data beside the tag, in the same keyed container:
/// labeled values are keys beside it, and a single unlabeled payload is decoded from the same
/// decoder as the tag, so it must be a keyed object of its own. These rules reject, at the
/// payload, the types the generator can see are not: standard-library scalars, strings and
/// collections, the enum itself (decoding would recurse on the same object until the stack
/// overflows), a bare generic parameter, and types declared in the same file that are raw-value
/// enums, typealiases of non-objects, or flat `// @FlatTagged` enums with the same key. A label's
/// key must not be the discriminator key, which the tag writes (`LabelKeys` checks it).
///
/// What it cannot see is caught at run time by the encode guard.
extension CodingPlanner {
    /// Payload types that are not keyed objects, so they cannot stand beside the tag.
    static let nonObjectTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "Int128", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "UInt128", "Float", "Float16", "Float80", "Double", "Bool", "String", "Substring", "Character",
        "Decimal", "Date", "Data", "URL", "UUID", "CGFloat",
    ]

    /// Reports what keeps a single unlabeled payload from standing beside the tag; true when
    /// nothing the generator can see does. The fix suggests `content:` only where it is one: for
    /// a payload alone beside the tag of an enum without a content key.
    mutating func checkFlatSinglePayload(
        _ value: AssociatedValue, of enumCase: EnumCaseDeclaration, in declaration: EnumDeclaration, key: String,
        placement: DataPlacement, besideLabels: Bool
    ) -> Bool {
        let fix =
            placement.contentKey == nil && !besideLabels
            ? Messages.flatPayloadFix(caseName: enumCase.name, type: value.type)
            : Messages.flatPayloadFixWithoutContent(
                caseName: enumCase.name, type: value.type, besideLabels: besideLabels)
        // Beside labels, the case as Swift names it (`pair(_:b:)`).
        let signature = besideLabels ? Self.caseSignature(enumCase) : nil
        if let problem = Self.flatPayloadProblem(value.type, in: declaration, key: key, file: file) {
            report(
                Messages.flatPayloadNotAnObject(
                    caseName: enumCase.name, type: value.type, besideLabels: signature, problem: problem, fix: fix),
                at: value.location)
            return false
        }
        if Self.isNonObject(SwiftNames.normalizedTypeName(value.type)) {
            report(
                Messages.flatPayloadIsNotKeyed(
                    caseName: enumCase.name, type: value.type, besideLabels: signature, fix: fix),
                at: value.location)
            return false
        }
        return true
    }

    /// A case as Swift names it: `pair(_:b:)` for `case pair(_ a: Int, b: Int)`.
    static func caseSignature(_ enumCase: EnumCaseDeclaration) -> String {
        let labels = (enumCase.associatedValues ?? []).map { ($0.label ?? "_") + ":" }.joined()
        return "\(enumCase.name)(\(labels))"
    }

    /// True for a standard-library scalar, string, array, dictionary or optional, and for the
    /// Foundation values that encode as one value.
    static func isNonObject(_ type: String) -> Bool {
        if nonObjectTypes.contains(type) { return true }
        if type.hasPrefix("[") || type.hasSuffix("?") || type.hasSuffix("!") { return true }
        for generic in ["Optional<", "Array<", "Dictionary<", "Set<", "ContiguousArray<"] where type.hasPrefix(generic)
        {
            return true
        }
        return false
    }
}
