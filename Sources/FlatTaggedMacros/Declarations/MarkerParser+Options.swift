/// The options of a marker, `( … )` after its name: split into labeled arguments, then read
/// as an enum marker's (`key:`, `naming:`, `content:`, `kind:`, `external`, `untagged`, `schema`,
/// `schema: .acceptingOmissions`, `labelNaming:`) or a case marker's (a tag, `aliases:`, `unknown`, `missing`, `when:`, and the
/// label options of `MarkerParser+LabelOptions.swift`), each mistake located at its column.
extension MarkerParser {
    /// One `label: value` argument, or an unlabeled one.
    struct Argument {
        var label: String?
        var labelLocation: SourceLocation
        var value: [Token]
        var valueLocation: SourceLocation
    }

    /// Splits `( … )` into arguments: the tokens the lexer read from the `(` after the marker's
    /// word.
    mutating func arguments(_ options: CommentHead.OptionTokens) -> [Argument]? {
        let tokens = options.tokens
        stringValues = options.stringValues
        if let problem = options.problem {
            diagnostics.append(
                Diagnostic(Messages.markerLexicalProblem(problem.message), at: file.location(of: problem.offset)))
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
            diagnostics.append(
                Diagnostic(Messages.markerUnclosedOptions, at: file.location(of: tokens.first?.start ?? 0)))
            return nil
        }
        var result: [Argument] = []
        var current: [Token] = []
        depth = 0
        func flush(_ parser: inout MarkerParser, at offset: Int) -> Bool {
            guard !current.isEmpty else {
                parser.diagnostics.append(
                    Diagnostic(Messages.markerExpectedArgument, at: parser.file.location(of: offset)))
                return false
            }
            if current.count >= 2, current[0].kind == .identifier, current[1].kind == .colon {
                let value = Array(current.dropFirst(2))
                result.append(
                    Argument(
                        label: parser.file.text(current[0].range),
                        labelLocation: parser.file.location(of: current[0].start),
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
                Diagnostic(Messages.textAfterOptions, at: file.location(of: tokens[closing + 1].start)))
        }
        return result
    }

    /// The word an argument is when it is one identifier (`external`, `unknown`), else nil.
    func bareWord(_ argument: Argument) -> String? {
        guard argument.value.count == 1, argument.value[0].kind == .identifier else { return nil }
        return file.text(argument.value[0].range)
    }

    mutating func parseEnumOptions(_ options: CommentHead.OptionTokens, into marker: inout TypeMarker) {
        guard let arguments = arguments(options) else { return }
        var seen: Set<String> = []
        var formOptions: [(label: String, location: SourceLocation)] = []
        // The form options, read into `marker.form` once all are seen.
        var (isExternal, isUntagged) = (false, false)
        var content: String?
        var (keyLocation, contentLocation): (SourceLocation?, SourceLocation?) = (nil, nil)
        for argument in arguments {
            if argument.label == nil, bareWord(argument) == "external" {
                if isExternal {
                    diagnostics.append(Diagnostic(Messages.optionGivenTwice("external"), at: argument.valueLocation))
                }
                isExternal = true
                continue
            }
            if argument.label == nil, bareWord(argument) == "untagged" {
                if isUntagged {
                    diagnostics.append(Diagnostic(Messages.optionGivenTwice("untagged"), at: argument.labelLocation))
                }
                isUntagged = true
                continue
            }
            if argument.label == nil, bareWord(argument) == "schema" {
                if marker.generatesSchema {
                    diagnostics.append(Diagnostic(Messages.optionGivenTwice("schema"), at: argument.labelLocation))
                }
                marker.generatesSchema = true
                continue
            }
            guard let label = argument.label else {
                // `// @FlatTagged(extern)`: a bare word that is no option.
                let message = bareWord(argument).map(Messages.unknownEnumOption) ?? Messages.enumOptionsUnlabeled
                diagnostics.append(Diagnostic(message, at: argument.labelLocation))
                continue
            }
            if ["key", "content", "naming"].contains(label) { formOptions.append((label, argument.labelLocation)) }
            guard seen.insert(label).inserted else {
                diagnostics.append(Diagnostic(Messages.optionGivenTwice(label), at: argument.labelLocation))
                continue
            }
            switch label {
            case "key":
                keyLocation = argument.labelLocation
                if let value = nonEmptyString(argument, option: "key") { marker.key = value }
            case "content":
                contentLocation = argument.labelLocation
                if let value = nonEmptyString(argument, option: "content") { content = value }
            case "schema":
                if marker.generatesSchema {
                    diagnostics.append(Diagnostic(Messages.optionGivenTwice("schema"), at: argument.labelLocation))
                }
                marker.generatesSchema = true
                if argument.value.count == 2, argument.value[0].kind == .period,
                    file.text(argument.value[1].range) == "acceptingOmissions"
                {
                    marker.acceptsSchemaOmissions = true
                } else {
                    diagnostics.append(
                        Diagnostic(
                            Messages.unknownSchemaOption(found: text(of: argument.value)), at: argument.valueLocation))
                }
            case "naming":
                if let naming = naming(argument, option: label) { marker.naming = naming }
            case "labelNaming":
                if let naming = naming(argument, option: label) { marker.labelNaming = naming }
            case "kind":
                if argument.value.count == 1, argument.value[0].kind == .identifier,
                    file.text(argument.value[0].range) == "none"
                {
                    marker.generatesKind = false
                } else {
                    diagnostics.append(
                        Diagnostic(
                            Messages.unknownKindOption(found: text(of: argument.value)),
                            at: argument.valueLocation))
                }
            default:
                diagnostics.append(
                    Diagnostic(
                        Messages.unknownEnumOption(label),
                        at: argument.labelLocation))
            }
        }
        marker.form = isUntagged ? .untagged : isExternal ? .external : content.map { .content(key: $0) } ?? .flat
        if isExternal, isUntagged {
            diagnostics.append(Diagnostic(Messages.externalAndUntagged, at: marker.location))
            return
        }
        if isUntagged {
            for option in formOptions {
                diagnostics.append(Diagnostic(Messages.untaggedWithOption(option.label), at: option.location))
            }
            return
        }
        if isExternal {
            for (option, location) in [("key", keyLocation), ("content", contentLocation)] {
                if let location { diagnostics.append(Diagnostic(Messages.optionWithExternal(option), at: location)) }
            }
        } else if let content, content == marker.key {
            diagnostics.append(
                Diagnostic(Messages.contentKeyIsDiscriminatorKey(marker.key), at: marker.location))
        }
    }

    /// The value of `naming:` or `labelNaming:`: `.snakeCase`, one of `TagNaming`'s cases.
    mutating func naming(_ argument: Argument, option: String) -> TagNaming? {
        if argument.value.count == 2, argument.value[0].kind == .period, argument.value[1].kind == .identifier,
            let naming = TagNaming(rawValue: file.text(argument.value[1].range))
        {
            return naming
        }
        let names = TagNaming.allCases.map { ".\($0.rawValue)" }.joined(separator: ", ")
        diagnostics.append(
            Diagnostic(
                Messages.unknownNaming(found: text(of: argument.value), names: names, option: option),
                at: argument.valueLocation))
        return nil
    }

    mutating func parseCaseOptions(_ options: CommentHead.OptionTokens, into marker: inout TagMarker) {
        guard let arguments = arguments(options) else { return }
        if arguments.isEmpty {
            diagnostics.append(
                Diagnostic(Messages.caseMarkerWithoutArgument, at: marker.location))
        }
        var seenAliases = false
        var seenOptions: Set<String> = []
        for (position, argument) in arguments.enumerated() {
            switch (argument.label, bareWord(argument)) {
            case (nil, "missing"?):
                if marker.isMissing {
                    diagnostics.append(Diagnostic(Messages.missingGivenTwice, at: argument.valueLocation))
                }
                marker.isMissing = true
            case (nil, "flat"?):
                if marker.flatLocation != nil {
                    diagnostics.append(Diagnostic(Messages.optionGivenTwice("flat"), at: argument.valueLocation))
                }
                marker.flatLocation = argument.valueLocation
            case (nil, "unknown"?):
                if marker.isFallback {
                    diagnostics.append(Diagnostic(Messages.optionGivenTwice("unknown"), at: argument.valueLocation))
                }
                marker.isFallback = true
            case (nil, let word?) where position > 0:
                // `// @FlatTag("a", default)`: a bare word that is no option.
                diagnostics.append(Diagnostic(Messages.unknownCaseOption(word), at: argument.valueLocation))
            case (nil, _) where position == 0:
                if let integer = integerLiteral(argument.value) {
                    marker.tagLocation = argument.valueLocation
                    guard let tag = integerValue(integer, of: argument.value, option: "the tag") else {
                        // A rejected integer is still the case's integer tag: no rule asks for another.
                        marker.rejectedIntegerTag = true
                        continue
                    }
                    marker.tag = .integer(tag)
                } else if let tag = stringLiteral(argument.value, option: "the tag") {
                    if tag.isEmpty {
                        diagnostics.append(Diagnostic(Messages.emptyTag, at: argument.valueLocation))
                    } else {
                        marker.tag = .string(tag)
                        marker.tagLocation = argument.valueLocation
                    }
                }
            case (nil, _):
                diagnostics.append(Diagnostic(Messages.caseOptionUnlabeled, at: argument.labelLocation))
            case ("when"?, _):
                if marker.whenKeys != nil {
                    diagnostics.append(Diagnostic(Messages.optionGivenTwice("when"), at: argument.labelLocation))
                    continue
                }
                guard let keys = parseKeySet(argument, option: "when") else { continue }
                marker.whenKeys = keys
                marker.whenLocation = argument.labelLocation
            case ("unless"?, _):
                if marker.unlessKeys != nil {
                    diagnostics.append(Diagnostic(Messages.optionGivenTwice("unless"), at: argument.labelLocation))
                    continue
                }
                guard let keys = parseKeySet(argument, option: "unless") else { continue }
                marker.unlessKeys = keys
                marker.unlessLocation = argument.labelLocation
            case ("aliases"?, _):
                if seenAliases {
                    diagnostics.append(Diagnostic(Messages.optionGivenTwice("aliases"), at: argument.labelLocation))
                    continue
                }
                seenAliases = true
                parseAliases(argument, into: &marker)
            case ("keys"?, _):
                if !seenOptions.insert("keys").inserted {
                    diagnostics.append(Diagnostic(Messages.optionGivenTwice("keys"), at: argument.labelLocation))
                    continue
                }
                marker.keys = parseLabelKeys(argument)
            case ("nulls"?, _):
                if !seenOptions.insert("nulls").inserted {
                    diagnostics.append(Diagnostic(Messages.optionGivenTwice("nulls"), at: argument.labelLocation))
                    continue
                }
                marker.nulls = parseNulls(argument)
            case ("rest"?, _):
                if let rest = parseRest(argument) { marker.rest.append(rest) }
            case (let label?, _):
                diagnostics.append(
                    Diagnostic(
                        Messages.unknownCaseOption(label),
                        at: argument.labelLocation))
            }
        }
        if marker.isFallback, marker.isMissing {
            diagnostics.append(
                Diagnostic(
                    Messages.fallbackAndMissing,
                    at: marker.location))
        } else if marker.isFallback, marker.tag != nil || !marker.aliases.isEmpty {
            diagnostics.append(Diagnostic(Messages.fallbackWithTags, at: marker.location))
        }
        if marker.rest.count > 1 {
            diagnostics.append(Diagnostic(Messages.restGivenTwice, at: marker.rest[1].location))
        }
        if marker.isFallback, let rest = marker.rest.first {
            diagnostics.append(Diagnostic(Messages.restOnFallback, at: rest.location))
        }
        if marker.isFallback, !marker.keys.isEmpty || !marker.nulls.isEmpty || marker.flatLocation != nil {
            diagnostics.append(Diagnostic(Messages.fallbackWithLabelOptions, at: marker.location))
        }
    }

    mutating func parseAliases(_ argument: Argument, into marker: inout TagMarker) {
        let tokens = argument.value
        guard tokens.first?.kind == .leftBracket, tokens.last?.kind == .rightBracket, tokens.count >= 2 else {
            diagnostics.append(
                Diagnostic(Messages.aliasesNotAnArray, at: argument.valueLocation))
            return
        }
        var element: [Token] = []
        func take(_ parser: inout MarkerParser) {
            guard !element.isEmpty else { return }
            let location = parser.file.location(of: element[0].start)
            if let integer = parser.integerLiteral(element) {
                guard let alias = parser.integerValue(integer, of: element, option: "the alias") else {
                    element = []
                    return
                }
                marker.aliases.append(.integer(alias))
                marker.aliasLocations.append(location)
            } else if let alias = parser.stringLiteral(element, option: "an alias") {
                if alias.isEmpty {
                    parser.diagnostics.append(Diagnostic(Messages.emptyAlias, at: location))
                } else {
                    marker.aliases.append(.string(alias))
                    marker.aliasLocations.append(location)
                }
            }
            element = []
        }
        for token in tokens.dropFirst().dropLast() {
            if token.kind == .comma { take(&self) } else { element.append(token) }
        }
        take(&self)
    }

    /// `when: "result"` or `when: ["result", "jsonrpc"]` (and `unless:`, written the same way): a
    /// set of keys, at least one, none empty; nil when reported.
    mutating func parseKeySet(_ argument: Argument, option: String) -> [String]? {
        let tokens = argument.value
        var elements: [[Token]] = []
        if tokens.count == 1 {
            elements = [tokens]
        } else if tokens.first?.kind == .leftBracket, tokens.last?.kind == .rightBracket, tokens.count > 2 {
            var element: [Token] = []
            for token in tokens.dropFirst().dropLast() {
                if token.kind == .comma {
                    elements.append(element)
                    element = []
                } else {
                    element.append(token)
                }
            }
            if !element.isEmpty { elements.append(element) }
        } else {
            diagnostics.append(
                Diagnostic(
                    option == "when" ? Messages.whenNotKeys : Messages.unlessNotKeys, at: argument.valueLocation))
            return nil
        }
        var keys: [String] = []
        for element in elements {
            guard let key = stringLiteral(element, option: option == "unless" ? "an 'unless' key" : "a 'when' key")
            else { return nil }
            if key.isEmpty {
                diagnostics.append(Diagnostic(Messages.emptyOption(option), at: file.location(of: element[0].start)))
                return nil
            }
            if !keys.contains(key) { keys.append(key) }
        }
        return keys
    }
}
