/// Type declarations: `enum`, `struct`, `class`, `actor`, `protocol` and `extension` headers
/// (name path, generic parameters, inheritance, `where`), which open scopes.

extension DeclarationParser {
    // MARK: - Type declarations

    /// Parses `enum Name<T>: A, B where … {` and opens its body. Returns nil when the keyword
    /// does not start a type declaration after all.
    mutating func parseTypeDeclaration(keyword: Keyword, at index: Int) -> Int? {
        let nameIndex = significant(from: index + 1)
        guard nameIndex < tokens.count, tokens[nameIndex].kind == .identifier else { return nil }
        if keyword == .actor || keyword == .protocol {
            // Contextual: `actor` is a declaration only when a name follows on the same line.
            guard line(of: tokens[nameIndex].start) == line(of: tokens[index].start) else { return nil }
        }
        // The name path: `extension Foo.Bar`, `extension Swift.Array`.
        var path = [name(tokens[nameIndex])]
        var cursor = nameIndex + 1
        if keyword == .extension {
            while cursor + 1 < tokens.count, tokens[cursor].kind == .period, tokens[cursor + 1].kind == .identifier {
                path.append(name(tokens[cursor + 1]))
                cursor += 2
            }
        }
        var genericParameters: [String] = []
        if cursor < tokens.count, tokens[cursor].kind == .leftAngle {
            let end = skipGroup(from: cursor)
            if keyword != .extension { genericParameters = parseGenericParameterNames(cursor..<end) }
            cursor = end
        }
        // Inheritance and `where`, up to the body's brace.
        var inheritance: [String] = []
        var whereClause: String?
        var entryStart: Int?
        var whereStart: Int?
        var depth = 0
        var scan = cursor
        while scan < tokens.count {
            let token = tokens[scan]
            if isComment(token) {
                scan += 1
                continue
            }
            switch token.kind {
            case .leftBrace where depth == 0:
                break
            case .rightBrace, .semicolon:
                return nil
            case .leftParen, .leftBracket, .leftAngle:
                depth += 1
            case .rightParen, .rightBracket, .rightAngle:
                depth = max(0, depth - 1)
            case .colon where depth == 0 && entryStart == nil && whereStart == nil:
                entryStart = scan + 1
            case .comma where depth == 0 && whereStart == nil:
                if let start = entryStart {
                    inheritance.append(joinedText(start..<scan))
                    entryStart = scan + 1
                }
            case .identifier where depth == 0 && whereStart == nil && self.keyword(token) == .where:
                if let start = entryStart { inheritance.append(joinedText(start..<scan)) }
                entryStart = nil
                whereStart = scan + 1
            case .identifier where depth == 0 && keyword != .extension:
                // A declaration keyword before any brace: this was not a type header.
                if let word = self.keyword(token), word.opensTypeBody || word == .func || word == .var || word == .let {
                    return nil
                }
            default:
                break
            }
            if token.kind == .leftBrace && depth == 0 { break }
            scan += 1
        }
        guard scan < tokens.count else { return nil }
        if let start = entryStart, start < scan { inheritance.append(joinedText(start..<scan)) }
        if let start = whereStart { whereClause = joinedText(start..<scan) }

        let access = pendingAccess
        let isIndirect = pendingIndirect
        let isNonisolated = pendingNonisolated
        let hasGlobalActor = pendingGlobalActor
        let availability = pendingAvailability
        let marker = pendingEnumMarker
        pendingEnumMarker = nil
        if marker != nil, keyword != .enum, keyword != .protocol {
            result.diagnostics.append(
                Diagnostic(
                    Messages.misplacedEnumMarker(found: "'\(keyword.rawValue) \(path.joined(separator: "."))'"),
                    at: marker!.location))
        }
        let memberMarker = pendingCaseMarker
        pendingCaseMarker = nil
        // A modifier on the extension that directly encloses the declaration is its default access.
        var extensionAccess: AccessLevel?
        if let enclosing = frames.last, case .type(keyword: "extension", _) = enclosing.kind {
            extensionAccess = enclosing.access
        }
        var header = TypeHeader(
            keyword: keyword.rawValue, name: path[0], outerPath: frames.flatMap(\.path),
            isLocal: frames.contains { $0.kind == .local }, access: access,
            enclosingAccess: frames.filter { if case .type = $0.kind { true } else { false } }.compactMap(\.access)
                .min(),
            genericParameters: frames.flatMap(\.genericParameters) + genericParameters, inheritance: inheritance,
            conditions: currentClauses(from: 0), availability: availability, location: location(tokens[index]))
        header.extensionAccess = extensionAccess
        noteSchemaProviding(inheritance, path: frames.flatMap(\.path) + path)
        let documentationStart = pendingDeclarationStart ?? tokens[index].start
        clearPending()

        if keyword != .extension, !header.isLocal { result.typePaths.append(header.outerPath + [path[0]]) }
        let scopeName = path.joined(separator: ".")
        if let parent = frames.last?.enumIndex {
            result.enums[parent].nestedTypes.append(MemberName(name: scopeName, location: location(tokens[nameIndex])))
        }
        var frame = Frame(
            kind: .type(keyword: keyword.rawValue, name: scopeName), path: path, access: access,
            genericParameters: genericParameters, conditionalDepth: conditionals.count)
        frame.memberIndex = recordFamilyDeclaration(
            header, familyMarker: keyword == .protocol ? marker : nil, memberMarker: memberMarker)
        if keyword == .enum {
            let enclosingTypes = frames.filter { if case .type = $0.kind { true } else { false } }
            var declaration = EnumDeclaration(
                name: path[0],
                outerPath: frames.flatMap(\.path),
                enclosingScopes: frames.dropFirst().map(\.kind),
                access: access,
                enclosingAccess: enclosingTypes.compactMap(\.access).min(),
                genericParameters: frames.flatMap(\.genericParameters) + genericParameters,
                inheritance: inheritance,
                whereClause: whereClause,
                conditions: currentClauses(from: 0),
                cases: [],
                nestedTypes: [],
                marker: marker,
                isIndirect: isIndirect,
                isNonisolated: isNonisolated,
                hasGlobalActor: hasGlobalActor,
                availability: availability,
                location: location(tokens[index]))
            declaration.extensionAccess = extensionAccess
            declaration.documentation = documentation(before: documentationStart)
            result.enums.append(declaration)
            frame.enumIndex = result.enums.count - 1
        }
        if keyword == .struct {
            recordStruct(
                name: path[0], isLocal: header.isLocal, isGeneric: !header.genericParameters.isEmpty,
                documentationStart: documentationStart, at: index, into: &frame)
        }
        frames.append(frame)
        return scan + 1
    }

    /// `typealias Name<T> = Aliased`: the aliased type runs to the end of its line (or a `;`, or
    /// a brace). Returns the index after it.
    mutating func parseTypeAlias(at index: Int) -> Int {
        clearPending()
        let nameIndex = significant(from: index + 1)
        guard nameIndex < tokens.count, tokens[nameIndex].kind == .identifier else { return index + 1 }
        var cursor = significant(from: nameIndex + 1)
        if cursor < tokens.count, tokens[cursor].kind == .leftAngle {
            cursor = significant(from: skipGroup(from: cursor))
        }
        guard cursor < tokens.count, tokens[cursor].kind == .operator, text(tokens[cursor]) == "=" else {
            return nameIndex + 1
        }
        let start = cursor + 1
        let aliasLine = line(of: tokens[cursor].start)
        var end = start
        var depth = 0
        while end < tokens.count {
            let token = tokens[end]
            if isComment(token) { break }
            if depth == 0, line(of: token.start) != aliasLine, end > start { break }
            if [.semicolon, .leftBrace, .rightBrace].contains(token.kind) { break }
            switch token.kind {
            case .leftParen, .leftBracket, .leftAngle: depth += 1
            case .rightParen, .rightBracket, .rightAngle: depth = max(0, depth - 1)
            default: break
            }
            end += 1
        }
        if let parent = frames.last?.enumIndex {
            result.enums[parent].nestedTypes.append(
                MemberName(name: name(tokens[nameIndex]), location: location(tokens[nameIndex])))
        }
        if !frames.contains(where: { $0.kind == .local }) {
            result.typePaths.append(frames.flatMap(\.path) + [name(tokens[nameIndex])])
        }
        if end > start {
            result.typeAliases.append(
                TypeAliasDeclaration(
                    name: name(tokens[nameIndex]), outerPath: frames.flatMap(\.path),
                    aliasedType: joinedText(start..<end)))
        }
        return end
    }

    /// `<T: Codable, U, each V>` → `["T", "U", "V"]`.
    func parseGenericParameterNames(_ range: Range<Int>) -> [String] {
        var names: [String] = []
        var expectName = true
        var depth = 0
        for index in range.dropFirst() {
            let token = tokens[index]
            switch token.kind {
            case .leftAngle, .leftParen, .leftBracket: depth += 1
            case .rightAngle, .rightParen, .rightBracket: depth -= 1
            case .comma where depth == 0: expectName = true
            case .identifier where expectName && depth == 0:
                let word = keyword(token)
                if word != .each && word != .let {
                    names.append(name(token))
                    expectName = false
                }
            default: break
            }
        }
        return names
    }
}
