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

    private static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte >= 0x80
    }

    private static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39
    }

    /// Characters that make up operators, other than the ones lexed as single tokens.
    private static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"),
            UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    // MARK: - Driver

    private mutating func run(_ text: UnsafeBufferPointer<UInt8>) {
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
                    let isDoc = start + 2 < count && text[start + 2] == UInt8(ascii: "/")
                        && !(start + 3 < count && text[start + 3] == UInt8(ascii: "/"))
                    append(isDoc ? .docLineComment : .lineComment, start, index)
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
                append(.string, start, index)
            case UInt8(ascii: "#"):
                var hashes = 0
                while index + hashes < count, text[index + hashes] == UInt8(ascii: "#") { hashes += 1 }
                let next = index + hashes
                if next < count, text[next] == UInt8(ascii: "\"") {
                    index = scanString(text, from: next, hashes: hashes)
                    append(.string, start, index)
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
                    tokens.append(Token(kind: .identifier, isBackticked: true, start: start, end: index))
                } else {
                    index += 1
                    append(.unknown, start, index)
                }
            case UInt8(ascii: "$"):
                index += 1
                while index < count, Lexer.isIdentifierBody(text[index]) { index += 1 }
                append(.dollarIdentifier, start, index)
            case UInt8(ascii: "{"): index += 1; append(.leftBrace, start, index)
            case UInt8(ascii: "}"): index += 1; append(.rightBrace, start, index)
            case UInt8(ascii: "("): index += 1; append(.leftParen, start, index)
            case UInt8(ascii: ")"): index += 1; append(.rightParen, start, index)
            case UInt8(ascii: "["): index += 1; append(.leftBracket, start, index)
            case UInt8(ascii: "]"): index += 1; append(.rightBracket, start, index)
            case UInt8(ascii: ","): index += 1; append(.comma, start, index)
            case UInt8(ascii: ":"): index += 1; append(.colon, start, index)
            case UInt8(ascii: ";"): index += 1; append(.semicolon, start, index)
            case UInt8(ascii: "@"): index += 1; append(.at, start, index)
            case UInt8(ascii: "<"): index += 1; append(.leftAngle, start, index)
            case UInt8(ascii: ">"): index += 1; append(.rightAngle, start, index)
            case UInt8(ascii: "?"), UInt8(ascii: "!"): index += 1; append(.operator, start, index)
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
                    while index < count, Lexer.isIdentifierBody(text[index]) { index += 1 }
                    append(.identifier, start, index)
                } else if Lexer.isDigit(byte) {
                    index = scanNumber(text, from: index)
                    append(.number, start, index)
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

    private mutating func append(_ kind: Token.Kind, _ start: Int, _ end: Int) {
        tokens.append(Token(kind: kind, isBackticked: false, start: start, end: end))
    }

    private mutating func problem(_ message: String, at offset: Int) {
        problems.append(LexicalProblem(offset: offset, message: message))
    }

    // MARK: - Comments

    private func skipToEndOfLine(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < text.count, text[index] != UInt8(ascii: "\n"), text[index] != UInt8(ascii: "\r") {
            index += 1
        }
        return index
    }

    /// Skips a block comment; they nest.
    private mutating func skipBlockComment(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
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
        problem("unterminated block comment", at: start)
        return count
    }

    // MARK: - Literals

    private func scanNumber(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        let count = text.count
        while index < count {
            let byte = text[index]
            if Lexer.isIdentifierBody(byte) {
                // Exponents: `1e-5`, `0x1p+3`.
                if (byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "p")
                    || byte == UInt8(ascii: "P")), index + 1 < count,
                    text[index + 1] == UInt8(ascii: "-") || text[index + 1] == UInt8(ascii: "+")
                {
                    index += 2
                } else {
                    index += 1
                }
            } else if byte == UInt8(ascii: "."), index + 1 < count, Lexer.isDigit(text[index + 1]) {
                index += 1
            } else {
                break
            }
        }
        return index
    }

    private func scanOperator(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start + 1
        let count = text.count
        while index < count, Lexer.isOperatorCharacter(text[index]) {
            // A comment opener ends the operator: `a+/*c*/b`.
            if text[index] == UInt8(ascii: "/"), index + 1 < count,
                text[index + 1] == UInt8(ascii: "/") || text[index + 1] == UInt8(ascii: "*")
            {
                break
            }
            if text[index] == UInt8(ascii: "-"), index + 1 < count, text[index + 1] == UInt8(ascii: ">") {
                break
            }
            index += 1
        }
        return index
    }

    /// Scans a string literal whose opening quote is at `start`, preceded by `hashes` `#`
    /// characters (a raw string). Returns the offset after its closing delimiter.
    private mutating func scanString(_ text: UnsafeBufferPointer<UInt8>, from start: Int, hashes: Int) -> Int {
        let count = text.count
        let quote = UInt8(ascii: "\"")
        let isMultiline = start + 2 < count && text[start + 1] == quote && text[start + 2] == quote
        var index = isMultiline ? start + 3 : start + 1
        while index < count {
            let byte = text[index]
            if byte == UInt8(ascii: "\\"), hasHashes(text, at: index + 1, count: hashes) {
                index += 1 + hashes
                guard index < count else { break }
                if text[index] == UInt8(ascii: "(") {
                    index = skipInterpolation(text, from: index)
                } else {
                    index += 1
                }
            } else if byte == quote {
                if isMultiline {
                    if index + 2 < count, text[index + 1] == quote, text[index + 2] == quote,
                        hasHashes(text, at: index + 3, count: hashes)
                    {
                        return index + 3 + hashes
                    }
                    index += 1
                } else if hasHashes(text, at: index + 1, count: hashes) {
                    return index + 1 + hashes
                } else {
                    index += 1
                }
            } else if !isMultiline, byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                problem("unterminated string literal", at: start)
                return index
            } else {
                index += 1
            }
        }
        problem("unterminated string literal", at: start)
        return count
    }

    private func hasHashes(_ text: UnsafeBufferPointer<UInt8>, at index: Int, count hashes: Int) -> Bool {
        guard hashes > 0 else { return true }
        guard index + hashes <= text.count else { return false }
        for offset in 0..<hashes where text[index + offset] != UInt8(ascii: "#") {
            return false
        }
        return true
    }

    /// Skips `\( … )` inside a string: nested parentheses, strings and comments.
    /// `start` is the offset of the opening parenthesis.
    private mutating func skipInterpolation(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let count = text.count
        var index = start + 1
        var depth = 1
        while index < count {
            let byte = text[index]
            switch byte {
            case UInt8(ascii: "("):
                depth += 1
                index += 1
            case UInt8(ascii: ")"):
                depth -= 1
                index += 1
                if depth == 0 { return index }
            case UInt8(ascii: "\""):
                index = scanString(text, from: index, hashes: 0)
            case UInt8(ascii: "#"):
                var hashes = 0
                while index + hashes < count, text[index + hashes] == UInt8(ascii: "#") { hashes += 1 }
                if index + hashes < count, text[index + hashes] == UInt8(ascii: "\"") {
                    index = scanString(text, from: index + hashes, hashes: hashes)
                } else {
                    index += hashes
                }
            case UInt8(ascii: "/"):
                if index + 1 < count, text[index + 1] == UInt8(ascii: "*") {
                    index = skipBlockComment(text, from: index)
                } else if index + 1 < count, text[index + 1] == UInt8(ascii: "/") {
                    index = skipToEndOfLine(text, from: index)
                } else {
                    index += 1
                }
            default:
                index += 1
            }
        }
        problem("unterminated string interpolation", at: start)
        return count
    }

    /// `#/…/#`, `##/…/##`, and extended multi-line forms. `start` is the offset of the slash.
    private mutating func scanPoundRegex(_ text: UnsafeBufferPointer<UInt8>, from start: Int, hashes: Int) -> Int {
        let count = text.count
        var index = start + 1
        while index < count {
            let byte = text[index]
            if byte == UInt8(ascii: "\\") {
                index += 2
            } else if byte == UInt8(ascii: "/"), hasHashes(text, at: index + 1, count: hashes) {
                return index + 1 + hashes
            } else {
                index += 1
            }
        }
        problem("unterminated regex literal", at: start)
        return count
    }

    /// Whether a `/` here would start an expression, where Swift 6 reads `/…/` as a regex.
    private func startsExpression(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let last = tokens.last else { return true }
        switch last.kind {
        case .identifier:
            // After a keyword such as `return` an expression starts; after a name, `/` divides.
            guard !last.isBackticked else { return false }
            return Lexer.expressionKeywords.contains(where: { keyword in
                keyword.count == last.end - last.start
                    && keyword.withUnsafeBufferPointer { $0.elementsEqual(text[last.start..<last.end]) }
            })
        case .number, .string, .regex, .dollarIdentifier, .rightParen, .rightBracket, .rightBrace, .poundKeyword:
            return false
        case .operator:
            // `x! / y` and `x? / y` divide.
            let byte = text[last.start]
            return !(last.end - last.start == 1 && (byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?")))
        default:
            return true
        }
    }

    private static let expressionKeywords: [[UInt8]] = [
        "return", "case", "in", "throw", "try", "await", "where", "if", "guard", "while", "else", "switch",
        "repeat", "is", "as", "yield",
    ].map { Array($0.utf8) }

    /// A bare `/…/` regex on one line: it may not start or end with a space, per SE-0354.
    /// Returns nil when the slash is better read as an operator.
    private func scanBareRegex(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let count = text.count
        var index = start + 1
        guard index < count else { return nil }
        let first = text[index]
        if first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") || first == UInt8(ascii: "\n")
            || first == UInt8(ascii: "=") || first == UInt8(ascii: ")")
        {
            return nil
        }
        var inClass = false
        while index < count {
            let byte = text[index]
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return nil
            case UInt8(ascii: "\\"):
                index += 2
                continue
            case UInt8(ascii: "["):
                inClass = true
            case UInt8(ascii: "]"):
                inClass = false
            case UInt8(ascii: "/") where !inClass:
                let previous = text[index - 1]
                if previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\t") { return nil }
                return index + 1
            default:
                break
            }
            index += 1
        }
        return nil
    }
}
