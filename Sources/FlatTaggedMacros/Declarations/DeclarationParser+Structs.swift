/// Structs and documentation: each struct's stored properties as synthesized `Codable` codes
/// them (`StructDeclaration`), the types whose coding is their own (`init(from:)`,
/// `encode(to:)`), and the `///` or `/** */` comment before a declaration.
extension DeclarationParser {
    /// Records the struct whose header ends at `frame`, unless it is declared in code.
    mutating func recordStruct(
        name: String, isLocal: Bool, isGeneric: Bool, documentationStart: Int, at keywordIndex: Int,
        into frame: inout Frame
    ) {
        guard !isLocal else { return }
        result.structs.append(
            StructDeclaration(
                name: name, outerPath: frames.flatMap(\.path), conditions: currentClauses(from: 0),
                documentation: documentation(before: documentationStart), location: location(tokens[keywordIndex])))
        frame.structIndex = result.structs.count - 1
        // A generic struct's properties name its parameters: nothing is assumed about it.
        if isGeneric { result.structs[result.structs.count - 1].isReadable = false }
    }

    /// `var name: Type = initial` or `let name: Type` at `index` (the keyword), directly in a
    /// struct's body: a stored property, unless it is static, lazy or computed. As synthesized
    /// `Codable` codes them (checked on 6.3.1): a `lazy var` is neither encoded nor decoded, a
    /// `let` with an initial value is encoded but not decoded, a `var` with `didSet` is coded.
    mutating func recordStoredProperty(at index: Int, structIndex: Int) {
        var modifier = index
        while let previous = previousSignificantIndex(before: modifier), let word = keyword(tokens[previous]),
            word.isModifier || word == .class
        {
            if word == .static || word == .class || word == .lazy { return }
            modifier = previous
        }
        let documentationStart = pendingDeclarationStart ?? tokens[index].start
        let nameIndex = significant(from: index + 1)
        guard nameIndex < tokens.count, tokens[nameIndex].kind == .identifier,
            keyword(tokens[nameIndex]) == nil
                || tokens[nameIndex].isBackticked
        else {
            // `let (a, b) = pair`: a pattern the parser doesn't read.
            result.structs[structIndex].isReadable = false
            return
        }
        var cursor = significant(from: nameIndex + 1)
        var type: String?
        if cursor < tokens.count, tokens[cursor].kind == .colon {
            let start = significant(from: cursor + 1)
            cursor = typeEnd(from: start)
            if cursor > start { type = joinedText(start..<cursor) }
            cursor = significant(from: cursor)
        }
        let hasInitialValue = cursor < tokens.count && tokens[cursor].kind == .operator && text(tokens[cursor]) == "="
        if !hasInitialValue, cursor < tokens.count {
            if tokens[cursor].kind == .comma {
                // `var a, b: Int`, `var a: Int, b: String`: several bindings.
                result.structs[structIndex].isReadable = false
                return
            }
            if tokens[cursor].kind == .leftBrace,
                line(of: tokens[cursor].start) == line(of: tokens[nameIndex].start)
                    || type != nil
            {
                // A body: accessors make it computed, observers leave it stored.
                let first = significant(from: cursor + 1)
                let isObserved = first < tokens.count && ["willSet", "didSet"].contains(text(tokens[first]))
                if !isObserved { return }
            }
        }
        result.structs[structIndex].properties.append(
            StoredProperty(
                name: name(tokens[nameIndex]), type: type, isConstant: keyword(tokens[index]) == .let,
                hasInitialValue: hasInitialValue, documentation: documentation(before: documentationStart),
                conditions: currentClauses(from: frames[frames.count - 1].conditionalDepth),
                location: location(tokens[nameIndex])))
    }

    /// Where a type annotation that starts at `start` ends: at `=`, `{`, `;`, a comma at depth 0,
    /// or the end of its line.
    func typeEnd(from start: Int) -> Int {
        guard start < tokens.count else { return start }
        let typeLine = line(of: tokens[start].start)
        var end = start
        var depth = 0
        while end < tokens.count {
            let token = tokens[end]
            if isComment(token) { break }
            if depth == 0 {
                if end > start, line(of: token.start) != typeLine { break }
                if [.leftBrace, .rightBrace, .semicolon, .comma].contains(token.kind) { break }
                if token.kind == .operator, text(token) == "=" { break }
            }
            switch token.kind {
            case .leftParen, .leftBracket, .leftAngle: depth += 1
            case .rightParen, .rightBracket, .rightAngle: depth = max(0, depth - 1)
            default: break
            }
            end += 1
        }
        return end
    }

    /// `init(from decoder: …)` or `func encode(to encoder: …)` at `index` directly in a type's
    /// or an extension's body: the type codes itself.
    mutating func noteCustomCoding(at index: Int) {
        guard let frame = frames.last, case .type = frame.kind else { return }
        var open = significant(from: index + 1)
        if keyword(tokens[index]) == .func {
            guard open < tokens.count, text(tokens[open]) == "encode" else { return }
            open = significant(from: open + 1)
        }
        let label = significant(from: open + 1)
        guard open < tokens.count, tokens[open].kind == .leftParen, label < tokens.count,
            text(tokens[label]) == (keyword(tokens[index]) == .func ? "to" : "from")
        else { return }
        result.customCodingTypes.insert(frames.flatMap(\.path))
    }

    /// A type or extension header whose inheritance names `FlatTaggedSchemaProviding` or
    /// `FlatTaggedSchemaDefinition` (alone, qualified, or in a composition): the type describes
    /// itself, so a JSON Schema neither reads it nor warns about it.
    mutating func noteSchemaProviding(_ inheritance: [String], path: [String]) {
        let names: Set<Substring> = [
            "FlatTaggedSchemaProviding", "FlatTagged.FlatTaggedSchemaProviding", "FlatTaggedSchemaDefinition",
            "FlatTagged.FlatTaggedSchemaDefinition",
        ]
        let provides = inheritance.contains { entry in
            entry.split(separator: "&").contains { names.contains($0.filter { !$0.isWhitespace }[...]) }
        }
        if provides { result.schemaProvidingTypes.insert(path) }
    }

    /// The documentation comment right before the declaration that starts at `offset` (its first
    /// attribute or modifier): `///` lines or one `/** … */`, across the marker comments between
    /// them and the declaration.
    func documentation(before offset: Int) -> String? {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].start < offset { low = middle + 1 } else { high = middle }
        }
        var documentation: [Token] = []
        var index = low - 1
        while index >= 0 {
            let token = tokens[index]
            if token.kind == .docLineComment {
                documentation.append(token)
            } else if token.kind == .blockComment, documentation.isEmpty {
                if text(token).hasPrefix("/**") { documentation.append(token) }
                break
            } else if token.kind != .lineComment {
                break
            }
            index -= 1
        }
        guard !documentation.isEmpty else { return nil }
        return DocumentationComment.text(of: documentation.reversed(), in: file)
    }
}
