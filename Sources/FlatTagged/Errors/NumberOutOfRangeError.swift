/// A number no Swift type holds, in place of the error a decoder gave for it:
/// swift-foundation's `JSONDecoder` reports such a number as
/// `numberIsNotRepresentableInSwift(parsed: "…")` with every digit, so a hostile input of a
/// million digits would make a message as long; this error quotes it at most 100 characters long.
struct NumberOutOfRangeError: Error, CustomStringConvertible {
    /// The number as a message shows it: quoted, cut with `…` past 100 characters; or, where the
    /// decoder's error quotes no number, that error's description, shortened.
    let shown: String

    var description: String { "a number out of range: \(shown)" }

    /// `error`, a decoder's error for a number that is not a `DecodingError`, without the whole
    /// number (asked on the error path only): always this type, whatever the decoder's wording,
    /// which only words the message. A `DecodingError` is returned as it is: its own description
    /// is the caller's.
    static func shortened(_ error: any Error) -> any Error {
        if error is DecodingError || error is NumberOutOfRangeError { return error }
        if let number = parsedNumber(in: error) { return NumberOutOfRangeError(shown: messageQuoted(number)) }
        return NumberOutOfRangeError(shown: messageShortened(String(describing: error)))
    }
}
