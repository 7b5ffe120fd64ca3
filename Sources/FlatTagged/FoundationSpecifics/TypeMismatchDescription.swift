/// A decoder's stock type-mismatch text, read: `Expected to decode String but found number
/// instead.` gives `String`, `number` and the kind ``JSONKind/number``.
///
/// Foundation's decoders write every type mismatch this way, each naming what it found in words
/// of its own:
///
/// | Decoder | What it found |
/// | --- | --- |
/// | `JSONDecoder` (swift-foundation, swift-corelibs-foundation) | `number`, `bool`, `null`, `a string`, `an array`, `a dictionary` |
/// | `PropertyListDecoder` (swift-foundation) | `an integer`, `a real number`, `a boolean`, `a null value`, `a string`, `a date`, `a data value`, `an array`, `a dictionary` |
/// | Foundation's older `JSONDecoder` and `PropertyListDecoder` | `a number`, `a null value`, `a string/data`, `an array`, `a dictionary` |
///
/// The runtime's one reader of that text: `FlatTaggedValue` takes the kind as a hint of what to
/// decode next from Foundation's decoders only (`MismatchHint`, through ``foundKind(in:)``, which
/// reads the bytes and builds nothing: it runs after every failed guess), and error messages say
/// what was found in their own words (``foundDescribed``). Neither changes what is decoded;
/// `FoundationCanaryTests` fails the day Foundation words these messages otherwise.
struct TypeMismatchDescription {
    /// What the decoder expected: `String`, `Dictionary<String, Any>`.
    let expected: Substring
    /// What it found, in its words: `number`, `a dictionary`.
    let found: Substring

    /// The parts of `description`; nil when it is not written the stock way.
    init?(_ description: String) {
        var text = description
        guard let parts = text.withUTF8({ Self.parts(of: $0) }) else { return nil }
        let utf8 = description.utf8
        func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
        expected = description[index(parts.expected.lowerBound)..<index(parts.expected.upperBound)]
        found = description[index(parts.found.lowerBound)..<index(parts.found.upperBound)]
    }

    /// The parts of a `typeMismatch` error's description; nil for any other error.
    init?(of error: any Error) {
        guard case .typeMismatch(_, let context)? = error as? DecodingError else { return nil }
        self.init(context.debugDescription)
    }

    /// The kind ``found`` names; nil for words of no kind that data has (`a set`, `a uid`) or of
    /// another decoder.
    var foundKind: JSONKind? {
        var words = String(found)
        return words.withUTF8 { words in
            guard let base = words.baseAddress else { return nil }
            return Self.kind { $0.utf8CodeUnitCount == words.count && Self.equal(base, $0) }
        }
    }

    /// What was found, in the words of this library's messages (`a number`, `an object`), or the
    /// decoder's own words when they name no kind.
    var foundDescribed: String { foundKind?.described ?? String(found) }

    /// The kind a stock description says was found, read from its bytes; nil when it is not
    /// written the stock way or names no kind.
    static func foundKind(in description: String) -> JSONKind? {
        var text = description
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return nil }
            let end = bytes.count - tail.utf8CodeUnitCount
            let headCount = head.utf8CodeUnitCount
            guard end >= headCount, equal(base, head), equal(base + end, tail) else { return nil }
            // " but found <words>" just before the tail: no search.
            return kind { phrasing in
                let start = end - phrasing.utf8CodeUnitCount
                let butStart = start - but.utf8CodeUnitCount
                return butStart >= headCount && equal(base + start, phrasing) && equal(base + butStart, but)
            }
        }
    }

    // MARK: Reading the bytes

    private static let head: StaticString = "Expected to decode "
    private static let but: StaticString = " but found "
    private static let tail: StaticString = " instead."

    /// The kind of the first phrasing of the table above that `isFound`; nil for none.
    @inline(__always)
    private static func kind(where isFound: (StaticString) -> Bool) -> JSONKind? {
        if isFound("number") || isFound("a number") || isFound("an integer") || isFound("a real number") {
            return .number
        }
        if isFound("a dictionary") { return .object }
        if isFound("an array") { return .array }
        if isFound("bool") || isFound("a boolean") { return .bool }
        if isFound("null") || isFound("a null value") { return .null }
        if isFound("a string") || isFound("a string/data") { return .string }
        if isFound("a date") { return .date }
        if isFound("a data value") { return .data }
        return nil
    }

    /// The byte ranges of what was expected and what was found.
    private static func parts(of bytes: UnsafeBufferPointer<UInt8>) -> (expected: Range<Int>, found: Range<Int>)? {
        let headCount = head.utf8CodeUnitCount
        let butCount = but.utf8CodeUnitCount
        let end = bytes.count - tail.utf8CodeUnitCount
        guard let base = bytes.baseAddress, end >= headCount + butCount, equal(base, head), equal(base + end, tail)
        else { return nil }
        // The first " but found " after the head (no type's name holds one).
        var offset = headCount
        while offset + butCount <= end {
            if equal(base + offset, but) { return (headCount..<offset, (offset + butCount)..<end) }
            offset += 1
        }
        return nil
    }

    /// True when the bytes at `pointer` are `literal`'s (the caller knows that many are there).
    private static func equal(_ pointer: UnsafePointer<UInt8>, _ literal: StaticString) -> Bool {
        let start = literal.utf8Start
        for offset in 0..<literal.utf8CodeUnitCount where pointer[offset] != start[offset] { return false }
        return true
    }
}
