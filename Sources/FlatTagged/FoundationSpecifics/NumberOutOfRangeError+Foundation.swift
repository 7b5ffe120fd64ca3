extension NumberOutOfRangeError {
    /// The digits swift-foundation's `JSONDecoder` quotes in its error for a number no Swift type
    /// holds (`numberIsNotRepresentableInSwift(parsed: "…")`), or `nil`: for the words of a
    /// message only, never for what is decoded. A `DecodingError` is not looked into: its own
    /// description is the caller's. `FoundationCanaryTests` fails the day the error reads
    /// otherwise.
    static func parsedNumber(in error: any Error) -> String? {
        if error is DecodingError || error is NumberOutOfRangeError { return nil }
        let text = String(describing: error)
        guard text.contains("numberIsNotRepresentable"), let start = text.firstRange(of: "parsed: \"") else {
            return nil
        }
        let rest = text[start.upperBound...]
        return String(rest[..<(rest.firstIndex(of: "\"") ?? rest.endIndex)])
    }
}
