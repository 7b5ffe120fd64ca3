/// Messages about family protocols, members and `@Polymorphic` properties, reported by
/// `FamilyPlanner`.
extension Messages {
    static func familyFallbackNotAStruct(_ typeName: String, keyword: String) -> DiagnosticMessage {
        .error(
            "the fallback of a family must be a struct with a stored property 'unknown: FlatTaggedUnknown'; '\(typeName)' is a\(keyword == "enum" || keyword == "actor" ? "n" : "") \(keyword)"
        )
    }

    static func familyFallbackWithoutUnknown(_ typeName: String) -> DiagnosticMessage {
        .error(
            "the fallback '\(typeName)' needs a stored property 'let unknown: FlatTaggedUnknown' to keep the object whose tag matched no member"
        )
    }

    static func familyNeedsCodable(_ protocolName: String) -> DiagnosticMessage {
        .error(
            "@FlatTagged protocol '\(protocolName)' must refine Codable, Decodable (a decode-only family) or Encodable (encode-only) in its own inheritance clause; add it there, even when it already refines it through another protocol or a typealias"
        )
    }

    static func genericMember(_ typeName: String, keyword: String) -> DiagnosticMessage {
        .error(
            "@FlatTag \(keyword) '\(typeName)' is generic; a family member must be a concrete type: register each specialization by hand (extension \(typeName): FlatTaggedMember where …, listed in a FlatTaggedModule)"
        )
    }

    static var kindNoneOnFamily: DiagnosticMessage {
        .error(
            "'kind: none' applies to a @FlatTagged enum's generated Kind; a family generates none: remove the option")
    }

    static func memberIntegerAliasWithoutIntegerTag(_ typeName: String, hasTag: Bool) -> DiagnosticMessage {
        .error(
            "'\(typeName)' has \(hasTag ? "a string tag" : "no tag of its own"); integer aliases need an integer tag, as in @FlatTag(2, aliases: [3])"
        )
    }

    static func memberMarkerOnPlainEnum(_ enumName: String, hasInheritance: Bool) -> DiagnosticMessage {
        .warning(
            "@FlatTag marks enum '\(enumName)' as a member of an open family, but \(hasInheritance ? "its inheritance clause names no family, only standard-library protocols" : "it has no inheritance clause"), so FlatTagged codes none of its cases; did you mean '// @FlatTagged'? A member names its family in its own inheritance clause"
        )
    }

    static func memberStringAliasOnIntegerTag(_ typeName: String) -> DiagnosticMessage {
        .error("'\(typeName)' has an integer tag; its aliases must be integer literals too")
    }

    static func missingOnFamilyMember(isFallback: Bool) -> DiagnosticMessage {
        .error(
            "'missing' applies to a case of a @FlatTagged enum, not to \(isFallback ? "the fallback" : "the member") of a family"
        )
    }

    static func polymorphicWithoutExistential(wrapper: String, property: String, type: String) -> DiagnosticMessage {
        .warning(
            "@\(wrapper) property '\(property)' has the type '\(type)', which names no family existential; write the protocol with 'any', as in 'any Animal', '(any Animal)?' or '[any Animal]'"
        )
    }

    static func rawValueMemberOfFlatFamily(_ typeName: String, rawType: String, key: String, family: String)
        -> DiagnosticMessage
    {
        .error(
            "'\(typeName)' has raw values of type \(rawType): it encodes a single value, not an object, so it cannot stand beside the \(StringLiteral.literal(key)) tag of the flat family '\(family)'; give the family a content key (// @FlatTagged(content: \"value\")) or make '\(typeName)' a struct"
        )
    }
}
