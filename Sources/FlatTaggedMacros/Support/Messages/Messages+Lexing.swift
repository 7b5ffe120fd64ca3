/// Messages about malformed Swift text, found by the `Lexer` (reported only in files with
/// markers: elsewhere the compiler reports them).
extension Messages {
    static func characterNotInIdentifier(_ scalar: Unicode.Scalar) -> String {
        "the character U+\(String(scalar.value, radix: 16, uppercase: true)) cannot stand in an identifier"
    }

    static let controlCharacterInString = "a control character in a string literal"

    static let invalidEscapeSequence = "an invalid escape sequence in a string literal"

    static let invalidUTF8InIdentifier = "invalid UTF-8 in an identifier"

    static let invalidUTF8InString = "invalid UTF-8 in a string literal"

    static let malformedNumber = "malformed number literal"

    static let unterminatedBlockComment = "unterminated block comment"

    static let unterminatedRegexLiteral = "unterminated regex literal"

    static let unterminatedStringLiteral = "unterminated string literal"
}
