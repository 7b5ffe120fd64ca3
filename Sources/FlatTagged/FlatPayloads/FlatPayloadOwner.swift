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
///
/// A struct of three strings and a form, not an enum with payloads: the guard stores it in its
/// proxy for every payload, and a struct is copied and destroyed without a switch.
struct FlatPayloadOwner {
    enum Form {
        /// A case of a `// @FlatTagged` enum whose single unlabeled payload stands beside the tag.
        case enumCase
        /// A member of an open family in the flat form.
        case familyMember
    }

    let form: Form
    /// The enum's or the family's name.
    let owner: String
    /// The case's or the member's name.
    let member: String
    /// The discriminator key.
    let key: String

    /// `Envelope.value`: a case of a `// @FlatTagged` enum.
    static func enumCase(enumName: String, caseName: String, key: String) -> FlatPayloadOwner {
        FlatPayloadOwner(form: .enumCase, owner: enumName, member: caseName, key: key)
    }

    /// `Animal: Dog`: a member of an open family.
    static func familyMember(family: String, member: String, key: String) -> FlatPayloadOwner {
        FlatPayloadOwner(form: .familyMember, owner: family, member: member, key: key)
    }

    /// `Envelope.value`, `Animal: Dog`: the value of the error a container throws at once,
    /// before `encodeFlatPayload` throws it again with the payload.
    var name: String {
        switch form {
        case .enumCase: "\(owner).\(member)"
        case .familyMember: "\(owner): \(member)"
        }
    }

    /// Why a payload that encoded `shape` can't be flat, and the fix. `payloadType` is the
    /// payload's type once it is known, `nil` in the error a container throws at once.
    ///
    /// ```
    /// Envelope.value: the payload (Int) encodes a single value, not an object, so it cannot stand
    /// beside the "type" tag; label it, as in 'case value(value: Int)', or use @FlatTagged(content: "…")
    ///
    /// Animal: Dog encodes a single value, not an object, so it can't stand beside the "kind" tag;
    /// declare the family with content: "…" or make Dog encode a keyed container
    /// ```
    /// `decoding`: the payload was being decoded (`decodes from a single value`).
    func message(_ shape: RejectedShape, payloadType: String?, decoding: Bool = false) -> String {
        switch form {
        case .enumCase:
            let payload = payloadType.map { " (\($0))" } ?? ""
            let verb = decoding ? "decodes from" : "encodes"
            return
                "\(owner).\(member): the payload\(payload) \(verb) \(shape.description), not an object, so it cannot stand beside the \(jsonQuoted(key)) tag; \(Self.flatPayloadFix(caseName: member, type: payloadType ?? "T"))"
        case .familyMember:
            return
                "\(owner): \(member) encodes \(shape.description), not an object, so it can't stand beside the \(jsonQuoted(key)) tag; declare the family with content: \"…\" or make \(member) encode a keyed container"
        }
    }

    /// The fix for a case payload that can't stand beside the tag, in the words of the
    /// generator's error for the payloads it can see (`Messages.flatPayloadFix`), which a test
    /// holds to the same text.
    static func flatPayloadFix(caseName: String, type: String) -> String {
        "label it, as in 'case \(caseName)(value: \(type))', or use @FlatTagged(content: \"…\")"
    }
}

extension FlatPayloadOwner {
    /// What the payload wrote under the discriminator key, checked against the tags this owner
    /// writes (for enums and families alike): `true` when it is the
    /// primary tag or an alias, so the caller keeps it and writes no tag (decode → encode stays
    /// lossless); any other value throws `EncodingError.invalidValue(payload, …)` naming the
    /// owner and both values. Only called when the payload wrote the key, never on the common
    /// path, so `aliases` is built only then.
    func checkWrittenKeyValue(
        _ written: WrittenKeyValue, tag: WrittenKeyValue, aliases: [WrittenKeyValue], payload: Any,
        codingPath: [any CodingKey]
    ) throws {
        if written == tag || aliases.contains(written) { return }
        throw EncodingError.invalidValue(
            payload,
            EncodingError.Context(
                codingPath: codingPath,
                debugDescription: keyConflictMessage(
                    written, tag: tag, aliases: aliases, payloadType: String(describing: type(of: payload)))))
    }

    /// Why a payload's own value of the key can't be encoded, and the fix.
    ///
    /// ```
    /// Event.session: the payload (Session) wrote "s-1" under the "id" key, and this case's tag is
    /// 3; the tag would replace the payload's value: rename the payload's key or use
    /// // @FlatTagged(content: "…")
    ///
    /// Animal: Lion wrote "big cat" under the "kind" key, and its tag in Animal is "lion"; the tag
    /// would replace the member's value: add "big cat" to Lion's aliases, rename Lion's key or
    /// declare the family with content: "…"
    /// ```
    func keyConflictMessage(
        _ written: WrittenKeyValue, tag: WrittenKeyValue, aliases: [WrittenKeyValue], payloadType: String
    ) -> String {
        let tags = tag.quoted + (aliases.isEmpty ? "" : " (aliases: \(aliases.map(\.quoted).joined(separator: ", ")))")
        // A value of the tags' own kind could become an alias; anything else can't.
        let couldBeAlias: Bool
        switch (written, tag) {
        case (.string, .string), (.integer, .integer): couldBeAlias = true
        default: couldBeAlias = false
        }
        let wrote = "wrote \(written.quoted) under the \(jsonQuoted(key)) key"
        switch form {
        case .enumCase:
            let alias = couldBeAlias ? "add \(written.quoted) to the case's aliases, " : ""
            return
                "\(owner).\(member): the payload (\(payloadType)) \(wrote), and this case's tag is \(tags); the tag would replace the payload's value: \(alias)rename the payload's key or use // @FlatTagged(content: \"…\")"
        case .familyMember:
            let alias = couldBeAlias ? "add \(written.quoted) to \(member)'s aliases, " : ""
            return
                "\(owner): \(member) \(wrote), and its tag in \(owner) is \(tags); the tag would replace the member's value: \(alias)rename \(member)'s key or declare the family with content: \"…\""
        }
    }

    /// Why a payload that wrote a key a labeled value of its case also writes can't be encoded,
    /// and the fix: the label's value, written after the payload, would replace the payload's.
    ///
    /// ```
    /// Event.created: the payload (Message) wrote the "id" key, which a labeled value of this case
    /// also writes; the label's value would replace the payload's: rename one of them, or give the
    /// label another key with // @FlatTag(keys: […])
    /// ```
    func labelKeyMessage(_ labelKey: String, payloadType: String) -> String {
        "\(owner).\(member): the payload (\(payloadType)) wrote the \(jsonQuoted(labelKey)) key, which a labeled value of this case also writes; the label's value would replace the payload's: rename one of them, or give the label another key with // @FlatTag(keys: […])"
    }
}
