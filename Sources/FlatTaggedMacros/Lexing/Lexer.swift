/// Splits a Swift file's bytes into tokens in one pass.
///
/// It knows everything in Swift that can hide a brace, a quote or a comment marker: line, doc
/// and nested block comments; string literals of every form (escapes, interpolation with nested
/// parentheses and strings, multi-line, raw `#"…"#` with any number of `#`); regex literals;
/// backticked identifiers. It never fails: what it cannot finish becomes a `LexicalProblem`
/// and lexing goes on, so every input gives tokens in linear time.
struct Lexer {
    private(set) var tokens: [Token] = []
    private(set) var problems: [LexicalProblem] = []
    /// The head of each line comment that could hold a marker, by the comment's start offset.
    private(set) var commentHeads: [Int: CommentHead] = [:]

    /// Lexes `bytes` completely.
    static func tokenize(_ bytes: [UInt8]) -> Lexer {
        var lexer = Lexer()
        lexer.tokens.reserveCapacity(bytes.count / 5)
        bytes.withUnsafeBufferPointer { buffer in
            lexer.run(buffer)
        }
        return lexer
    }

    // MARK: - Character classes

    static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte >= 0x80
    }

    static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39
    }

    /// Characters that make up operators, other than the ones lexed as single tokens.
    static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"),
            UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    // MARK: - Driver

    mutating func run(_ text: UnsafeBufferPointer<UInt8>) {
        let count = text.count
        var index = 0
        while index < count {
            let byte = text[index]
            let start = index
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C, 0:
                index += 1
            case UInt8(ascii: "/"):
                if index + 1 < count, text[index + 1] == UInt8(ascii: "/") {
                    index = skipToEndOfLine(text, from: index)
                    let isDoc =
                        start + 2 < count && text[start + 2] == UInt8(ascii: "/")
                        && !(start + 3 < count && text[start + 3] == UInt8(ascii: "/"))
                    append(isDoc ? .docLineComment : .lineComment, start, index)
                    if MarkerPrecheck.inComment(UnsafeBufferPointer(rebasing: text[start..<index])) {
                        commentHeads[start] = Lexer.commentHead(text, start, index)
                    }
                } else if index + 1 < count, text[index + 1] == UInt8(ascii: "*") {
                    index = skipBlockComment(text, from: index)
                    append(.blockComment, start, index)
                } else if startsExpression(text), let end = scanBareRegex(text, from: index) {
                    index = end
                    append(.regex, start, index)
                } else {
                    index = scanOperator(text, from: index)
                    append(.operator, start, index)
                }
            case UInt8(ascii: "\""):
                index = scanString(text, from: index, hashes: 0)
                appendString(text, start, index)
            case UInt8(ascii: "#"):
                var hashes = 0
                while index + hashes < count, text[index + hashes] == UInt8(ascii: "#") { hashes += 1 }
                let next = index + hashes
                if next < count, text[next] == UInt8(ascii: "\"") {
                    index = scanString(text, from: next, hashes: hashes)
                    appendString(text, start, index)
                } else if next < count, text[next] == UInt8(ascii: "/") {
                    index = scanPoundRegex(text, from: next, hashes: hashes)
                    append(.regex, start, index)
                } else if hashes == 1, next < count, Lexer.isIdentifierHead(text[next]) {
                    index = next
                    while index < count, Lexer.isIdentifierBody(text[index]) { index += 1 }
                    append(.poundKeyword, start, index)
                } else {
                    index = next
                    append(.unknown, start, index)
                }
            case UInt8(ascii: "`"):
                var end = index + 1
                while end < count, text[end] != UInt8(ascii: "`"), text[end] != UInt8(ascii: "\n") { end += 1 }
                if end < count, text[end] == UInt8(ascii: "`"), end > index + 1 {
                    index = end + 1
                    if let message = Lexer.rawIdentifierProblem(text[(start + 1)..<end]) {
                        problem(message, at: start)
                        append(.unknown, start, index)
                        continue
                    }
                    tokens.append(Token(kind: .identifier, isBackticked: true, start: start, end: index))
                } else {
                    index += 1
                    append(.unknown, start, index)
                }
            case UInt8(ascii: "$"):
                index += 1
                while index < count, Lexer.isIdentifierBody(text[index]) { index += 1 }
                append(index > start + 1 ? .dollarIdentifier : .unknown, start, index)
            case UInt8(ascii: "{"):
                index += 1
                append(.leftBrace, start, index)
            case UInt8(ascii: "}"):
                index += 1
                append(.rightBrace, start, index)
            case UInt8(ascii: "("):
                index += 1
                append(.leftParen, start, index)
            case UInt8(ascii: ")"):
                index += 1
                append(.rightParen, start, index)
            case UInt8(ascii: "["):
                index += 1
                append(.leftBracket, start, index)
            case UInt8(ascii: "]"):
                index += 1
                append(.rightBracket, start, index)
            case UInt8(ascii: ","):
                index += 1
                append(.comma, start, index)
            case UInt8(ascii: ":"):
                index += 1
                append(.colon, start, index)
            case UInt8(ascii: ";"):
                index += 1
                append(.semicolon, start, index)
            case UInt8(ascii: "@"):
                index += 1
                append(.at, start, index)
            case UInt8(ascii: "<"):
                index += 1
                append(.leftAngle, start, index)
            case UInt8(ascii: ">"):
                index += 1
                append(.rightAngle, start, index)
            case UInt8(ascii: "?"), UInt8(ascii: "!"):
                index += 1
                append(.operator, start, index)
            case UInt8(ascii: "."):
                index += 1
                if index < count, text[index] == UInt8(ascii: ".") {
                    while index < count, text[index] == UInt8(ascii: ".") || text[index] == UInt8(ascii: "<") {
                        index += 1
                    }
                    append(.operator, start, index)
                } else if index < count, Lexer.isDigit(text[index]), let last = tokens.last,
                    last.kind == .operator || last.kind == .leftParen
                {
                    // `.5` is not Swift, but lexing it as a number keeps the scan simple.
                    index = scanNumber(text, from: index)
                    append(.number, start, index)
                } else {
                    append(.period, start, index)
                }
            case UInt8(ascii: "-") where index + 1 < count && text[index + 1] == UInt8(ascii: ">"):
                index += 2
                append(.arrow, start, index)
            default:
                if Lexer.isIdentifierHead(byte) {
                    index += 1
                    var isASCII = byte < 0x80
                    while index < count, Lexer.isIdentifierBody(text[index]) {
                        isASCII = isASCII && text[index] < 0x80
                        index += 1
                    }
                    switch isASCII ? .identifier : Lexer.classifyNonASCII(text[start..<index]) {
                    case .identifier: append(.identifier, start, index)
                    case .operator: append(.operator, start, index)  // `≈`, `±`: Unicode operators
                    case .invalid(let message):
                        problem(message, at: start)
                        append(.unknown, start, index)
                    }
                } else if Lexer.isDigit(byte) {
                    index = scanNumber(text, from: index)
                    if Lexer.isWellFormedNumber(text[start..<index]) {
                        append(.number, start, index)
                    } else {
                        problem(Messages.malformedNumber, at: start)
                        append(.unknown, start, index)
                    }
                } else if Lexer.isOperatorCharacter(byte) {
                    index = scanOperator(text, from: index)
                    append(.operator, start, index)
                } else {
                    index += 1
                    append(.unknown, start, index)
                }
            }
        }
    }

    mutating func append(_ kind: Token.Kind, _ start: Int, _ end: Int) {
        tokens.append(Token(kind: kind, isBackticked: false, start: start, end: end))
    }

    mutating func problem(_ message: DiagnosticMessage, at offset: Int) {
        problems.append(LexicalProblem(offset: offset, message: message))
    }

    // MARK: - Comments

    func skipToEndOfLine(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < text.count, text[index] != UInt8(ascii: "\n"), text[index] != UInt8(ascii: "\r") {
            index += 1
        }
        return index
    }

    /// Skips a block comment; they nest.
    mutating func skipBlockComment(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start + 2
        var depth = 1
        let count = text.count
        while index < count {
            let byte = text[index]
            if byte == UInt8(ascii: "*"), index + 1 < count, text[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else if byte == UInt8(ascii: "/"), index + 1 < count, text[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else {
                index += 1
            }
        }
        problem(Messages.unterminatedBlockComment, at: start)
        return count
    }
}
