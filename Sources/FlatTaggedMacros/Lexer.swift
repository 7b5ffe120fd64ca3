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
                        problem("malformed number literal", at: start)
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

    /// Appends a string literal, checking that generated code could repeat it: valid UTF-8 and
    /// no control characters but tabs and line breaks.
    private mutating func appendString(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
        var isASCII = true
        for index in start..<end {
            let byte = text[index]
            if byte >= 0x80 { isASCII = false }
            if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
                problem("a control character in a string literal", at: index)
                append(.unknown, start, end)
                return
            }
        }
        if let offset = Lexer.invalidEscape(text, start, end) {
            problem("an invalid escape sequence in a string literal", at: offset)
            append(.unknown, start, end)
            return
        }
        if !isASCII, String(validating: text[start..<end], as: UTF8.self) == nil {
            problem("invalid UTF-8 in a string literal", at: start)
            append(.unknown, start, end)
            return
        }
        append(.string, start, end)
    }

    /// The offset of the first backslash that starts no valid escape (`\\n`, `\\u{1F600}`,
    /// `\\(…)`, a line continuation), counting the literal's `#`s; nil when all are valid.
    private static func invalidEscape(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        var hashes = 0
        while start + hashes < end, text[start + hashes] == UInt8(ascii: "#") { hashes += 1 }
        var index = start + hashes
        let isMultiline = index + 2 < end && text[index + 1] == UInt8(ascii: "\"") && text[index + 2] == UInt8(ascii: "\"")
        while index < end {
            guard text[index] == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            var next = index + 1
            var escapeHashes = 0
            while next < end, text[next] == UInt8(ascii: "#"), escapeHashes < hashes {
                escapeHashes += 1
                next += 1
            }
            guard escapeHashes == hashes, next < end else {
                index += 1
                continue
            }
            switch text[next] {
            case UInt8(ascii: "0"), UInt8(ascii: "\\"), UInt8(ascii: "t"), UInt8(ascii: "n"), UInt8(ascii: "r"),
                UInt8(ascii: "\""), UInt8(ascii: "'"):
                index = next + 1
            case UInt8(ascii: "("):
                // An interpolation is code (key paths such as `\.name` included): skip it.
                var depth = 1
                index = next + 1
                while index < end, depth > 0 {
                    if text[index] == UInt8(ascii: "(") { depth += 1 }
                    if text[index] == UInt8(ascii: ")") { depth -= 1 }
                    index += 1
                }
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: " "), UInt8(ascii: "\t"):
                // A line continuation, only in multi-line literals.
                guard isMultiline else { return index }
                index = next + 1
            case UInt8(ascii: "u"):
                var digit = next + 1
                guard digit < end, text[digit] == UInt8(ascii: "{") else { return index }
                digit += 1
                var count = 0
                while digit < end, isHexDigit(text[digit]) {
                    digit += 1
                    count += 1
                }
                guard digit < end, text[digit] == UInt8(ascii: "}"), (1...8).contains(count) else { return index }
                index = digit + 1
            default:
                return index
            }
        }
        return nil
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "f"))
    }

    /// `42`, `1_000`, `3.5e-2`, `0x1F`, `0x1p3`, `0o17`, `0b1010`.
    private static func isWellFormedNumber(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        let digits = Array(bytes)
        func all(_ range: ArraySlice<UInt8>, _ allowed: (UInt8) -> Bool) -> Bool {
            !range.isEmpty && range.allSatisfy { allowed($0) || $0 == UInt8(ascii: "_") }
        }
        let isHex: (UInt8) -> Bool = { isDigit($0) || (($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "f")) }
        if digits.count > 2, digits[0] == UInt8(ascii: "0") {
            switch digits[1] {
            case UInt8(ascii: "b"): return all(digits[2...]) { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: "1") }
            case UInt8(ascii: "o"): return all(digits[2...]) { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "7") }
            case UInt8(ascii: "x"):
                let body = digits[2...]
                guard let exponent = body.firstIndex(where: { $0 | 0x20 == UInt8(ascii: "p") }) else {
                    return body.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).allSatisfy { all($0, isHex) }
                        && body.filter { $0 == UInt8(ascii: ".") }.count <= 1
                }
                var power = body[(exponent + 1)...]
                if let sign = power.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { power = power.dropFirst() }
                return body[..<exponent].split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).allSatisfy { all($0, isHex) }
                    && all(power, isDigit)
            default: break
            }
        }
        var mantissa = digits[...]
        if let exponent = digits.firstIndex(where: { $0 | 0x20 == UInt8(ascii: "e") }) {
            var power = digits[(exponent + 1)...]
            if let sign = power.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { power = power.dropFirst() }
            guard all(power, isDigit) else { return false }
            mantissa = digits[..<exponent]
        }
        // Several dots make a version, as in `@available(macOS 10.15.4, *)` or `swift(>=5.8.0)`.
        let parts = mantissa.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return parts.allSatisfy { all($0, isDigit) } && (parts.count <= 2 || mantissa.count == digits.count)
    }

    private mutating func append(_ kind: Token.Kind, _ start: Int, _ end: Int) {
        tokens.append(Token(kind: kind, isBackticked: false, start: start, end: end))
    }

    private mutating func problem(_ message: String, at offset: Int) {
        problems.append(LexicalProblem(offset: offset, message: message))
    }

    /// What a run of identifier bytes with non-ASCII characters is.
    private enum NonASCIIWord {
        case identifier
        /// Contains a math or other symbol: Swift reads those as operator characters.
        case `operator`
        case invalid(String)
    }

    /// An identifier (letters, marks, numbers, connectors, emoji), an operator (a symbol such
    /// as `≈`), or neither: invalid UTF-8 or a character that stands in neither.
    private static func classifyNonASCII(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> NonASCIIWord {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .invalid("invalid UTF-8 in an identifier")
        }
        var isOperator = false
        for scalar in text.unicodeScalars where scalar.value >= 0x80 {
            let properties = scalar.properties
            switch properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber,
                .connectorPunctuation:
                continue
            case .mathSymbol, .otherSymbol, .currencySymbol, .modifierSymbol, .otherPunctuation, .dashPunctuation,
                .initialPunctuation, .finalPunctuation:
                if properties.isEmoji, scalar.value > 0xFF { continue }
                isOperator = true
            default:
                if properties.isEmoji, scalar.value > 0xFF { continue }
                return .invalid(
                    "the character U+\(String(scalar.value, radix: 16, uppercase: true)) cannot stand in an identifier")
            }
        }
        return isOperator ? .operator : .identifier
    }

    /// Why the text between backticks is not an identifier FlatTagged accepts: invalid UTF-8,
    /// a control character, a quote, a backslash, `#` or `/`. Nil when it is fine (Swift 6.2
    /// accepts spaces and most punctuation there).
    private static func rawIdentifierProblem(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return "invalid UTF-8 in an identifier"
        }
        // Quotes, backslashes, `#` and `/` are refused too: generated code would have to
        // reproduce them inside its own literals and comments.
        for scalar in text.unicodeScalars
        where scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{FFFD}" || "\"\\#/".unicodeScalars.contains(scalar) {
            return "the character U+\(String(scalar.value, radix: 16, uppercase: true)) cannot stand in an identifier"
        }
        return nil
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

    /// One string literal being scanned: its delimiter, and whether the scan is inside one of
    /// its `\( … )` interpolations (and how many parentheses deep).
    private struct StringFrame {
        let start: Int
        let hashes: Int
        let isMultiline: Bool
        var interpolationDepth = 0
    }

    /// Whether a string literal opening at `quote` (preceded by `hashes` `#`) is multi-line:
    /// `"""` opens a multi-line literal only when nothing but spaces follows it on its line, so
    /// `#"""#` is a single-line raw string holding one quote.
    private func opensMultilineString(_ text: UnsafeBufferPointer<UInt8>, at quote: Int) -> Bool {
        let count = text.count
        guard quote + 2 < count, text[quote + 1] == UInt8(ascii: "\""), text[quote + 2] == UInt8(ascii: "\"") else {
            return false
        }
        var after = quote + 3
        while after < count, text[after] == UInt8(ascii: " ") || text[after] == UInt8(ascii: "\t") { after += 1 }
        return after == count || text[after] == UInt8(ascii: "\n") || text[after] == UInt8(ascii: "\r")
    }

    /// Scans a string literal whose opening quote is at `start`, preceded by `hashes` `#`
    /// characters (a raw string), interpolations and the strings nested in them included.
    /// Returns the offset after its closing delimiter.
    ///
    /// Nesting is kept on an explicit stack, not by recursion: `"\("\("…` nested ten thousand
    /// deep must not exhaust the call stack.
    private mutating func scanString(_ text: UnsafeBufferPointer<UInt8>, from start: Int, hashes: Int) -> Int {
        let count = text.count
        let quote = UInt8(ascii: "\"")
        var stack: [StringFrame] = []
        func open(_ quoteIndex: Int, hashes: Int, into stack: inout [StringFrame]) -> Int {
            let multiline = opensMultilineString(text, at: quoteIndex)
            stack.append(StringFrame(start: quoteIndex, hashes: hashes, isMultiline: multiline))
            return quoteIndex + (multiline ? 3 : 1)
        }
        var index = open(start, hashes: hashes, into: &stack)
        while index < count, let frame = stack.last {
            let byte = text[index]
            if frame.interpolationDepth > 0 {
                // Inside `\( … )`: code, with its own strings and comments.
                switch byte {
                case UInt8(ascii: "("):
                    stack[stack.count - 1].interpolationDepth += 1
                    index += 1
                case UInt8(ascii: ")"):
                    stack[stack.count - 1].interpolationDepth -= 1
                    index += 1
                case quote:
                    index = open(index, hashes: 0, into: &stack)
                case UInt8(ascii: "#"):
                    var hashes = 0
                    while index + hashes < count, text[index + hashes] == UInt8(ascii: "#") { hashes += 1 }
                    if index + hashes < count, text[index + hashes] == quote {
                        index = open(index + hashes, hashes: hashes, into: &stack)
                    } else {
                        index += hashes
                    }
                case UInt8(ascii: "/") where index + 1 < count && text[index + 1] == UInt8(ascii: "*"):
                    index = skipBlockComment(text, from: index)
                case UInt8(ascii: "/") where index + 1 < count && text[index + 1] == UInt8(ascii: "/"):
                    index = skipToEndOfLine(text, from: index)
                default:
                    index += 1
                }
                continue
            }
            if byte == UInt8(ascii: "\\"), hasHashes(text, at: index + 1, count: frame.hashes) {
                index += 1 + frame.hashes
                if index < count, text[index] == UInt8(ascii: "(") {
                    stack[stack.count - 1].interpolationDepth = 1
                }
                index += 1
            } else if byte == quote {
                if frame.isMultiline {
                    if index + 2 < count, text[index + 1] == quote, text[index + 2] == quote,
                        hasHashes(text, at: index + 3, count: frame.hashes)
                    {
                        index += 3 + frame.hashes
                        stack.removeLast()
                    } else {
                        index += 1
                    }
                } else if hasHashes(text, at: index + 1, count: frame.hashes) {
                    index += 1 + frame.hashes
                    stack.removeLast()
                } else {
                    index += 1
                }
                if stack.isEmpty { return index }
            } else if !frame.isMultiline, byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                problem("unterminated string literal", at: frame.start)
                return index
            } else {
                index += 1
            }
        }
        problem("unterminated string literal", at: stack.last?.start ?? start)
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

    /// A bare `/…/` regex on one line: it may not start or end with a space nor hold an
    /// unbalanced `)`, per SE-0354.
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
        var parentheses = 0
        while index < count {
            let byte = text[index]
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return nil
            case UInt8(ascii: "(") where !inClass:
                parentheses += 1
            case UInt8(ascii: ")") where !inClass:
                // SE-0354: an unbalanced `)` means this is not a regex (`{ /Case.x ~= $0 })`).
                if parentheses == 0 { return nil }
                parentheses -= 1
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
