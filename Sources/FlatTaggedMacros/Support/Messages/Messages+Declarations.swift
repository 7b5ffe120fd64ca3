/// Messages of the declarations stage: markers and their options (`MarkerParser`), where
/// markers stand and the file's structure (`DeclarationParser`).
extension Messages {
    static let aliasesNotAnArray =
        "'aliases' must be an array of string or integer literals, as in [\"old_name\"] or [5, 6]"

    static let caseMarkerWithoutArgument = "@FlatTag needs an argument: a tag (\"name\"), aliases: [...] or unknown"

    static let caseOptionUnlabeled =
        "a tag must be the first argument of @FlatTag; give other tags as aliases:, as in aliases: [\"old_name\"]"

    static func contentKeyIsDiscriminatorKey(_ key: String) -> String {
        "'content' must differ from the discriminator key \"\(key)\""
    }

    static let emptyAlias = "an alias must not be empty"

    static func emptyOption(_ option: String) -> String {
        "'\(option)' must not be empty"
    }

    static let emptyTag = "a tag must not be empty"

    static let enumOptionsUnlabeled =
        "@FlatTagged options are labeled (key:, naming:, content:, labelNaming:, kind:), or one of the bare words external and untagged"

    static let externalAndUntagged =
        "'external' and 'untagged' are two wire forms and an enum has one; keep one of them"

    static let fallbackAndMissing =
        "a case cannot be both the fallback for unknown tags and the case for a missing key; mark two cases, @FlatTag(unknown) and @FlatTag(missing)"

    static let fallbackWithTags = "the fallback case matches every unknown tag; it takes no tag or aliases"

    static func integerOutOfRange(_ option: String, found: String) -> String {
        "\(option) \(found) is out of Int's range (-9223372036854775808...9223372036854775807); write a smaller integer, or a string literal"
    }

    static func malformedCondition(_ condition: String) -> String {
        "malformed #if condition '\(condition)'"
    }

    static func malformedImport(_ text: String) -> String {
        "malformed import '\(text)'"
    }

    static let markerExpectedArgument = "marker: expected an argument"

    static func markerFollowedByText(_ word: String) -> String {
        "'\(word)' must be followed by '(', a space or the end of the line; write the description on its own line"
    }

    /// A lexical problem in a marker's options (`unterminated string literal`).
    static func markerLexicalProblem(_ problem: String) -> String {
        "marker: \(problem)"
    }

    static let markerUnclosedOptions = "marker: expected ')' to close the options"

    /// `found` is what follows the marker instead, as written in the message (`'struct Point'`),
    /// or nil when nothing does.
    static func misplacedCaseMarker(found: String?) -> String {
        let rule =
            "@FlatTag must be followed by a 'case' of a @FlatTagged enum, or by a struct, class, enum or actor that is a member of a family"
        return found.map { rule + "; found " + $0 } ?? rule
    }

    /// `found` is what follows the marker instead, as written in the message (`'{'`,
    /// `the end of the file`).
    static func misplacedEnumMarker(found: String) -> String {
        "@FlatTagged must be followed by an enum or a protocol declaration; found \(found)"
    }

    static let missingGivenTwice = "'missing' is given twice"

    static func notAMarker(_ word: String, suggestion: String) -> String {
        "'\(word)' is not a FlatTagged marker; did you mean '\(suggestion)'?"
    }

    static func notAnInteger(_ option: String, found: String) -> String {
        "\(option) \(found) is not an integer; write an integer literal, as in 2, or a string literal"
    }

    static func notAStringLiteral(_ option: String, found: String) -> String {
        "\(option) must be a string literal; found '\(found)'"
    }

    static func optionGivenTwice(_ label: String) -> String {
        "option '\(label)' is given twice"
    }

    static func spaceBeforeOptions(_ word: String) -> String {
        "text after '\(word) ' is not read as options; did you mean '\(word)(…)' without the space?"
    }

    static let textAfterOptions = "text after the marker's options is ignored"

    static let unclosedScope = "expected '}' to close this scope before the end of the file"

    static let unexpectedClosingBrace = "unexpected '}' with no scope open"

    static func unknownCaseOption(_ label: String) -> String {
        "unknown option '\(label)' for @FlatTag; expected a tag, aliases:, keys:, nulls:, flat, when:, unless:, unknown or missing"
    }

    static func unknownEnumOption(_ label: String) -> String {
        "unknown option '\(label)' for @FlatTagged; expected key:, naming:, content:, labelNaming:, kind:, or one of the bare words external and untagged"
    }

    static func unknownKindOption(found: String) -> String {
        "'kind' takes only 'none' (leave out the generated Kind and kind); found '\(found)'"
    }

    /// `names` lists the namings (`.snakeCase, .kebabCase, …`).
    /// `option` is `naming` or `labelNaming`.
    static func unknownNaming(found: String, names: String, option: String = "naming") -> String {
        "'\(option)' must be one of \(names); found '\(found)'"
    }
}
