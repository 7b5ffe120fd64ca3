/// An object whose tag matched no case, kept whole so that it can be encoded back unchanged.
///
/// Declare it as the payload of the fallback case:
///
/// ```swift
/// // @FlatTagged
/// enum Message {
///     case text(TextMessage)
///     // @FlatTag(unknown)
///     case unknown(FlatTaggedUnknown)
/// }
/// ```
///
/// Decoding `{"type":"video","url":"…"}` gives `.unknown` with `tag == "video"` and every key
/// of the object in `object`, the tag's own entry included; encoding it writes the same keys
/// and values back. "Lossless" means: the same keys, the same nesting, the same strings and
/// booleans, and numbers equal in value (see `FlatTaggedValue` for how numbers are kept).
/// Key order and whitespace are not kept: JSON does not give them meaning. Key strategies never
/// touch the object's keys: they are data, kept exactly as the input spelled them, colliding
/// ones included, whatever `keyDecodingStrategy` and `keyEncodingStrategy` say. (The enum's own
/// discriminator key follows the strategies, as synthesized `Codable` keys do.)
///
/// In an external enum (`// @FlatTagged(external)`) the tag is the object's only key:
/// `{"X": 5}` gives `tag == "X"`, `key == "X"` and `object == ["X": 5]`, whatever the value's
/// JSON type, and a bare unknown string `"x"` gives `tag == "x"` and an empty `object`; each
/// encodes back as it came (`isExternal` is true). The tag is then the enum's own key, so key
/// strategies apply to it, and only to it.
public struct FlatTaggedUnknown: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The discriminator key the tag was read from.
    public var key: String
    /// The unknown tag. Encoding writes it under `key`, after the rest of the object.
    public var tag: String {
        // A new tag is an edit: it replaces the object's value under the key, which held the old
        // one (an external unknown's tag is its key, not a value).
        didSet {
            if !isExternal, Self.holds(oldValue, in: object[key]), !Self.holds(tag, in: object[key]) {
                object[key] = .string(tag)
            }
        }
    }
    /// Every key and value of the object, the tag's entry included.
    public var object: [String: FlatTaggedValue]
    /// True for the unknown case of an external enum: the tag is the object's only key (or,
    /// with an empty `object`, a bare string), not a value under `key`.
    ///
    /// It says how the value was read and how it is written back, so it is set only by decoding
    /// and by ``init(externalTag:value:)``: a flag changed alone would write a value no decoder of
    /// the same enum reads.
    public private(set) var isExternal = false

    /// Creates an unknown object; `object[key]` is set to `tag` if missing.
    public init(key: String = "type", tag: String, object: [String: FlatTaggedValue] = [:]) {
        self.key = key
        self.tag = tag
        var object = object
        if object[key] == nil { object[key] = .string(tag) }
        self.object = object
    }

    /// The unknown case of an external enum: `{tag: value}`, or the bare string `tag` when
    /// `value` is nil.
    public init(externalTag tag: String, value: FlatTaggedValue?) {
        self.key = tag
        self.tag = tag
        self.object = value.map { [tag: $0] } ?? [:]
        self.isExternal = true
    }

    /// Decodes the whole object from `decoder`: what generated code calls for an unknown tag.
    ///
    /// `key` is the discriminator as the enum declares it; under a key strategy the data may
    /// spell it otherwise (`event_type` for `eventType`), and `key` becomes the data's spelling.
    /// A value inside the object that fails to decode (a number no type holds) throws an error
    /// whose description starts with `enumName` (`Message: `), when it is given.
    @_spi(FlatTaggedGenerated)
    public init(key: String, tag: String, enumName: String? = nil, from decoder: any Decoder) throws {
        let object: [String: FlatTaggedValue]
        do {
            object = try FlatTaggedValue.decodeObject(from: decoder)
        } catch {
            throw enumName.map { namedError(error, $0 + ": ") } ?? error
        }
        self.key = Self.dataKey(for: key, tag: tag, in: object)
        self.tag = tag
        self.object = object
    }

    /// Decodes an object on its own, taking the tag from its `"type"` key (or `""` when that
    /// key holds no string). Generated code uses `init(key:tag:from:)` with the enum's key.
    public init(from decoder: any Decoder) throws {
        let object = try FlatTaggedValue.decodeObject(from: decoder)
        self.key = "type"
        if case .string(let tag)? = object["type"] { self.tag = tag } else { self.tag = "" }
        self.object = object
    }

    /// Encodes every key of the object as it is, and the tag under `key` unless the object
    /// already holds it there: an integer tag is written back as the number it was. Throws an
    /// `EncodingError` when the object holds another value under `key` (neither the tag nor a
    /// number whose text is the tag): one of the two would be lost.
    public func encode(to encoder: any Encoder) throws {
        try encoder.flatTaggedCheckStack(encoding: self)
        if isExternal { return try encodeExternal(to: encoder) }
        var container = encoder.singleValueContainer()
        if Self.holds(tag, in: object[key]) {
            try container.encode(object)
        } else if let other = object[key] {
            let shown =
                if case .string(let text) = other { messageQuoted(text) } else {
                    messageWordsShortened(other.description)
                }
            throw EncodingError.invalidValue(
                self,
                .init(
                    codingPath: encoder.codingPath,
                    debugDescription:
                        "FlatTaggedUnknown: the object holds \(shown) under the \(messageQuoted(key)) key, and the tag is \(messageQuoted(tag)); one of them would be lost: make them agree"
                ))
        } else {
            var object = object
            object[key] = .string(tag)
            try container.encode(object)
        }
    }

    /// An external enum's unknown case: the bare tag, or `{tag: value}` with the tag as a key of
    /// the enum's own (strategies apply to it, as when it was read) and the value as it is.
    private func encodeExternal(to encoder: any Encoder) throws {
        guard !object.isEmpty else {
            var container = encoder.singleValueContainer()
            try container.encode(tag)
            return
        }
        var container = encoder.container(keyedBy: FlatTaggedCodingKey.self)
        for (key, value) in object { try container.encode(value, forKey: FlatTaggedCodingKey(key)) }
    }

    /// The key of `object` that holds the tag read through `declared`: `declared` itself, or,
    /// when a key strategy renamed it, the one key whose value is the tag and whose letters are
    /// the declared key's (`event_type`, `event-type` for `eventType`).
    private static func dataKey(for declared: String, tag: String, in object: [String: FlatTaggedValue]) -> String {
        if holds(tag, in: object[declared]) { return declared }
        let letters = declared.lowercased().filter { $0 != "_" && $0 != "-" }
        let candidates = object.keys.filter { key in
            holds(tag, in: object[key]) && key.lowercased().filter { $0 != "_" && $0 != "-" } == letters
        }
        return candidates.count == 1 ? candidates[0] : declared
    }

    /// True when `value` is the tag: the same string, or a number whose integer text is the tag.
    static func holds(_ tag: String, in value: FlatTaggedValue?) -> Bool {
        switch value {
        case .string(let value)?: value == tag
        case .int(let value)?: String(value) == tag
        case .uint(let value)?: String(value) == tag
        case .double(let value)?: Int(exactly: value).map(String.init) == tag
        default: false
        }
    }

    /// `unknown "video": {"type":"video","url":"…"}`
    public var description: String {
        "unknown \(FlatTaggedValue.string(tag)): \(FlatTaggedValue.object(object))"
    }
}
