/// Token helpers: text, names and keywords of tokens, skipping comments, joining token text,
/// and skipping bracketed groups.

extension DeclarationParser {
    // MARK: - Token helpers

    func text(_ token: Token) -> String {
        file.text(token.range)
    }

    /// The identifier's name without backticks.
    func name(_ token: Token) -> String {
        token.isBackticked ? file.text((token.start + 1)..<(token.end - 1)) : file.text(token.range)
    }

    /// The keyword a token spells, if it is an unescaped identifier that spells one.
    func keyword(_ token: Token) -> Keyword? {
        guard token.kind == .identifier, !token.isBackticked else { return nil }
        return file.bytes.withUnsafeBufferPointer { Keyword.classify($0, token.range) }
    }

    func isComment(_ token: Token) -> Bool {
        token.kind == .lineComment || token.kind == .docLineComment || token.kind == .blockComment
    }

    /// The index of the next non-comment token at or after `index`.
    func significant(from index: Int) -> Int {
        var index = index
        while index < tokens.count, isComment(tokens[index]) { index += 1 }
        return index
    }

    /// The previous non-comment token before `index`.
    func previousSignificant(before index: Int) -> Token? {
        previousSignificantIndex(before: index).map { tokens[$0] }
    }

    /// The index of the previous non-comment token before `index`.
    func previousSignificantIndex(before index: Int) -> Int? {
        var index = index - 1
        while index >= 0 {
            if !isComment(tokens[index]) { return index }
            index -= 1
        }
        return nil
    }

    func location(_ token: Token) -> SourceLocation {
        file.location(of: token.start)
    }

    func line(of offset: Int) -> Int {
        file.location(of: offset).line
    }

    /// The source text of `tokens[range]`, comments dropped, whitespace between tokens collapsed
    /// to one space.
    func joinedText(_ range: Range<Int>) -> String {
        var text = ""
        var previousEnd: Int?
        for index in range where !isComment(tokens[index]) {
            let token = tokens[index]
            if let previousEnd, previousEnd < token.start { text += " " }
            text += file.text(token.range)
            previousEnd = token.end
        }
        return text
    }

    /// The index after the token that closes the group opened at `index` (`(`, `[` or `<`).
    /// Closures inside the group (`= { _ in }`) are followed; a `}` that would close an
    /// enclosing scope ends the group, so malformed input cannot run past its scope.
    func skipGroup(from index: Int) -> Int {
        var depth = 0
        var braces = 0
        var index = index
        while index < tokens.count {
            switch tokens[index].kind {
            case .leftParen, .leftBracket, .leftAngle: depth += 1
            case .rightParen, .rightBracket, .rightAngle:
                depth -= 1
                if depth <= 0 { return index + 1 }
            case .leftBrace:
                braces += 1
            case .rightBrace:
                if braces == 0 { return index }
                braces -= 1
            default: break
            }
            index += 1
        }
        return index
    }
}
