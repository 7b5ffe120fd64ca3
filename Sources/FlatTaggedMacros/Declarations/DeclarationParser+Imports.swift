/// `import` declarations, kept so that the generated file sees the same modules.

extension DeclarationParser {
    // MARK: - Imports

    mutating func parseImport(at index: Int) -> Int {
        let start = pendingDeclarationStart ?? tokens[index].start
        let importLine = line(of: tokens[index].start)
        var end = index + 1
        while end < tokens.count, !isComment(tokens[end]), line(of: tokens[end].start) == importLine,
            tokens[end].kind == .identifier || tokens[end].kind == .period
        {
            end += 1
        }
        let firstIndex = tokens.firstIndex { $0.start >= start } ?? index
        if !isWellFormedImport(prefix: firstIndex..<index, path: (index + 1)..<end) {
            conditionProblems.append(
                LexicalProblem(
                    offset: tokens[index].start, message: Messages.malformedImport(joinedText(firstIndex..<end))))
        }
        result.imports.append(
            ImportDeclaration(
                text: joinedText(firstIndex..<end), conditions: currentClauses(from: 0),
                location: location(tokens[index])))
        clearPending()
        return end
    }

    /// `@testable public import struct Foundation.URL`: attributes and modifiers, an optional
    /// kind, and a dotted path with at least two names after a kind.
    func isWellFormedImport(prefix: Range<Int>, path: Range<Int>) -> Bool {
        var index = prefix.lowerBound
        while index < prefix.upperBound {
            let token = tokens[index]
            if isComment(token) {
                index += 1
            } else if token.kind == .at {
                let next = skipAttribute(at: index)
                guard next > index + 1 else { return false }
                index = next
            } else if let word = keyword(token), AccessLevel(rawValue: word.rawValue) != nil {
                index += 1
            } else {
                return false
            }
        }
        var names: [Token] = []
        var expectName = true
        let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
        var pathStart = path.lowerBound
        let hasKind = pathStart < path.upperBound && kinds.contains(text(tokens[pathStart]))
        if hasKind { pathStart += 1 }
        for index in pathStart..<path.upperBound {
            let token = tokens[index]
            if expectName {
                guard token.kind == .identifier else { return false }
                names.append(token)
            } else if token.kind != .period {
                return false
            }
            expectName.toggle()
        }
        guard !expectName, !names.isEmpty, names.allSatisfy({ keyword($0) == nil }) else { return false }
        return hasKind ? names.count >= 2 : true
    }
}
