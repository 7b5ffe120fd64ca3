/// Messages of the declarations stage: markers and their options (`MarkerParser`), where
/// markers stand and the file's structure (`DeclarationParser`).
extension Messages {
    static var aliasesNotAnArray: DiagnosticMessage {
        .error("'aliases' must be an array of string or integer literals, as in [\"old_name\"] or [5, 6]")
    }

    static var caseMarkerWithoutArgument: DiagnosticMessage {
        .error("@FlatTag needs an argument: a tag (\"name\"), aliases: [...] or unknown")
    }

    static var caseOptionUnlabeled: DiagnosticMessage {
        .error(
            "a tag must be the first argument of @FlatTag; give other tags as aliases:, as in aliases: [\"old_name\"]")
    }

    static func contentKeyIsDiscriminatorKey(_ key: String) -> DiagnosticMessage {
        .error("'content' must differ from the discriminator key \"\(key)\"")
    }

    static var emptyAlias: DiagnosticMessage { .error("an alias must not be empty") }

    static func emptyOption(_ option: String) -> DiagnosticMessage {
        .error("'\(option)' must not be empty")
    }

    static var emptyTag: DiagnosticMessage { .error("a tag must not be empty") }

    static var enumOptionsUnlabeled: DiagnosticMessage {
        .error(
            "@FlatTagged options are labeled (key:, naming:, content:, labelNaming:, kind:), or one of the bare words external and untagged"
        )
    }

    static var externalAndUntagged: DiagnosticMessage {
        .error("'external' and 'untagged' are two wire forms and an enum has one; keep one of them")
    }

    static var fallbackAndMissing: DiagnosticMessage {
        .error(
            "a case cannot be both the fallback for unknown tags and the case for a missing key; mark two cases, @FlatTag(unknown) and @FlatTag(missing)"
        )
    }

    static var fallbackWithTags: DiagnosticMessage {
        .error("the fallback case matches every unknown tag; it takes no tag or aliases")
    }

    static func integerOutOfRange(_ option: String, found: String) -> DiagnosticMessage {
        .error(
            "\(option) \(found) is out of Int's range (-9223372036854775808...9223372036854775807); write a smaller integer, or a string literal"
        )
    }

    static func malformedCondition(_ condition: String) -> DiagnosticMessage {
        .error("malformed #if condition '\(condition)'")
    }

    static func malformedImport(_ text: String) -> DiagnosticMessage {
        .error("malformed import '\(text)'")
    }

    static var markerExpectedArgument: DiagnosticMessage { .error("marker: expected an argument") }

    static func markerFollowedByText(_ word: String) -> DiagnosticMessage {
        .error(
            "'\(word)' must be followed by '(', a space or the end of the line; write the description on its own line")
    }

    /// A lexical problem in a marker's options (`unterminated string literal`).
    static func markerLexicalProblem(_ problem: DiagnosticMessage) -> DiagnosticMessage {
        .error("marker: \(problem.text)")
    }

    static var markerUnclosedOptions: DiagnosticMessage { .error("marker: expected ')' to close the options") }

    /// `found` is what follows the marker instead, as written in the message (`'struct Point'`),
    /// or nil when nothing does.
    static func misplacedCaseMarker(found: String?) -> DiagnosticMessage {
        let rule =
            "@FlatTag must be followed by a 'case' of a @FlatTagged enum, or by a struct, class, enum or actor that is a member of a family"
        return .error(found.map { rule + "; found " + $0 } ?? rule)
    }

    /// `found` is what follows the marker instead, as written in the message (`'{'`,
    /// `the end of the file`).
    static func misplacedEnumMarker(found: String) -> DiagnosticMessage {
        .error("@FlatTagged must be followed by an enum or a protocol declaration; found \(found)")
    }

    static var missingGivenTwice: DiagnosticMessage { .error("'missing' is given twice") }

    static func notAMarker(_ word: String, suggestion: String) -> DiagnosticMessage {
        .warning("'\(word)' is not a FlatTagged marker; did you mean '\(suggestion)'?")
    }

    static func notAnInteger(_ option: String, found: String) -> DiagnosticMessage {
        .error("\(option) \(found) is not an integer; write an integer literal, as in 2, or a string literal")
    }

    static func notAStringLiteral(_ option: String, found: String) -> DiagnosticMessage {
        .error("\(option) must be a string literal; found '\(found)'")
    }

    static func optionGivenTwice(_ label: String) -> DiagnosticMessage {
        .error("option '\(label)' is given twice")
    }

    static func spaceBeforeOptions(_ word: String) -> DiagnosticMessage {
        .warning("text after '\(word) ' is not read as options; did you mean '\(word)(…)' without the space?")
    }

    static var textAfterOptions: DiagnosticMessage { .warning("text after the marker's options is ignored") }

    static var unclosedScope: DiagnosticMessage {
        .error("expected '}' to close this scope before the end of the file")
    }

    static var unexpectedClosingBrace: DiagnosticMessage { .error("unexpected '}' with no scope open") }

    static func unknownCaseOption(_ label: String) -> DiagnosticMessage {
        .error(
            "unknown option '\(label)' for @FlatTag; expected a tag, aliases:, keys:, nulls:, flat, when:, unless:, unknown or missing"
        )
    }

    static func unknownEnumOption(_ label: String) -> DiagnosticMessage {
        .error(
            "unknown option '\(label)' for @FlatTagged; expected key:, naming:, content:, labelNaming:, kind:, schema:, or one of the bare words external, untagged and schema"
        )
    }

    static func unknownKindOption(found: String) -> DiagnosticMessage {
        .error("'kind' takes only 'none' (leave out the generated Kind and kind); found '\(found)'")
    }

    /// `names` lists the namings (`.snakeCase, .kebabCase, …`).
    /// `option` is `naming` or `labelNaming`.
    static func unknownNaming(found: String, names: String, option: String = "naming") -> DiagnosticMessage {
        .error("'\(option)' must be one of \(names); found '\(found)'")
    }
}
