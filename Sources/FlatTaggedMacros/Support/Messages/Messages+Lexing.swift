/// Messages about malformed Swift text, found by the `Lexer` (reported only in files with
/// markers: elsewhere the compiler reports them).
extension Messages {
    static func characterNotInIdentifier(_ scalar: Unicode.Scalar) -> DiagnosticMessage {
        .error("the character U+\(String(scalar.value, radix: 16, uppercase: true)) cannot stand in an identifier")
    }

    static var controlCharacterInString: DiagnosticMessage { .error("a control character in a string literal") }

    static var invalidEscapeSequence: DiagnosticMessage { .error("an invalid escape sequence in a string literal") }

    static var invalidUTF8InIdentifier: DiagnosticMessage { .error("invalid UTF-8 in an identifier") }

    static var invalidUTF8InString: DiagnosticMessage { .error("invalid UTF-8 in a string literal") }

    static var malformedNumber: DiagnosticMessage { .error("malformed number literal") }

    static var unterminatedBlockComment: DiagnosticMessage { .error("unterminated block comment") }

    static var unterminatedRegexLiteral: DiagnosticMessage { .error("unterminated regex literal") }

    static var unterminatedStringLiteral: DiagnosticMessage { .error("unterminated string literal") }
}
