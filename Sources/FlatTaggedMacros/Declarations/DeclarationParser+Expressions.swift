/// Expressions, as far as the generator copies them: checking that a default value is one
/// well-formed expression.

extension DeclarationParser {
    // MARK: - Expressions

    /// A binary operator between two operands needs whitespace on both sides or on neither:
    /// `a + b` and `a+b` are binary, `a +b` is not.
    func hasConsistentSpacing(_ index: Int, within range: Range<Int>) -> Bool {
        guard index > range.lowerBound, index + 1 < range.upperBound else { return true }
        let previous = tokens[index - 1]
        let next = tokens[index + 1]
        guard endsOperand(previous), startsOperand(next) || next.kind == .leftParen || next.kind == .period else {
            return true
        }
        return (previous.end < tokens[index].start) == (tokens[index].end < next.start)
    }

    /// Keywords that join two operands or start a statement: `x as Int`, `try f()`,
    /// `{ x in return x }`.
    static let joiningWords: Set<String> = [
        "as", "is", "try", "await", "in", "throws", "async", "rethrows", "return", "throw", "if", "else", "guard",
        "switch", "case", "default", "for", "while", "repeat", "do", "catch", "defer", "where", "some", "any",
        "let", "var", "inout", "break", "continue", "fallthrough", "consume", "copy", "borrowing", "consuming",
    ]

    func endsOperand(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier: return !Self.joiningWords.contains(text(token))
        case .dollarIdentifier, .number, .string, .regex, .rightParen, .rightBracket, .rightBrace: return true
        default: return false
        }
    }

    func startsOperand(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier: return !Self.joiningWords.contains(text(token))
        case .dollarIdentifier, .number, .string, .regex, .poundKeyword: return true
        default: return false
        }
    }

    /// A check that a default value can be copied into generated code: not empty, no closure,
    /// brackets balanced, no stray bytes, no declarations, no two operands side by side on one
    /// line, not starting or ending with a binary operator.
    func isWellFormedExpression(_ range: Range<Int>) -> Bool {
        var depth = 0
        var sawQuestionMark = false
        var openers: [(isLiteral: Bool, commas: Int, colons: Int)] = []
        var last: Token?
        for index in range where !isComment(tokens[index]) {
            let token = tokens[index]
            if let word = keyword(token), word != .`init` {
                return false
            }
            // Two operands side by side are never one expression.
            if let previous = last, endsOperand(previous), startsOperand(token) {
                return false
            }
            if token.kind == .comma,
                last.map({ [.comma, .leftParen, .leftBracket, .leftBrace].contains($0.kind) }) ?? true
            {
                return false
            }
            if token.kind == .at {
                return false  // attributes belong to closures, which are not copied
            }
            if let previous = last, previous.kind == .at, token.kind != .identifier {
                return false
            }
            // A ternary `?` stands alone between spaces; `??` is two `?` tokens side by side.
            if token.kind == .operator, depth == 0, text(token) == "?", let previous = last, previous.end < token.start,
                index + 1 < range.upperBound, token.end < tokens[index + 1].start
            {
                sawQuestionMark = true
            }
            if token.kind == .operator, !hasConsistentSpacing(index, within: range) {
                return false
            }
            if token.kind == .operator,
                text(token).hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text(token))
            {
                return false  // an assignment: never part of a default value
            }
            if token.kind == .operator,
                last.map({ [.leftParen, .leftBracket, .comma, .colon, .operator].contains($0.kind) }) ?? true,
                !["-", "!", "~", "+", "...", "..<", "&"].contains(text(token))
            {
                return false  // in prefix position, only a prefix operator
            }
            if token.kind == .colon, depth == 0, !sawQuestionMark {
                return false  // outside brackets a colon only belongs to `a ? b : c`
            }
            // Inside brackets, a colon follows a label (`f(x: 1)`, `a[key: 1]`) or stands in a
            // dictionary literal (`["a": 1]`, a bracket that follows no operand).
            if token.kind == .colon, depth > 0, let opener = openers.last, !opener.isLiteral,
                last?.kind != .identifier
            {
                return false
            }
            if token.kind == .leftParen || token.kind == .leftBracket {
                openers.append((token.kind == .leftBracket && !(last.map(endsOperand) ?? false), 0, 0))
            } else if token.kind == .comma, !openers.isEmpty {
                openers[openers.count - 1].commas += 1
            } else if token.kind == .colon, !openers.isEmpty {
                openers[openers.count - 1].colons += 1
            } else if token.kind == .rightParen || token.kind == .rightBracket, let opener = openers.popLast() {
                // A literal is an array (no colons) or a dictionary (a colon in every element).
                let trailingComma = last?.kind == .comma ? 1 : 0
                if opener.isLiteral, opener.colons > 0, opener.colons != opener.commas + 1 - trailingComma {
                    return false
                }
            }
            if token.kind == .leftBrace || token.kind == .rightBrace {
                return false  // closures may hold any statement: not copied
            }
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace:
                depth -= 1
                if depth < 0 { return false }
            case .unknown:
                return false
            case .poundKeyword where ["#if", "#else", "#elseif", "#endif"].contains(text(token)):
                return false
            default: break
            }
            last = token
        }
        guard depth == 0, let last else { return false }
        // It must start like an operand: a binary operator cannot begin an expression.
        if let first = range.first(where: { !isComment(tokens[$0]) }).map({ tokens[$0] }),
            [.leftAngle, .rightAngle, .comma, .colon, .semicolon, .arrow].contains(first.kind)
                || first.kind == .operator && !["-", "!", "~", "+", "..."].contains(text(first))
        {
            return false
        }
        if keyword(last) != nil, keyword(last) != .`init` { return false }
        if last.kind == .operator, !["!", "?"].contains(text(last)) { return false }
        return ![.comma, .colon, .period, .at, .arrow, .leftAngle].contains(last.kind)
    }
}
