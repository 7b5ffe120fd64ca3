/// Conditional compilation: `#if`, `#elseif`, `#else` and `#endif` blocks, and the grammar of
/// their conditions, so generated code can repeat them.

extension DeclarationParser {
    // MARK: - Directives

    mutating func handleDirective(at start: Int) -> Int {
        let directive = text(tokens[start])
        if ["#if", "#elseif", "#else", "#endif"].contains(directive) {
            // Attributes and modifiers before a clause boundary belong to no declaration after it.
            clearPending()
        }
        switch directive {
        case "#if", "#elseif":
            let (condition, next) = readCondition(after: start)
            if directive == "#if" {
                conditionals.append(
                    ConditionalBlock(
                        clause: ConditionalClause(earlierConditions: [], condition: condition),
                        frameDepth: frames.count))
            } else if let top = conditionals.last, top.frameDepth == frames.count, let current = top.clause.condition {
                conditionals[conditionals.count - 1].clause.earlierConditions.append(current)
                conditionals[conditionals.count - 1].clause.condition = condition
            }
            return next
        case "#else":
            if let top = conditionals.last, top.frameDepth == frames.count, let current = top.clause.condition {
                conditionals[conditionals.count - 1].clause.earlierConditions.append(current)
                conditionals[conditionals.count - 1].clause.condition = nil
            }
            return start + 1
        case "#endif":
            if let top = conditionals.last, top.frameDepth == frames.count {
                conditionals.removeLast()
            }
            return start + 1
        default:
            return start + 1
        }
    }

    /// The condition after `#if`: the rest of the line, continued while parentheses are open or
    /// the line ends with `&&` or `||`.
    mutating func readCondition(after start: Int) -> (String, Int) {
        var index = start + 1
        var depth = 0
        var currentLine = line(of: tokens[start].start)
        var first = index
        var last = index
        while index < tokens.count {
            let token = tokens[index]
            if isComment(token) {
                index += 1
                continue
            }
            let tokenLine = line(of: token.start)
            if tokenLine != currentLine {
                let previous = previousSignificant(before: index)
                let continues =
                    depth > 0
                    || (previous.map { $0.kind == .operator && ["&&", "||"].contains(text($0)) } ?? false)
                guard continues, token.kind != .poundKeyword else { break }
                currentLine = tokenLine
            }
            if token.kind == .leftParen { depth += 1 }
            if token.kind == .rightParen { depth -= 1 }
            if token.kind == .leftBrace || token.kind == .rightBrace { break }
            if first == start + 1 && index == start + 1 { first = index }
            index += 1
            last = index
        }
        if !isWellFormedCondition(first..<last) {
            conditionProblems.append(
                LexicalProblem(
                    offset: tokens[start].start, message: Messages.malformedCondition(joinedText(first..<last))))
        }
        return (joinedText(first..<last), last)
    }

    /// Whether `#if` condition tokens follow the grammar of compilation conditions:
    /// `!`, `&&`, `||`, parentheses, names, and calls such as `os(iOS)`, `compiler(>=6.2)` or
    /// `canImport(Foundation.NSString, _version: 1.2)`. The generated code repeats conditions,
    /// so a malformed one must be reported rather than copied.
    func isWellFormedCondition(_ range: Range<Int>) -> Bool {
        let condition = range.filter { !isComment(tokens[$0]) }.map { tokens[$0] }
        var position = 0
        func peekText() -> String? { position < condition.count ? text(condition[position]) : nil }
        func term() -> Bool {
            guard position < condition.count else { return false }
            let token = condition[position]
            if token.kind == .operator, text(token) == "!" {
                position += 1
                return term()
            }
            if token.kind == .leftParen {
                position += 1
                guard expression(), position < condition.count, condition[position].kind == .rightParen else {
                    return false
                }
                position += 1
                return true
            }
            // `$Embedded` and other `$` features are names too.
            guard token.kind == .identifier || token.kind == .dollarIdentifier, keyword(token) == nil,
                !Self.joiningWords.contains(text(token))
            else {
                return false
            }
            position += 1
            guard position < condition.count, condition[position].kind == .leftParen,
                condition[position].start == token.end
            else { return true }
            position += 1
            // Arguments: `>=6.2`, `<5.9`, `Foundation.NSString`, `_version: 1.2`, separated by commas.
            while true {
                if position < condition.count,
                    condition[position].kind == .leftAngle || condition[position].kind == .rightAngle
                {
                    position += 1
                    if peekText() == "=" { position += 1 }
                    guard position < condition.count, condition[position].kind == .number else { return false }
                    position += 1
                } else {
                    if position + 1 < condition.count, condition[position].kind == .identifier,
                        condition[position + 1].kind == .colon
                    {
                        position += 2
                    }
                    guard position < condition.count, [.identifier, .number].contains(condition[position].kind),
                        keyword(condition[position]) == nil, !Self.joiningWords.contains(text(condition[position]))
                    else {
                        return false
                    }
                    position += 1
                    while position + 1 < condition.count, condition[position].kind == .period,
                        [.identifier, .number].contains(condition[position + 1].kind)
                    {
                        position += 2
                    }
                }
                guard position < condition.count else { return false }
                if condition[position].kind == .comma {
                    position += 1
                    continue
                }
                guard condition[position].kind == .rightParen else { return false }
                position += 1
                return true
            }
        }
        func expression() -> Bool {
            guard term() else { return false }
            while let next = peekText(), next == "&&" || next == "||" {
                let spacedBefore = condition[position - 1].end < condition[position].start
                let spacedAfter =
                    position + 1 < condition.count && condition[position].end < condition[position + 1].start
                guard spacedBefore == spacedAfter else { return false }
                position += 1
                guard term() else { return false }
            }
            return true
        }
        // Recursion follows parentheses; absurd nesting is simply malformed.
        guard condition.count < 1_000, condition.filter({ $0.kind == .leftParen }).count < 64 else { return false }
        return expression() && position == condition.count
    }

    func currentClauses(from depth: Int) -> [ConditionalClause] {
        guard depth < conditionals.count else { return [] }
        return conditionals[depth...].map(\.clause)
    }
}
