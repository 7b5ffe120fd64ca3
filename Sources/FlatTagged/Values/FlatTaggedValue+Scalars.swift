// What a scalar that decoded as a `String` is.
//
// `FlatTaggedValue` asks for a `String` first, and most decoders give one only for a string:
// JSON's and property lists' tell strings, numbers and booleans apart. Decoders whose scalars
// are text give a `String` for every scalar: YAML's (Yams reads `3`, `true` and `0.5` as the
// strings "3", "true" and "0.5"), XML's, a query string's. Keeping every such scalar as a string
// would turn the number 3 into the string "3", and an integer tag written back as a string can
// no longer be decoded.
//
// So a string that reads as a number or a boolean is asked about once more. The rule loses
// nothing either way:
//
// - Only a text that is exactly what encoding the typed value writes is a candidate: "3", "-12",
//   "0.5", "1e-07", "true", "false" (`String(value)` gives the text back), and a floating-point
//   number in the scientific notation coders write: Yams 5 writes 0.5 as "5e-1", 3.0 as
//   "3e+0" and 1234.5 as "1.2345e+3" (one nonzero digit before the point, no trailing zero after
//   it, a lowercase `e`, an exponent of at most three digits). "007", "+3", "3.0e0", "1E3",
//   "0.50", "True" and "1e400" stay strings: a typed value would be written back as other text
//   ("7", "3.0", "1000.0"), so they are exact only as strings.
// - The decoder decides: the candidate is a number (or a boolean) only when the decoder also
//   decodes the scalar as that type and gives the same value. JSON's decoder refuses to read
//   the string "3" as an integer, so it stays a string; Yams reads a quoted '3' as a string
//   only, and a plain 3 as both: the first stays a string, the second becomes 3.
// - Foundation's JSON and property-list decoders are known to tell the kinds apart
//   (`FoundationDecoders`, FoundationSpecifics), so they are never asked: a string like "3" costs
//   them nothing more than any other string.
//
// Encoding the value writes it back through the same coder as what it was: 3 as an integer, the
// string "007" as a string.

/// Decides what a scalar that decoded as a `String` is.
enum ScalarText {
    /// The value of a scalar that `container.decode(String.self)` read as `text`: a number or a
    /// boolean when `text` is exactly how that value is written and the decoder reads the scalar as
    /// that value too, otherwise the string.
    static func value(
        of text: String, in container: any SingleValueDecodingContainer, decoder: any Decoder
    ) -> FlatTaggedValue {
        guard let candidate = candidate(for: text), !FoundationDecoders.keepKinds(decoder) else { return .string(text) }
        switch candidate {
        case .int(let value):
            if let decoded = try? container.decode(Int64.self), decoded == value { return candidate }
        case .uint(let value):
            if let decoded = try? container.decode(UInt64.self), decoded == value { return candidate }
        case .double(let value):
            if let decoded = try? container.decode(Double.self), decoded == value { return candidate }
        case .bool(let value):
            if let decoded = try? container.decode(Bool.self), decoded == value { return candidate }
        default:
            break
        }
        return .string(text)
    }

    /// The number or boolean whose written form is exactly `text`, or `nil`.
    static func candidate(for text: String) -> FlatTaggedValue? {
        // The longest such text is a Double's ("-2.2250738585072014e-308": 24 characters).
        guard let first = text.utf8.first, text.utf8.count <= 24 else { return nil }
        switch first {
        case UInt8(ascii: "t"): return text == "true" ? .bool(true) : nil
        case UInt8(ascii: "f"): return text == "false" ? .bool(false) : nil
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): break
        default: return nil
        }
        if let value = Int64(text) { return String(value) == text ? .int(value) : nil }
        if let value = UInt64(text) { return String(value) == text ? .uint(value) : nil }
        // Not an integer: a Double written as Swift writes it ("0.5", "1e-07", "1.0"), or in
        // scientific notation ("5e-1"), finite.
        guard let value = Double(text), value.isFinite else { return nil }
        return String(value) == text || isScientific(text) ? .double(value) : nil
    }

    /// True for `-?[1-9](\.[0-9]*[1-9])?e[+-]?[0-9]{1,3}`: scientific notation as number writers
    /// write it (Yams 5's "5e-1", "1.2345e+3"; C's "%g" gives "1e-07").
    static func isScientific(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        func digit(_ byte: UInt8?) -> Bool {
            byte.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false
        }
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        guard let lead = bytes.popFirst(), digit(lead), lead != UInt8(ascii: "0") else { return false }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            let fraction = bytes.prefix(while: { digit($0) })
            guard let last = fraction.last, last != UInt8(ascii: "0") else { return false }
            bytes = bytes.dropFirst(fraction.count)
        }
        guard bytes.popFirst() == UInt8(ascii: "e") else { return false }
        if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        return (1...3).contains(bytes.count) && bytes.allSatisfy { digit($0) }
    }
}
