/// Open families in the declaration parser: a `// @FlatTagged` protocol, a
/// `// @FlatTag` struct, class, enum or actor, the `unknown` stored property of a fallback, and
/// `@Polymorphic` properties. The parser keeps what it saw; `FamilyPlanner` judges it.

extension DeclarationParser {
    /// Records a family protocol or a marked member type whose header was just parsed.
    ///
    /// - Returns: the member's index in `result.families.members`, so that its body can be
    ///   searched for the fallback's `unknown` property; nil for anything else.
    mutating func recordFamilyDeclaration(
        _ header: TypeHeader, familyMarker: TypeMarker?, memberMarker: TagMarker?
    )
        -> Int?
    {
        if let familyMarker, header.keyword == Keyword.protocol.rawValue {
            result.families.protocols.append(FamilyProtocolDeclaration(header: header, marker: familyMarker))
        }
        guard let memberMarker else { return nil }
        switch header.keyword {
        case Keyword.struct.rawValue, Keyword.class.rawValue, Keyword.enum.rawValue, Keyword.actor.rawValue:
            result.families.members.append(
                FamilyMemberDeclaration(header: header, marker: memberMarker, unknownProperty: nil))
            return result.families.members.count - 1
        default:
            result.diagnostics.append(
                Diagnostic(
                    Messages.misplacedCaseMarker(found: "'\(header.keyword) \(header.qualifiedName)'"),
                    at: memberMarker.location))
            return nil
        }
    }

    /// Notes `@Polymorphic` and `@LossyPolymorphic` (also written `@FlatTagged.Polymorphic`)
    /// for the property that follows.
    mutating func notePolymorphicAttribute(_ range: Range<Int>) {
        var index = range.lowerBound + 1
        guard index < range.upperBound, tokens[index].kind == .identifier else { return }
        if text(tokens[index]) == "FlatTagged", index + 2 < range.upperBound, tokens[index + 1].kind == .period {
            index += 2
        }
        let name = text(tokens[index])
        guard name == "Polymorphic" || name == "LossyPolymorphic" else { return }
        pendingPolymorphic = (name, location(tokens[range.lowerBound]))
    }

    /// `var name: Type` or `let name: Type` at `index` (the keyword): a `@Polymorphic` property,
    /// or the `unknown: FlatTaggedUnknown` stored property of a marked fallback.
    mutating func noteProperty(at index: Int) {
        let memberIndex = frames.last?.memberIndex
        guard pendingPolymorphic != nil || memberIndex != nil else { return }
        let nameIndex = significant(from: index + 1)
        guard nameIndex < tokens.count, tokens[nameIndex].kind == .identifier else { return }
        let propertyName = name(tokens[nameIndex])
        let colon = significant(from: nameIndex + 1)
        var type: String?
        var end = colon
        if colon < tokens.count, tokens[colon].kind == .colon {
            let start = significant(from: colon + 1)
            end = typeEnd(from: start)
            if end > start { type = joinedText(start..<end) }
        }
        if let polymorphic = pendingPolymorphic {
            result.families.polymorphicProperties.append(
                PolymorphicPropertyDeclaration(
                    wrapper: polymorphic.wrapper, name: propertyName, type: type, location: polymorphic.location))
        }
        // The fallback's stored property: at the top level of the member's body, not computed.
        if let memberIndex, propertyName == "unknown", let type,
            ["FlatTaggedUnknown", "FlatTagged.FlatTaggedUnknown"].contains(type.filter { !$0.isWhitespace }),
            end >= tokens.count || tokens[end].kind != .leftBrace
        {
            result.families.members[memberIndex].unknownProperty = location(tokens[nameIndex])
        }
    }
}
