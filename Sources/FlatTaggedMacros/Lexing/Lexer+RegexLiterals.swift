/// Regex literals: `#/…/#` with any number of `#`, and bare `/…/` where an expression starts.

extension Lexer {
    // MARK: - Regex literals

    /// `#/…/#`, `##/…/##`, and extended multi-line forms. `start` is the offset of the slash.
    mutating func scanPoundRegex(_ text: UnsafeBufferPointer<UInt8>, from start: Int, hashes: Int) -> Int {
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
        problem(Messages.unterminatedRegexLiteral, at: start)
        return count
    }

    /// Whether a `/` here would start an expression, where Swift 6 reads `/…/` as a regex.
    func startsExpression(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
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

    static let expressionKeywords: [[UInt8]] = [
        "return", "case", "in", "throw", "try", "await", "where", "if", "guard", "while", "else", "switch",
        "repeat", "is", "as", "yield",
    ].map { Array($0.utf8) }

    /// A bare `/…/` regex on one line: it may not start or end with a space nor hold an
    /// unbalanced `)`, per SE-0354.
    /// Returns nil when the slash is better read as an operator.
    func scanBareRegex(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
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
