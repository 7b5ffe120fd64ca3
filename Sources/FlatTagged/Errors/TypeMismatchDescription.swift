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
/// decode next, and error messages say what was found in their own words (``JSONKind/described``).
/// Read only after a decode failed.
struct TypeMismatchDescription {
    /// What the decoder expected: `String`, `Dictionary<String, Any>`.
    let expected: Substring
    /// What it found, in its words: `number`, `a dictionary`.
    let found: Substring

    private static let head = "Expected to decode "
    private static let but = " but found "
    private static let tail = " instead."

    /// The parts of `description`; nil when it is not written the stock way.
    init?(_ description: String) {
        guard description.hasPrefix(Self.head), description.hasSuffix(Self.tail),
            let but = description.firstRange(of: Self.but)
        else { return nil }
        let start = description.utf8.index(description.startIndex, offsetBy: Self.head.utf8.count)
        let end = description.utf8.index(description.endIndex, offsetBy: -Self.tail.utf8.count)
        guard start <= but.lowerBound, but.upperBound <= end else { return nil }
        expected = description[start..<but.lowerBound]
        found = description[but.upperBound..<end]
    }

    /// The parts of a `typeMismatch` error's description; nil for any other error.
    init?(of error: any Error) {
        guard case .typeMismatch(_, let context)? = error as? DecodingError else { return nil }
        self.init(context.debugDescription)
    }

    /// The kind ``found`` names; nil for words of no kind that data has (`a set`, `a uid`) or of
    /// another decoder.
    var foundKind: JSONKind? { Self.kind(named: found) }

    /// What was found, in the words of this library's messages (`a number`, `an object`), or the
    /// decoder's own words when they name no kind.
    var foundDescribed: String { foundKind?.described ?? String(found) }

    /// The kind a decoder's words name.
    static func kind(named words: Substring) -> JSONKind? {
        switch words {
        case "number", "a number", "an integer", "a real number": .number
        case "bool", "a boolean": .bool
        case "null", "a null value": .null
        case "a string", "a string/data": .string
        case "an array": .array
        case "a dictionary": .object
        case "a date": .date
        case "a data value": .data
        default: nil
        }
    }
}
