/// What the lexer reads at the start of a line comment that could hold a marker (one that passes
/// `MarkerPrecheck.inComment`): the first word, what follows it, and, when options in
/// parentheses follow the word directly, their tokens. The marker parser works on this and never
/// reads the comment's characters itself: each byte is lexed once.
struct CommentHead: Sendable {
    /// What stands right after the word.
    enum Follower: Sendable {
        /// The end of the comment.
        case end
        /// A space or a tab.
        case space
        /// `(`: options follow.
        case parenthesis
        /// Anything else: `:`, `.`, a letter of another script.
        case other
    }

    /// The first word after the slashes and blanks: an optional `@` and ASCII letters, digits and
    /// underscores (`@FlatTagged`, `FlatTag`, `@flattagged`); empty when the comment starts with
    /// something else.
    let word: String
    /// The offset of the word's first byte.
    let wordStart: Int
    /// The offset right after the word.
    let wordEnd: Int
    let follower: Follower
    /// `// @FlatTagged (key: "kind")`: the offset of a `(` that follows the word after blanks.
    let spacedParenthesis: Int?
    /// Whether what follows the word is blank, or one `( … )` and blanks: the comment reads as a
    /// marker, not as prose that names one.
    let restReadsAsOptions: Bool
    /// When `(` follows a word that starts with `@`: the options, lexed.
    let options: OptionTokens?

    /// The tokens from the `(` after a marker word to the end of the comment, comments dropped,
    /// with the values of their string literals.
    struct OptionTokens: Sendable {
        let tokens: [Token]
        /// The first lexical problem in the options (an unterminated string): the options are
        /// not read then.
        let problem: LexicalProblem?
        /// The value of each plain or raw single-line string literal without interpolation, by
        /// its token's start offset.
        let stringValues: [Int: String]
    }
}

extension Lexer {
    /// Reads the head of the line comment `start..<end` (`//` or `///` included).
    static func commentHead(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> CommentHead {
        let isBlank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        var index = start
        while index < end, text[index] == UInt8(ascii: "/") { index += 1 }
        while index < end, isBlank(text[index]) { index += 1 }
        let wordStart = index
        if index < end, text[index] == UInt8(ascii: "@") { index += 1 }
        while index < end, text[index] < 0x80, isIdentifierBody(text[index]) { index += 1 }
        let wordEnd = index
        let word = String(decoding: UnsafeBufferPointer(rebasing: text[wordStart..<wordEnd]), as: UTF8.self)
        let follower: CommentHead.Follower =
            wordEnd == end
            ? .end : isBlank(text[wordEnd]) ? .space : text[wordEnd] == UInt8(ascii: "(") ? .parenthesis : .other
        var afterBlanks = wordEnd
        while afterBlanks < end, isBlank(text[afterBlanks]) { afterBlanks += 1 }
        let spacedParenthesis =
            afterBlanks > wordEnd && afterBlanks < end && text[afterBlanks] == UInt8(ascii: "(") ? afterBlanks : nil
        var last = end
        while last > afterBlanks, isBlank(text[last - 1]) { last -= 1 }
        let restReadsAsOptions =
            afterBlanks == last
            || (text[afterBlanks] == UInt8(ascii: "(") && text[last - 1] == UInt8(ascii: ")"))
        let options =
            follower == .parenthesis && word.hasPrefix("@") ? optionTokens(text, from: wordEnd, to: end) : nil
        return CommentHead(
            word: word, wordStart: wordStart, wordEnd: wordEnd, follower: follower,
            spacedParenthesis: spacedParenthesis, restReadsAsOptions: restReadsAsOptions, options: options)
    }

    /// Lexes a marker's options, `(` to the end of the comment, as Swift: string literals in them
    /// follow Swift's rules, and a `// note` after them is a comment.
    private static func optionTokens(_ text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int)
        -> CommentHead.OptionTokens
    {
        var lexer = Lexer()
        lexer.run(UnsafeBufferPointer(rebasing: text[start..<end]))
        var tokens: [Token] = []
        var stringValues: [Int: String] = [:]
        for token in lexer.tokens where token.kind != .lineComment && token.kind != .blockComment {
            let shifted = Token(
                kind: token.kind, isBackticked: token.isBackticked, start: token.start + start, end: token.end + start)
            tokens.append(shifted)
            if shifted.kind == .string, let value = stringValue(of: text[shifted.range]) {
                stringValues[shifted.start] = value
            }
        }
        let problem = lexer.problems.first.map { LexicalProblem(offset: $0.offset + start, message: $0.message) }
        return CommentHead.OptionTokens(tokens: tokens, problem: problem, stringValues: stringValues)
    }
}
