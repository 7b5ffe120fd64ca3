/// One lexical element of a Swift file: a byte range and what kind of thing it is.
///
/// Comments are tokens too, because markers live in them; whitespace is not.
struct Token: Sendable {
    enum Kind: UInt8, Sendable {
        /// An identifier or keyword; `flags` says whether it was written in backticks.
        case identifier
        /// `$0`, `$name`.
        case dollarIdentifier
        /// A number literal.
        case number
        /// A string literal of any form, interpolations included.
        case string
        /// A regex literal, `/…/` or `#/…/#`.
        case regex
        /// `// …` (not `///`).
        case lineComment
        /// `/// …`
        case docLineComment
        /// `/* … */`, nested, including `/** … */`.
        case blockComment
        /// `#` followed by an identifier: `#if`, `#else`, `#available`, `#Preview`.
        case poundKeyword
        /// `@`
        case at
        case leftBrace, rightBrace, leftParen, rightParen, leftBracket, rightBracket
        case comma, colon, semicolon, period
        /// `<` and `>` are always single tokens so that generic brackets can be matched.
        case leftAngle, rightAngle
        /// `->`
        case arrow
        /// Any other operator, `=` included; `?` and `!` are single tokens too.
        case `operator`
        /// A byte sequence that cannot start a token (a stray backslash, a lone `#`).
        case unknown
    }

    let kind: Kind
    /// True for a backticked identifier.
    let isBackticked: Bool
    let start: Int
    let end: Int

    var range: Range<Int> { start..<end }
}

/// Something the lexer could not finish, such as an unterminated string or block comment.
///
/// Such input does not compile anyway, so these become diagnostics only in files that carry a
/// marker; elsewhere the compiler reports them itself.
struct LexicalProblem: Sendable {
    let offset: Int
    let message: DiagnosticMessage
}
