/// String literals: single-line, multi-line and raw `#"…"#` forms, escapes, and interpolations
/// with the strings nested in them.

extension Lexer {
    // MARK: - String literals

    /// Appends a string literal, checking that generated code could repeat it: valid UTF-8 and
    /// no control characters but tabs and line breaks.
    mutating func appendString(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
        var isASCII = true
        for index in start..<end {
            let byte = text[index]
            if byte >= 0x80 { isASCII = false }
            if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
                problem(Messages.controlCharacterInString, at: index)
                append(.unknown, start, end)
                return
            }
        }
        if let offset = Lexer.invalidEscape(text, start, end) {
            problem(Messages.invalidEscapeSequence, at: offset)
            append(.unknown, start, end)
            return
        }
        if !isASCII, String(validating: text[start..<end], as: UTF8.self) == nil {
            problem(Messages.invalidUTF8InString, at: start)
            append(.unknown, start, end)
            return
        }
        append(.string, start, end)
    }

    /// The offset of the first backslash that starts no valid escape (`\\n`, `\\u{1F600}`,
    /// `\\(…)`, a line continuation), counting the literal's `#`s; nil when all are valid.
    static func invalidEscape(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        var hashes = 0
        while start + hashes < end, text[start + hashes] == UInt8(ascii: "#") { hashes += 1 }
        var index = start + hashes
        let isMultiline =
            index + 2 < end && text[index + 1] == UInt8(ascii: "\"") && text[index + 2] == UInt8(ascii: "\"")
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

    /// One string literal being scanned: its delimiter, and whether the scan is inside one of
    /// its `\( … )` interpolations (and how many parentheses deep).
    struct StringFrame {
        let start: Int
        let hashes: Int
        let isMultiline: Bool
        var interpolationDepth = 0
    }

    /// Whether a string literal opening at `quote` (preceded by `hashes` `#`) is multi-line:
    /// `"""` opens a multi-line literal only when nothing but spaces follows it on its line, so
    /// `#"""#` is a single-line raw string holding one quote.
    func opensMultilineString(_ text: UnsafeBufferPointer<UInt8>, at quote: Int) -> Bool {
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
    mutating func scanString(_ text: UnsafeBufferPointer<UInt8>, from start: Int, hashes: Int) -> Int {
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
                problem(Messages.unterminatedStringLiteral, at: frame.start)
                return index
            } else {
                index += 1
            }
        }
        problem(Messages.unterminatedStringLiteral, at: stack.last?.start ?? start)
        return count
    }

    func hasHashes(_ text: UnsafeBufferPointer<UInt8>, at index: Int, count hashes: Int) -> Bool {
        guard hashes > 0 else { return true }
        guard index + hashes <= text.count else { return false }
        for offset in 0..<hashes where text[index + offset] != UInt8(ascii: "#") {
            return false
        }
        return true
    }
}
