/// A number that a case's value can't hold, as a `DecodingError` at the value's path.
///
/// swift-foundation 6.3's `JSONDecoder` reports a number its type can't hold (`1.5` or
/// `1e400` for an `Int`, `300` for a `UInt8`) by throwing an error of its own, which is no
/// `DecodingError`; `JSONDecoder.decode` then turns it into "The given data was not valid JSON."
/// with an empty coding path. Where a case's values are decoded, such an error becomes
/// `dataCorrupted` at the value, in the words untagged enums use too:
///
/// ```
/// expected Int, found 1.5, which is not an integer
/// expected UInt8, found 300, which is out of its range
/// expected Double, found a number out of its range
/// ```
///
/// The decision reads no error text: the value's type is a standard number type, and the value
/// is read again as a `Double` to tell a fraction from a number out of range. It all happens on
/// the error path only.

extension KeyedDecodingContainer {
    /// `error`, thrown decoding a `Value` for `key`: a `DecodingError` as it is, and a decoder's
    /// own error about a number `Value` can't hold as `dataCorrupted` at the value. Any other
    /// error is returned as it is.
    @usableFromInline
    @inline(never)
    func flatTaggedNumberError<Value>(_ error: any Error, _ type: Value.Type, forKey key: Key) -> any Error {
        if error is DecodingError { return error }
        let isInteger = Value.self is any BinaryInteger.Type
        guard isInteger || Value.self is any BinaryFloatingPoint.Type else { return error }
        let found = try? decode(Double.self, forKey: key)
        return DecodingError.dataCorrupted(
            .init(
                codingPath: codingPath + [key],
                debugDescription: numberMismatchDescription(
                    expected: String(describing: Value.self), found: found, isInteger: isInteger),
                underlyingError: shortenedUnderlyingError(error)))
    }
}

/// `expected Int, found 1.5, which is not an integer`: what a number `found` (nil when no
/// `Double` holds it either) is, for a value of the type `expected`.
func numberMismatchDescription(expected: String, found: Double?, isInteger: Bool) -> String {
    guard let found, found.isFinite else { return "expected \(expected), found a number out of its range" }
    let isWhole = found.rounded(.towardZero) == found
    let shown = isWhole && abs(found) < 1e18 ? String(Int64(found)) : messageShortened(found.description)
    if isInteger && !isWhole { return "expected \(expected), found \(shown), which is not an integer" }
    return "expected \(expected), found \(shown), which is out of its range"
}

/// A decoder's error to keep underneath one of ours: itself, unless it describes itself at
/// length (swift-foundation's quotes every digit of a number), then one quoting the number short.
func shortenedUnderlyingError(_ error: any Error) -> any Error {
    String(describing: error).utf8.count > 2 * messageQuoteLimit ? NumberOutOfRangeError.shortened(error) : error
}
