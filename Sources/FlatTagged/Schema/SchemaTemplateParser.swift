/// Reads the JSON text of a generated schema template (``FlatTaggedSchemaBuilder/template(_:_:)``)
/// into a ``FlatTaggedValue``: objects, arrays, strings, `true`, `false`, `null` and integers,
/// each kept exact (`.int`, or `.uint` above `Int64.max`). The generator writes nothing else: a
/// fraction or an exponent is an error here, as is anything after the value.
struct SchemaTemplateParser {
    private let bytes: [UInt8]
    private var index = 0

    private init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The value `text` holds, or nil when it is not one JSON value of the template's kinds.
    static func parse(_ text: String) -> FlatTaggedValue? {
        var parser = SchemaTemplateParser(text)
        guard let value = parser.value() else { return nil }
        parser.skipSpaces()
        return parser.index == parser.bytes.count ? value : nil
    }

    private mutating func value() -> FlatTaggedValue? {
        skipSpaces()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"): return object()
        case UInt8(ascii: "["): return array()
        case UInt8(ascii: "\""): return string().map(FlatTaggedValue.string)
        case UInt8(ascii: "t"): return word("true", .bool(true))
        case UInt8(ascii: "f"): return word("false", .bool(false))
        case UInt8(ascii: "n"): return word("null", .null)
        default: return integer()
        }
    }

    private mutating func object() -> FlatTaggedValue? {
        index += 1
        var fields: [String: FlatTaggedValue] = [:]
        skipSpaces()
        if take(UInt8(ascii: "}")) { return .object(fields) }
        repeat {
            skipSpaces()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return nil }
            skipSpaces()
            guard take(UInt8(ascii: ":")), let value = value() else { return nil }
            fields[key] = value
            skipSpaces()
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "}")) ? .object(fields) : nil
    }

    private mutating func array() -> FlatTaggedValue? {
        index += 1
        var elements: [FlatTaggedValue] = []
        skipSpaces()
        if take(UInt8(ascii: "]")) { return .array(elements) }
        repeat {
            guard let element = value() else { return nil }
            elements.append(element)
            skipSpaces()
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "]")) ? .array(elements) : nil
    }

    /// A string from its opening quote: escapes decoded, `\u` surrogate pairs joined.
    private mutating func string() -> String? {
        index += 1
        var utf8: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { return nil }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escaped)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    guard let scalar = unicodeEscape() else { return nil }
                    utf8.append(contentsOf: String(Character(scalar)).utf8)
                default: return nil
                }
            default:
                utf8.append(byte)
            }
        }
        return nil
    }

    /// The scalar of a `\u` escape after its `u`, with the low surrogate's escape that follows a
    /// high one.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        guard let high = hex4() else { return nil }
        guard (0xD800..<0xDC00).contains(high) else { return Unicode.Scalar(high) }
        guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")), let low = hex4(), (0xDC00..<0xE000).contains(low)
        else { return nil }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
    }

    private mutating func hex4() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
            value = value << 4 + UInt32(digit)
        }
        index += 4
        return value
    }

    /// An integer, exact: `Int64` when it fits, else `UInt64`; nil for anything else.
    private mutating func integer() -> FlatTaggedValue? {
        let start = index
        _ = take(UInt8(ascii: "-"))
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if let value = Int64(text) { return .int(value) }
        return UInt64(text).map(FlatTaggedValue.uint)
    }

    private mutating func word(_ word: StaticString, _ value: FlatTaggedValue) -> FlatTaggedValue? {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return nil }
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
        guard bytes[index..<index + count].elementsEqual(expected) else { return nil }
        index += count
        return value
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipSpaces() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }
}
