/// Reads markers out of comments: `// @FlatTagged(…)` on an enum and `// @FlatTag(…)` on a case.
///
/// Options are lexed with the same `Lexer` as the file, so string literals in them follow Swift's
/// rules. Every mistake in a marker gets an error at the column where it stands.
struct MarkerParser {
    /// What a comment holds.
    enum Marker {
        case enumMarker(EnumMarker)
        case caseMarker(CaseMarker)
    }

    let file: SourceFile
    private(set) var diagnostics: [Diagnostic] = []

    init(file: SourceFile) {
        self.file = file
    }

    /// A cheap test that a comment might be a marker or a near miss, so that ordinary comments
    /// cost only a byte search.
    static func mayContainMarker(_ bytes: ArraySlice<UInt8>) -> Bool {
        // "lat" or "LAT": every spelling we recognize contains `flat` in some case.
        var previous: UInt8 = 0
        for byte in bytes {
            let lower = byte | 0x20
            if lower == UInt8(ascii: "a"), previous == UInt8(ascii: "l") { return true }
            previous = lower
        }
        return false
    }

    /// Parses a comment token. Returns nil for ordinary comments; warns about near misses.
    mutating func parse(comment token: Token) -> Marker? {
        let bytes = file.bytes
        var index = token.start
        // Skip `//` or `///`.
        while index < token.end, bytes[index] == UInt8(ascii: "/") { index += 1 }
        while index < token.end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
            index += 1
        }
        let wordStart = index
        if index < token.end, bytes[index] == UInt8(ascii: "@") { index += 1 }
        while index < token.end, Self.isWordByte(bytes[index]) { index += 1 }
        let word = file.text(wordStart..<index)
        let rest = index..<token.end
        let restStartsWithParen = index < token.end && bytes[index] == UInt8(ascii: "(")
        let restIsEmptyOrSpace = index == token.end || bytes[index] == UInt8(ascii: " ")
            || bytes[index] == UInt8(ascii: "\t")

        switch word {
        case "@FlatTagged" where restStartsWithParen || restIsEmptyOrSpace:
            warnIfSpacedArguments(word: word, rest: rest)
            var marker = EnumMarker(location: file.location(of: wordStart))
            if restStartsWithParen { parseEnumOptions(rest, into: &marker) }
            return .enumMarker(marker)
        case "@FlatTag" where restStartsWithParen || restIsEmptyOrSpace:
            warnIfSpacedArguments(word: word, rest: rest)
            var marker = CaseMarker(location: file.location(of: wordStart))
            if restStartsWithParen {
                parseCaseOptions(rest, into: &marker)
            } else {
                // A member tagged by its type's name; on a case, the parser reports it.
                marker.isBare = true
            }
            return .caseMarker(marker)
        case "@FlatTagged", "@FlatTag":
            // `// @FlatTagged: chat messages`, `// @FlatTagged.`: never silently ignored.
            diagnostics.append(
                .error(
                    "'\(word)' must be followed by '(', a space or the end of the line; write the description on its own line",
                    at: file.location(of: index)))
            return nil
        default:
            if word.hasPrefix("@"), word.lowercased().hasPrefix("@flattag") {
                // `@FlatTaggedEnum`, `@flattagged`, `@FLATTAG`, `@FlatTags`, whatever follows.
                let lowered = word.lowercased()
                let suggestion =
                    lowered.hasPrefix("@flattagged") || Self.editDistance(String(lowered.dropFirst()), "flattagged", limit: 2) <= 2
                    ? "@FlatTagged" : "@FlatTag"
                diagnostics.append(
                    .warning(
                        "'\(word)' is not a FlatTagged marker; did you mean '\(suggestion)'?",
                        at: file.location(of: wordStart)))
            } else if let suggestion = Self.nearMiss(word), restStartsWithParen || restIsEmptyOrSpace {
                diagnostics.append(
                    .warning(
                        "'\(word)' is not a FlatTagged marker; did you mean '\(suggestion)'?",
                        at: file.location(of: wordStart)))
            }
            return nil
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == 0x5F
    }

    /// `// @FlatTagged (key: "kind")`: the options are ignored text after a space.
    private mutating func warnIfSpacedArguments(word: String, rest: Range<Int>) {
        var index = rest.lowerBound
        while index < rest.upperBound, file.bytes[index] == UInt8(ascii: " ") || file.bytes[index] == UInt8(ascii: "\t") {
            index += 1
        }
        if index > rest.lowerBound, index < rest.upperBound, file.bytes[index] == UInt8(ascii: "(") {
            diagnostics.append(
                .warning(
                    "text after '\(word) ' is not read as options; did you mean '\(word)(…)' without the space?",
                    at: file.location(of: index)))
        }
    }

    /// The marker a misspelled word was probably meant to be.
    static func nearMiss(_ word: String) -> String? {
        let bare = word.hasPrefix("@") ? String(word.dropFirst()) : word
        for candidate in ["FlatTagged", "FlatTag"] {
            if bare == candidate, !word.hasPrefix("@") { return "@" + candidate }
            if bare != candidate, bare.lowercased() == candidate.lowercased() { return "@" + candidate }
        }
        guard word.hasPrefix("@") else { return nil }
        let lowered = bare.lowercased()
        if editDistance(lowered, "flattagged", limit: 2) <= 2 { return "@FlatTagged" }
        if lowered.count >= 6, editDistance(lowered, "flattag", limit: 1) <= 1 { return "@FlatTag" }
        return nil
    }

    /// Levenshtein distance, giving up early above `limit`.
    static func editDistance(_ lhs: String, _ rhs: String, limit: Int) -> Int {
        let a = Array(lhs.utf8)
        let b = Array(rhs.utf8)
        if abs(a.count - b.count) > limit { return limit + 1 }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            current[0] = i
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    // MARK: - Options

    /// One `label: value` argument, or an unlabeled one.
    private struct Argument {
        var label: String?
        var labelLocation: SourceLocation
        var value: [Token]
        var valueLocation: SourceLocation
    }

    /// Splits `( … )` into arguments. `range` starts at the opening parenthesis.
    private mutating func arguments(_ range: Range<Int>) -> [Argument]? {
        let slice = Array(file.bytes[range])
        let lexed = Lexer.tokenize(slice)
        let tokens = lexed.tokens.filter { $0.kind != .lineComment && $0.kind != .blockComment }
            .map { Token(kind: $0.kind, isBackticked: $0.isBackticked, start: $0.start + range.lowerBound, end: $0.end + range.lowerBound) }
        if let problem = lexed.problems.first {
            diagnostics.append(.error("marker: \(problem.message)", at: file.location(of: problem.offset + range.lowerBound)))
            return nil
        }
        // Find the matching close parenthesis.
        var depth = 0
        var closing: Int?
        for (index, token) in tokens.enumerated() {
            if token.kind == .leftParen || token.kind == .leftBracket { depth += 1 }
            if token.kind == .rightParen || token.kind == .rightBracket {
                depth -= 1
                if depth == 0 {
                    closing = index
                    break
                }
            }
        }
        guard let closing, tokens.first?.kind == .leftParen else {
            diagnostics.append(.error("marker: expected ')' to close the options", at: file.location(of: range.lowerBound)))
            return nil
        }
        var result: [Argument] = []
        var current: [Token] = []
        depth = 0
        func flush(_ parser: inout MarkerParser, at offset: Int) -> Bool {
            guard !current.isEmpty else {
                parser.diagnostics.append(.error("marker: expected an argument", at: parser.file.location(of: offset)))
                return false
            }
            if current.count >= 2, current[0].kind == .identifier, current[1].kind == .colon {
                let value = Array(current.dropFirst(2))
                result.append(
                    Argument(
                        label: parser.file.text(current[0].range), labelLocation: parser.file.location(of: current[0].start),
                        value: value, valueLocation: parser.file.location(of: value.first?.start ?? current[1].end)))
            } else {
                result.append(
                    Argument(
                        label: nil, labelLocation: parser.file.location(of: current[0].start), value: current,
                        valueLocation: parser.file.location(of: current[0].start)))
            }
            current = []
            return true
        }
        if closing == 1 { return [] }
        for token in tokens[1..<closing] {
            if token.kind == .leftBracket || token.kind == .leftParen { depth += 1 }
            if token.kind == .rightBracket || token.kind == .rightParen { depth -= 1 }
            if token.kind == .comma, depth == 0 {
                guard flush(&self, at: token.start) else { return nil }
            } else {
                current.append(token)
            }
        }
        guard flush(&self, at: tokens[closing].start) else { return nil }
        if closing + 1 < tokens.count {
            diagnostics.append(
                .warning("text after the marker's options is ignored", at: file.location(of: tokens[closing + 1].start)))
        }
        return result
    }

    private mutating func parseEnumOptions(_ range: Range<Int>, into marker: inout EnumMarker) {
        guard let arguments = arguments(range) else { return }
        var seen: Set<String> = []
        for argument in arguments {
            guard let label = argument.label else {
                diagnostics.append(
                    .error("@FlatTagged options are labeled: key:, naming:, content: or kind:", at: argument.labelLocation))
                continue
            }
            guard seen.insert(label).inserted else {
                diagnostics.append(.error("option '\(label)' is given twice", at: argument.labelLocation))
                continue
            }
            switch label {
            case "key":
                if let value = nonEmptyString(argument, option: "key") { marker.key = value }
            case "content":
                if let value = nonEmptyString(argument, option: "content") { marker.content = value }
            case "naming":
                let names = TagNaming.allCases.map { ".\($0.rawValue)" }.joined(separator: ", ")
                if argument.value.count == 2, argument.value[0].kind == .period, argument.value[1].kind == .identifier,
                    let naming = TagNaming(rawValue: file.text(argument.value[1].range))
                {
                    marker.naming = naming
                } else {
                    diagnostics.append(
                        .error(
                            "'naming' must be one of \(names); found '\(text(of: argument.value))'",
                            at: argument.valueLocation))
                }
            case "kind":
                if argument.value.count == 1, argument.value[0].kind == .identifier,
                    file.text(argument.value[0].range) == "none"
                {
                    marker.generatesKind = false
                } else {
                    diagnostics.append(
                        .error(
                            "'kind' takes only 'none' (leave out the generated Kind and kind); found '\(text(of: argument.value))'",
                            at: argument.valueLocation))
                }
            default:
                diagnostics.append(
                    .error(
                        "unknown option '\(label)' for @FlatTagged; expected key:, naming:, content: or kind:",
                        at: argument.labelLocation))
            }
        }
        if let content = marker.content, content == marker.key {
            diagnostics.append(
                .error("'content' must differ from the discriminator key \"\(marker.key)\"", at: marker.location))
        }
    }

    private mutating func parseCaseOptions(_ range: Range<Int>, into marker: inout CaseMarker) {
        guard let arguments = arguments(range) else { return }
        if arguments.isEmpty {
            diagnostics.append(
                .error("@FlatTag needs an argument: a tag (\"name\"), aliases: [...] or unknown", at: marker.location))
        }
        var seenAliases = false
        for (position, argument) in arguments.enumerated() {
            if argument.label == nil, argument.value.count == 1, argument.value[0].kind == .identifier,
                file.text(argument.value[0].range) == "missing"
            {
                if marker.isMissing {
                    diagnostics.append(.error("'missing' is given twice", at: argument.valueLocation))
                }
                marker.isMissing = true
                continue
            }
            switch argument.label {
            case nil where position == 0:
                if argument.value.count == 1, argument.value[0].kind == .identifier,
                    file.text(argument.value[0].range) == "unknown"
                {
                    marker.isFallback = true
                } else if let tag = integerLiteral(argument.value) {
                    marker.tag = String(tag)
                    marker.tagIsInteger = true
                    marker.tagLocation = argument.valueLocation
                } else if let tag = stringLiteral(argument.value, option: "the tag") {
                    if tag.isEmpty {
                        diagnostics.append(.error("a tag must not be empty", at: argument.valueLocation))
                    } else {
                        marker.tag = tag
                        marker.tagLocation = argument.valueLocation
                    }
                }
            case nil:
                diagnostics.append(
                    .error("only the first argument of @FlatTag may be unlabeled (the tag)", at: argument.labelLocation))
            case "aliases"?:
                if seenAliases {
                    diagnostics.append(.error("option 'aliases' is given twice", at: argument.labelLocation))
                    continue
                }
                seenAliases = true
                parseAliases(argument, into: &marker)
            case let label?:
                diagnostics.append(
                    .error(
                        "unknown option '\(label)' for @FlatTag; expected a tag, aliases:, unknown or missing",
                        at: argument.labelLocation))
            }
        }
        if marker.isFallback, marker.isMissing {
            diagnostics.append(
                .error(
                    "a case cannot be both the fallback for unknown tags and the case for a missing key; mark two cases, @FlatTag(unknown) and @FlatTag(missing)",
                    at: marker.location))
        } else if marker.isFallback, marker.tag != nil || !marker.aliases.isEmpty {
            diagnostics.append(.error("the fallback case matches every unknown tag; it takes no tag or aliases", at: marker.location))
        }
    }

    private mutating func parseAliases(_ argument: Argument, into marker: inout CaseMarker) {
        let tokens = argument.value
        guard tokens.first?.kind == .leftBracket, tokens.last?.kind == .rightBracket, tokens.count >= 2 else {
            diagnostics.append(
                .error("'aliases' must be an array of string or integer literals, as in [\"old_name\"] or [5, 6]", at: argument.valueLocation))
            return
        }
        var element: [Token] = []
        func take(_ parser: inout MarkerParser) {
            guard !element.isEmpty else { return }
            let location = parser.file.location(of: element[0].start)
            if let alias = parser.integerLiteral(element) {
                marker.aliases.append(String(alias))
                marker.aliasLocations.append(location)
                marker.integerAliases.append(true)
            } else if let alias = parser.stringLiteral(element, option: "an alias") {
                if alias.isEmpty {
                    parser.diagnostics.append(.error("an alias must not be empty", at: location))
                } else {
                    marker.aliases.append(alias)
                    marker.aliasLocations.append(location)
                    marker.integerAliases.append(false)
                }
            }
            element = []
        }
        for token in tokens.dropFirst().dropLast() {
            if token.kind == .comma { take(&self) } else { element.append(token) }
        }
        take(&self)
    }

    private mutating func nonEmptyString(_ argument: Argument, option: String) -> String? {
        guard let value = stringLiteral(argument.value, option: "'\(option)'") else { return nil }
        if value.isEmpty {
            diagnostics.append(.error("'\(option)' must not be empty", at: argument.valueLocation))
            return nil
        }
        return value
    }

    private func text(of tokens: [Token]) -> String {
        guard let first = tokens.first, let last = tokens.last else { return "" }
        return file.text(first.start..<last.end)
    }

    /// The value of an integer literal, optionally negative (`2`, `-1`, `1_000`), or nil for
    /// anything else.
    private func integerLiteral(_ tokens: [Token]) -> Int? {
        var digits = tokens
        var sign = ""
        if digits.count == 2, digits[0].kind == .operator, file.text(digits[0].range) == "-" {
            sign = "-"
            digits.removeFirst()
        }
        guard digits.count == 1, digits[0].kind == .number else { return nil }
        let text = file.text(digits[0].range).filter { $0 != "_" }
        guard text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber) else { return nil }
        return Int(sign + text)
    }

    /// The value of a plain or raw string literal without interpolation.
    private mutating func stringLiteral(_ tokens: [Token], option: String) -> String? {
        guard tokens.count == 1, tokens[0].kind == .string,
            let value = StringLiteral.value(of: file.bytes[tokens[0].range])
        else {
            let found = text(of: tokens)
            diagnostics.append(
                .error(
                    "\(option) must be a string literal; found '\(found)'",
                    at: file.location(of: tokens.first?.start ?? 0)))
            return nil
        }
        return value
    }
}
