/// The JSON type of a value no case decoded, found through what `init(from:)` already has: the
/// kind the decoder told, the keyed container, the single-value container; the decoder is asked
/// for a container only when `init(from:)` asked for none (some decoders allow one per value).
struct UntaggedValueProbe {
    /// Whether the object has a key, as the enum's keyed container sees it; `nil`: not an object.
    typealias Keys = ((String) -> Bool)?

    /// The keyed container `init(from:)` asked for, if it did.
    enum ObjectContainer {
        case notAsked
        case asked(Keys)
    }

    /// The value's kind; nil when it could not be told.
    var kind: JSONKind?
    /// Whether the object has a key, for an object whose keys can be read.
    var contains: ((String) -> Bool)?

    init(
        kind known: FlatTaggedUntaggedAttempts.ValueKind?, single: (any SingleValueDecodingContainer)?,
        object: ObjectContainer, decoder: any Decoder
    ) {
        if case .asked(let keys?) = object {
            kind = .object
            contains = keys
            return
        }
        // `JSONDecoder` tells the kind without a container, and lends containers freely.
        if let known = known.map(JSONKind.init) ?? DecoderKindProbe.kind(of: decoder) {
            kind = known
            if known == .object, let object = try? decoder.container(keyedBy: FlatTaggedCodingKey.self) {
                contains = { object.contains(FlatTaggedCodingKey($0)) }
            }
            return
        }
        let asked: (any SingleValueDecodingContainer)?
        switch object {
        case .asked: asked = single
        case .notAsked: asked = single ?? (try? decoder.singleValueContainer())
        }
        guard let single = asked else {
            // Not an object, and no other container `init(from:)` asked for: another decoder
            // may refuse a second one.
            kind = nil
            return
        }
        if single.decodeNil() {
            kind = .null
            return
        }
        let mismatch: any Error
        do {
            _ = try single.decode(String.self)
            kind = .string
            return
        } catch {
            mismatch = error
        }
        if (try? single.decode(Bool.self)) != nil {
            kind = .bool
        } else if (try? single.decode(Double.self)) != nil {
            kind = .number
        } else {
            // "…but found an array instead.", "…a dictionary…", "…number…" (a number no `Double` holds).
            kind = TypeMismatchDescription(of: mismatch)?.foundKind
        }
        if kind == .object, case .notAsked = object,
            let keyed = try? decoder.container(keyedBy: FlatTaggedCodingKey.self)
        {
            contains = { keyed.contains(FlatTaggedCodingKey($0)) }
        }
    }

    /// What the value is, as an untagged error's summary ends: `this object`, `null`.
    var described: String {
        switch kind {
        case .null: "null"
        case .object: "this object"
        case .array: "this array"
        case .string: "this string"
        case .bool: "this boolean"
        case .number: "this number"
        case .date, .data, nil: "this value"
        }
    }
}
