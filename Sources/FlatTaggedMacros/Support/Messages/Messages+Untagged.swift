/// Messages about `// @FlatTagged(untagged)` enums, `when:` and `unless:`, reported by the marker parser and
/// the untagged form's rules (`Planning/Forms/UntaggedForm.swift`). A case that can never be
/// chosen is reported at that case, with the reason and the fix.
extension Messages {
    static func unlessKeyAlsoInWhen(_ key: String) -> DiagnosticMessage {
        .error(
            "the key \"\(key)\" is in both when: and unless:, so no object could choose this case; remove it from one")
    }

    static func unlessKeyRequired(_ key: String, caseName: String) -> DiagnosticMessage {
        .error(
            "the key \"\(key)\" in unless: is required by case '\(caseName)' (a label that is not optional and has no default), so no object could choose it; remove it from unless:, or make the value optional"
        )
    }

    static var unlessNotKeys: DiagnosticMessage {
        .error("'unless' takes a key or an array of keys, as in unless: \"id\" or unless: [\"id\", \"error\"]")
    }

    static func unlessOnCaseWithoutObject(_ caseName: String) -> DiagnosticMessage {
        .error(
            "unless: needs a case whose shape may be an object (labeled values, a dictionary, or a payload of a type of its own); case '\(caseName)' is decoded from a value that has no keys: remove unless:"
        )
    }

    static var unlessOutsideUntagged: DiagnosticMessage {
        .error(
            "unless: rules out a case by the keys of an untagged enum's object; this enum has tags: mark it // @FlatTagged(untagged), or remove unless:"
        )
    }

    static func untaggedCaseMarkerOption(_ option: String) -> DiagnosticMessage {
        .error(
            "\(option) has no meaning in an untagged enum, whose cases have no tags; remove it: the value's shape chooses the case (add when: to require keys)"
        )
    }

    static func untaggedCatchAllFirst(
        _ caseName: String, earlier: String, type: String, decodes: String, canBeFallback: Bool
    ) -> DiagnosticMessage {
        let otherFix =
            canBeFallback
            ? "make '\(earlier)' the fallback with // @FlatTag(unknown)"
            : "add a when: key to '\(earlier)' that '\(caseName)' doesn't require"
        return
            .error(
                "case '\(caseName)' can never be chosen: '\(earlier)' comes first and its payload '\(type)' decodes \(decodes); declare '\(caseName)' first, or \(otherFix)"
            )
    }

    static func untaggedDuplicateNoValues(_ caseName: String, earlier: String) -> DiagnosticMessage {
        .error(
            "case '\(caseName)' can never be chosen: '\(earlier)' comes first and also has no values, and each is a candidate only for null; remove one"
        )
    }

    static func untaggedDuplicatePayloadType(_ caseName: String, earlier: String, type: String) -> DiagnosticMessage {
        .error(
            "case '\(caseName)' can never be chosen: '\(earlier)' comes first and decodes every value of type '\(type)' it would; remove one, or wrap one in a type of its own"
        )
    }

    static func untaggedFallbackKeyOption(_ option: String) -> DiagnosticMessage {
        .error(
            "\(option): chooses the values a case is tried on; the fallback is never tried, it takes whatever no case decoded: remove \(option):"
        )
    }

    static func untaggedFallbackShape(_ caseName: String) -> DiagnosticMessage {
        .error(
            "the fallback case '\(caseName)' of an untagged enum must be 'case \(caseName)' or 'case \(caseName)(FlatTaggedValue)'"
        )
    }

    static func untaggedFallbackUnreachable(_ fallback: String, caseName: String, type: String) -> DiagnosticMessage {
        .error(
            "the fallback '\(fallback)' can never be chosen: case '\(caseName)' is a candidate for every value (its payload '\(type)' decides alone), and the fallback takes only values no case was a candidate for; add when: to '\(caseName)' with the keys its objects always have"
        )
    }

    static func untaggedIntegerWithinEarlier(_ caseName: String, type: String, earlier: String, earlierType: String)
        -> DiagnosticMessage
    {
        .error(
            "case '\(caseName)' can never be chosen: '\(earlier)' comes first and its type '\(earlierType)' decodes every number '\(type)' would; declare '\(caseName)' first"
        )
    }

    static func untaggedLabeledCovered(_ caseName: String, earlier: String) -> DiagnosticMessage {
        .error(
            "case '\(caseName)' can never be chosen: '\(earlier)' comes first and its labeled values are all among this case's, so it decodes every object this case would; declare '\(caseName)' first, or add when: to '\(earlier)'"
        )
    }

    static func untaggedNumberBeforeInteger(_ caseName: String, earlier: String, earlierType: String)
        -> DiagnosticMessage
    {
        .error(
            "case '\(caseName)' can never be chosen: '\(earlier)' comes first and its type '\(earlierType)' decodes every number; declare '\(caseName)' first"
        )
    }

    static func untaggedOptionalPayload(_ caseName: String) -> DiagnosticMessage {
        .error(
            "case '\(caseName)' of an untagged enum has an optional payload; null belongs to a case without values: declare 'case none' and make the payload non-optional"
        )
    }

    static func untaggedSameWhen(_ caseName: String, earlier: String) -> DiagnosticMessage {
        .error(
            "case '\(caseName)' has the same when: keys as '\(earlier)', which comes first and is tried on every object this case would be; give each case a key of its own, or rule one out with unless:"
        )
    }

    static func untaggedSeveralUnlabeled(_ caseName: String) -> DiagnosticMessage {
        .error(
            "case '\(caseName)' has several unlabeled values, which have no keys in an untagged enum; label them, as in 'case \(caseName)(x: Int, y: Int)'"
        )
    }

    static func untaggedWithOption(_ option: String) -> DiagnosticMessage {
        .error(
            "'\(option):' has no meaning with 'untagged': an untagged enum has no tag, no discriminator key and no content key; remove it"
        )
    }

    static var whenNotKeys: DiagnosticMessage {
        .error("'when' takes a key or an array of keys, as in when: \"result\" or when: [\"result\", \"jsonrpc\"]")
    }

    static func whenOnCaseWithoutObject(_ caseName: String) -> DiagnosticMessage {
        .error(
            "when: needs a case whose shape is an object (labeled values, or a payload of a type of its own); case '\(caseName)' is decoded from a value that has no keys: remove when:"
        )
    }

    static var whenOutsideUntagged: DiagnosticMessage {
        .error(
            "when: chooses a case by the keys of an untagged enum's object; this enum has tags: mark it // @FlatTagged(untagged), or remove when:"
        )
    }
}
