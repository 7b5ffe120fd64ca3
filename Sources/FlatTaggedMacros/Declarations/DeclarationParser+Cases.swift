/// `case` declarations in an enum body: names, associated values with labels and default values,
/// raw values.

extension DeclarationParser {
    // MARK: - Cases

    /// Parses `case a, b(x: Int) = 1, c` in an enum body.
    mutating func parseCase(at index: Int, enumIndex: Int) -> Int {
        let marker = pendingCaseMarker
        let availability = pendingAvailability
        pendingCaseMarker = nil
        if let marker, marker.isBare {
            result.diagnostics.append(
                Diagnostic(Messages.caseMarkerWithoutArgument, at: marker.location))
        }
        rejectPendingEnumMarker(found: "'case'")
        let documentation = documentation(before: pendingDeclarationStart ?? tokens[index].start)
        clearPending()
        let conditions = currentClauses(from: frames[frames.count - 1].conditionalDepth)
        var cursor = significant(from: index + 1)
        var elements: [EnumCaseDeclaration] = []
        while cursor < tokens.count, tokens[cursor].kind == .identifier {
            let nameToken = tokens[cursor]
            var element = EnumCaseDeclaration(
                name: name(nameToken), associatedValues: nil, rawValue: nil, conditions: conditions, marker: nil,
                elementsInDeclaration: 0, location: location(nameToken))
            cursor = significant(from: cursor + 1)
            if cursor < tokens.count, tokens[cursor].kind == .leftParen {
                let end = skipGroup(from: cursor)
                element.associatedValues = parseAssociatedValues((cursor + 1)..<max(cursor + 1, end - 1))
                cursor = significant(from: end)
            }
            if cursor < tokens.count, tokens[cursor].kind == .operator, text(tokens[cursor]) == "=" {
                var valueEnd = significant(from: cursor + 1)
                if valueEnd < tokens.count, tokens[valueEnd].kind == .operator {
                    valueEnd = significant(from: valueEnd + 1)
                }
                if valueEnd < tokens.count { valueEnd += 1 }
                element.rawValue = joinedText((cursor + 1)..<valueEnd)
                let valueStart = significant(from: cursor + 1)
                if valueEnd == valueStart + 1 {
                    element.rawStringValue = Lexer.value(ofStringToken: tokens[valueStart], in: file)
                }
                cursor = significant(from: valueEnd)
            }
            element.documentation = documentation
            elements.append(element)
            guard cursor < tokens.count, tokens[cursor].kind == .comma else { break }
            cursor = significant(from: cursor + 1)
        }
        // Resume right after the declaration, so that comments after it (the next case's
        // marker) are seen.
        while cursor > index + 1, isComment(tokens[cursor - 1]) { cursor -= 1 }
        for position in elements.indices {
            elements[position].elementsInDeclaration = elements.count
            elements[position].availability = availability
            if position == 0 { elements[position].marker = marker }
        }
        result.enums[enumIndex].cases.append(contentsOf: elements)
        return max(cursor, index + 1)
    }

    /// Splits the inside of `( … )` into associated values.
    func parseAssociatedValues(_ range: Range<Int>) -> [AssociatedValue] {
        var values: [AssociatedValue] = []
        var elementStart = range.lowerBound
        var depth = 0
        var sawEquals = false
        var index = range.lowerBound
        while index <= range.upperBound {
            let atEnd = index == range.upperBound
            let token = atEnd ? nil : tokens[index]
            if let token {
                switch token.kind {
                case .leftParen, .leftBracket, .leftBrace: depth += 1
                case .rightParen, .rightBracket, .rightBrace: depth -= 1
                case .leftAngle where !sawEquals: depth += 1
                case .rightAngle where !sawEquals: depth = max(0, depth - 1)
                case .operator where depth == 0 && text(token) == "=": sawEquals = true
                default: break
                }
            }
            if atEnd || (token!.kind == .comma && depth == 0) {
                if let value = associatedValue(elementStart..<index) { values.append(value) }
                elementStart = index + 1
                sawEquals = false
            }
            index += 1
        }
        return values
    }

    func associatedValue(_ range: Range<Int>) -> AssociatedValue? {
        let indices = range.filter { !isComment(tokens[$0]) }
        guard let first = indices.first else { return nil }
        var label: String?
        var typeStart = first
        if indices.count >= 3, tokens[indices[0]].kind == .identifier, tokens[indices[1]].kind == .colon {
            let written = name(tokens[indices[0]])
            label = written == "_" ? nil : written
            typeStart = indices[2]
        } else if indices.count >= 4, tokens[indices[0]].kind == .identifier, tokens[indices[1]].kind == .identifier,
            tokens[indices[2]].kind == .colon
        {
            let written = name(tokens[indices[0]])
            label = written == "_" ? nil : written
            typeStart = indices[3]
        }
        var typeEnd = range.upperBound
        var defaultValue: String?
        var defaultProblem = false
        var depth = 0
        for index in typeStart..<range.upperBound {
            let token = tokens[index]
            switch token.kind {
            case .leftParen, .leftBracket, .leftAngle, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightAngle, .rightBrace: depth -= 1
            default: break
            }
            if depth == 0, token.kind == .operator, text(token) == "=" {
                typeEnd = index
                defaultValue = joinedText((index + 1)..<range.upperBound)
                if !isWellFormedExpression((index + 1)..<range.upperBound) {
                    defaultProblem = true
                }
                break
            }
        }
        return AssociatedValue(
            label: label, type: joinedText(typeStart..<typeEnd), defaultValue: defaultValue,
            isDefaultValueWellFormed: !defaultProblem, location: location(tokens[first]))
    }
}
