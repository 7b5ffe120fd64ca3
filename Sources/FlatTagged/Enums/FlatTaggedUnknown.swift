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
/// Key order and whitespace are not kept: JSON does not give them meaning. Key decoding
/// strategies apply to the object's keys, as to any keyed container: pair a
/// `.convertFromSnakeCase` decoder with a `.convertToSnakeCase` encoder to get them back.
///
/// In an external enum (`// @FlatTagged(external)`) the tag is the object's only key:
/// `{"X": 5}` gives `tag == "X"`, `key == "X"` and `object == ["X": 5]`, whatever the value's
/// JSON type, and a bare unknown string `"x"` gives `tag == "x"` and an empty `object`; each
/// encodes back as it came (`isExternal` is true).
public struct FlatTaggedUnknown: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The discriminator key the tag was read from.
    public var key: String
    /// The unknown tag. Encoding writes it under `key`, after the rest of the object.
    public var tag: String
    /// Every key and value of the object, the tag's entry included.
    public var object: [String: FlatTaggedValue]
    /// True for the unknown case of an external enum: the tag is the object's only key (or,
    /// with an empty `object`, a bare string), not a value under `key`.
    public var isExternal = false

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
    public init(key: String, tag: String, from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FlatTaggedCodingKey.self)
        self.key = key
        self.tag = tag
        self.object = try FlatTaggedValue.decodeObject(container)
    }

    /// Decodes an object on its own, taking the tag from its `"type"` key (or `""` when that
    /// key holds no string). Generated code uses `init(key:tag:from:)` with the enum's key.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FlatTaggedCodingKey.self)
        let object = try FlatTaggedValue.decodeObject(container)
        self.key = "type"
        if case .string(let tag)? = object["type"] { self.tag = tag } else { self.tag = "" }
        self.object = object
    }

    /// Encodes every key of the object, then the tag under `key` unless the object already
    /// holds it there: an integer tag is written back as the number it was.
    public func encode(to encoder: any Encoder) throws {
        if isExternal, object.isEmpty {
            var container = encoder.singleValueContainer()
            try container.encode(tag)
            return
        }
        var container = encoder.container(keyedBy: FlatTaggedCodingKey.self)
        try FlatTaggedValue.encodeObject(object, into: &container)
        if !isExternal, !objectHoldsTag { try container.encode(tag, forKey: FlatTaggedCodingKey(key)) }
    }

    /// True when `object[key]` is the tag: the same string, or a number whose integer text
    /// is the tag.
    private var objectHoldsTag: Bool {
        switch object[key] {
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
