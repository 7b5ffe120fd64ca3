/// Any value a JSON object (or a property list) can hold, kept exactly enough to encode it
/// back: `null`, booleans, integers, floating-point numbers, strings, arrays and objects.
///
/// Integers and floating-point numbers are kept apart as far as the decoder tells them apart:
/// a number is read as `Int64`, then `UInt64`, then `Double`. `JSONDecoder` reads `1.0` as an
/// integer, so it comes back as `1`: equal in value, as JSON numbers are compared. Integers
/// beyond `UInt64` arrive as `Double` and keep only its precision.
public enum FlatTaggedValue: Codable, Hashable, Sendable, CustomStringConvertible {
    case null
    case bool(Bool)
    case int(Int64)
    case uint(UInt64)
    case double(Double)
    case string(String)
    case array([FlatTaggedValue])
    case object([String: FlatTaggedValue])

    /// Decodes whatever value the decoder holds.
    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.singleValueContainer() {
            if container.decodeNil() {
                self = .null
                return
            }
            if let value = try? container.decode(Bool.self) {
                self = .bool(value)
                return
            }
            if let value = try? container.decode(Int64.self) {
                self = .int(value)
                return
            }
            if let value = try? container.decode(UInt64.self) {
                self = .uint(value)
                return
            }
            if let value = try? container.decode(Double.self) {
                self = .double(value)
                return
            }
            if let value = try? container.decode(String.self) {
                self = .string(value)
                return
            }
        }
        if let container = try? decoder.container(keyedBy: FlatTaggedCodingKey.self) {
            self = .object(try Self.decodeObject(container))
            return
        }
        if var container = try? decoder.unkeyedContainer() {
            var elements: [FlatTaggedValue] = []
            if let count = container.count { elements.reserveCapacity(count) }
            while !container.isAtEnd {
                elements.append(try container.decode(FlatTaggedValue.self))
            }
            self = .array(elements)
            return
        }
        throw DecodingError.dataCorrupted(
            .init(
                codingPath: decoder.codingPath,
                debugDescription: "expected null, a boolean, a number, a string, an array or an object"))
    }

    static func decodeObject(_ container: KeyedDecodingContainer<FlatTaggedCodingKey>) throws -> [String: FlatTaggedValue] {
        var object: [String: FlatTaggedValue] = [:]
        object.reserveCapacity(container.allKeys.count)
        for key in container.allKeys {
            object[key.stringValue] = try container.decode(FlatTaggedValue.self, forKey: key)
        }
        return object
    }

    /// Encodes the value as it was decoded.
    public func encode(to encoder: any Encoder) throws {
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
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .object(let object):
            var container = encoder.container(keyedBy: FlatTaggedCodingKey.self)
            try Self.encodeObject(object, into: &container)
        }
    }

    static func encodeObject(_ object: [String: FlatTaggedValue], into container: inout KeyedEncodingContainer<FlatTaggedCodingKey>) throws {
        // Sorted, so that encoders that keep insertion order give the same output every time.
        for key in object.keys.sorted() {
            try container.encode(object[key], forKey: FlatTaggedCodingKey(key))
        }
    }

    /// The value as compact JSON text, keys sorted.
    public var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .int(let value): String(value)
        case .uint(let value): String(value)
        case .double(let value): value.description
        case .string(let value): jsonQuoted(value)
        case .array(let elements): "[" + elements.map(\.description).joined(separator: ",") + "]"
        case .object(let object):
            "{" + object.keys.sorted().map { jsonQuoted($0) + ":" + (object[$0]?.description ?? "null") }.joined(separator: ",") + "}"
        }
    }

}

/// `text` as a JSON string literal: the quoting of descriptions and error messages, so that a
/// tag or key reads unambiguously (`"a\"b"`).
func jsonQuoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default:
            if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result + "\""
}
