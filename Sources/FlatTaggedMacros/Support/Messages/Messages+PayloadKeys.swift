/// Messages about the keys a flattened payload writes (a flattened payload never loses a key
/// to a label), reported by `CodingPlanner` from the struct models of `DeclaredStructs`.
extension Messages {
    static func flattenedPayloadKeyIsDiscriminator(
        caseName: String, type: String, property: String, key: String
    ) -> DiagnosticMessage {
        .error(
            "case '\(caseName)' flattens '\(type)', whose property '\(property)' is written under the key \(StringLiteral.literal(key)), the discriminator key: the tag would overwrite it; code the property under another key (CodingKeys), or give the payload a label"
        )
    }

    static func flattenedPayloadKeyIsLabelKey(
        caseName: String, type: String, property: String, key: String, label: String
    ) -> DiagnosticMessage {
        .error(
            "case '\(caseName)' flattens '\(type)', whose property '\(property)' is written under the key \(StringLiteral.literal(key)), which the label '\(label)' also writes: one would overwrite the other; give the label another key (keys: [\"\(label)\": \"…\"]), or give the payload a label"
        )
    }
}
