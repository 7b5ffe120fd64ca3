#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Any value a JSON object (or a property list) can hold, kept exactly enough to encode it
/// back: `null`, booleans, integers, floating-point numbers, strings, arrays and objects, and
/// the dates and data of property lists.
///
/// Integers and floating-point numbers are kept apart as far as the decoder tells them apart:
/// a number is read as `Int64`, then `UInt64`, then `Double`. `JSONDecoder` reads `1.0` as an
/// integer, so it comes back as `1`: equal in value, as JSON numbers are compared. Integers
/// beyond `UInt64` arrive as `Double` and keep only its precision.
///
/// Through a decoder whose scalars are all text (YAML's, XML's), a scalar is a number or a
/// boolean only when its text is exactly how that value is written (`3`, `0.5`, `true`) and the
/// decoder reads it as one too; otherwise it is the text, exactly: `007` stays the string "007".
///
/// `date` and `data` come only from decoders that hold dates and data as kinds of their own,
/// such as `PropertyListDecoder`; JSON has no such kinds, so a date or data in JSON arrives as
/// the number or string it was written as, and is written back as that.
///
/// `date` and `data` were added before 1.0: a `switch` that lists every case needs them too.
public enum FlatTaggedValue: Codable, Hashable, Sendable, CustomStringConvertible {
    /// `null`, or a property list's absent value.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// An integer that fits `Int64`.
    case int(Int64)
    /// An integer beyond `Int64.max` that fits `UInt64`.
    case uint(UInt64)
    /// Any other number.
    case double(Double)
    /// A string.
    case string(String)
    /// A property list's date (`<date>`); never decoded from JSON.
    case date(Date)
    /// A property list's data (`<data>`); never decoded from JSON.
    case data(Data)
    /// An array, its elements in order.
    case array([FlatTaggedValue])
    /// An object: every key, exactly as the data spells it, and its value.
    ///
    /// Key strategies (`.convertFromSnakeCase`, `.convertToSnakeCase`, custom ones) never touch
    /// these keys, as they never touch the keys of a `[String: T]`: `{"user_id":1,"userId":2}`
    /// decodes to two keys and encodes back to the same two.
    case object([String: FlatTaggedValue])

    /// Encodes the value as it was decoded.
    public func encode(to encoder: any Encoder) throws {
        try encoder.flatTaggedCheckStack(encoding: self)
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .int(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .uint(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .double(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .date(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .data(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .object(let object):
            // As a dictionary, so that the keys are written as they are: encoders apply no key
            // strategy to the keys of a `[String: T]`.
            var container = encoder.singleValueContainer()
            try container.encode(object)
        }
    }

    /// The value as compact JSON text, keys sorted; a date and data as `JSONEncoder` writes them
    /// by default (seconds since 2001-01-01 and Base64).
    public var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .int(let value): String(value)
        case .uint(let value): String(value)
        case .double(let value): value.description
        case .string(let value): jsonQuoted(value)
        case .date(let value): value.timeIntervalSinceReferenceDate.description
        case .data(let value): jsonQuoted(value.base64EncodedString())
        case .array(let elements): "[" + elements.map(\.description).joined(separator: ",") + "]"
        case .object(let object):
            "{"
                + object.keys.sorted().map { jsonQuoted($0) + ":" + (object[$0]?.description ?? "null") }.joined(
                    separator: ",") + "}"
        }
    }
}
