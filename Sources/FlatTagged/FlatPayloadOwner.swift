// Who a flat payload belongs to, and how a refusal names it: the one place where both wordings
// live, for `// @FlatTagged` enums (`flatTaggedEncodePayload`) and for families' members
// (`FamilyTable`). Everything else about a flat payload, from the proxy encoder to the
// containers that refuse, is shared.

/// What a flat payload encoded instead of an object.
enum RejectedShape {
    case singleValue
    case array

    /// "a single value", "an array": what the messages say the payload encodes.
    var description: String {
        switch self {
        case .singleValue: "a single value"
        case .array: "an array"
        }
    }
}

/// The owner of a flat payload: what a refusal names and the fix it proposes.
enum FlatPayloadOwner {
    /// A case of a `// @FlatTagged` enum whose single unlabeled payload stands beside the tag.
    case enumCase(enumName: String, caseName: String, key: String)
    /// A member of an open family (SPEC §13) in the flat form.
    case familyMember(family: String, member: String, key: String)

    /// `Envelope.value`, `Animal: Dog`: the value of the error a container throws at once,
    /// before `encodeFlatPayload` throws it again with the payload.
    var name: String {
        switch self {
        case .enumCase(let enumName, let caseName, _): "\(enumName).\(caseName)"
        case .familyMember(let family, let member, _): "\(family): \(member)"
        }
    }

    /// Why a payload that encoded `shape` can't be flat, and the fix. `payloadType` is the
    /// payload's type once it is known, `nil` in the error a container throws at once.
    ///
    /// ```
    /// Envelope.value: the payload (Int) encodes a single value, not an object, so it cannot stand
    /// beside the "type" tag; label it (case value(value: Int)) or use // @FlatTagged(content: "…")
    ///
    /// Animal: Dog encodes a single value, not an object, so it can't stand beside the "kind" tag;
    /// declare the family with content: "…" or make Dog encode a keyed container
    /// ```
    func message(_ shape: RejectedShape, payloadType: String?) -> String {
        switch self {
        case .enumCase(let enumName, let caseName, let key):
            let payload = payloadType.map { " (\($0))" } ?? ""
            return
                "\(enumName).\(caseName): the payload\(payload) encodes \(shape.description), not an object, so it cannot stand beside the \(jsonQuoted(key)) tag; label it (case \(caseName)(value: \(payloadType ?? "T"))) or use // @FlatTagged(content: \"…\")"
        case .familyMember(let family, let member, let key):
            return
                "\(family): \(member) encodes \(shape.description), not an object, so it can't stand beside the \(jsonQuoted(key)) tag; declare the family with content: \"…\" or make \(member) encode a keyed container"
        }
    }
}
