/// Messages about a `// @FlatTagged` enum and its cases, reported by `CodingPlanner`.
extension Messages {
    static func caseMarkerInUnmarkedEnum(_ enumName: String) -> DiagnosticMessage {
        .error("@FlatTag applies to cases of a @FlatTagged enum; mark '\(enumName)' with // @FlatTagged")
    }

    static func caseMarkerOnCaseList(count: Int) -> DiagnosticMessage {
        .error("@FlatTag applies to a 'case' that declares a single case; this one declares \(count)")
    }

    static func defaultValueNotCopyable(label: String, caseName: String, type: String) -> DiagnosticMessage {
        .error(
            "the default value of '\(label)' in case '\(caseName)' is not an expression FlatTagged can copy: it must be complete and hold no closure; a static property works (\(label): \(type) = Self.default\(label.prefix(1).uppercased() + label.dropFirst()))"
        )
    }

    /// `tag` as written in the message: quoted for string tags.
    static func duplicateTag(_ tag: String, in enumName: String) -> DiagnosticMessage {
        .error("duplicate tag \(tag) in '\(enumName)'; every tag and alias must be distinct")
    }

    static func fallbackOSGated(_ caseName: String) -> DiagnosticMessage {
        .error(
            "the fallback case '\(caseName)' is OS-gated; the fallback must exist wherever the enum does: drop the OS version"
        )
    }

    static func fallbackShape(_ caseName: String) -> DiagnosticMessage {
        .error("the fallback case '\(caseName)' must be 'case \(caseName)' or 'case \(caseName)(FlatTaggedUnknown)'")
    }

    static func fallbackUnderIf(_ caseName: String) -> DiagnosticMessage {
        .error(
            "the fallback case '\(caseName)' stands under #if; FlatTagged cannot generate a fallback that exists only in some builds: move it out of the #if"
        )
    }

    static func flatPayloadAliasOfNonObject(_ alias: String, aliasedType: String) -> String {
        "is '\(alias)', a typealias of '\(aliasedType)', which is not a keyed object, so it cannot stand beside the tag"
    }

    /// The fix for a single payload that can't stand beside the tag, shared with the runtime's
    /// encode guard (`FlatPayloadOwner`), which a test holds to the same words.
    static func flatPayloadFix(caseName: String, type: String) -> String {
        "label it, as in 'case \(caseName)(value: \(type))', or use @FlatTagged(content: \"…\")"
    }

    /// The fix where `@FlatTagged(content: …)` is no fix: the enum has it already (the case is
    /// `flat`), or the payload stands beside labeled values, where it would stay under the
    /// content key.
    static func flatPayloadFixWithoutContent(caseName: String, type: String, besideLabels: Bool) -> String {
        besideLabels
            ? "label it, as in 'case \(caseName)(value: \(type), …)'"
            : "label it, as in 'case \(caseName)(value: \(type))', or drop 'flat' from its // @FlatTag"
    }

    static func flatPayloadGenericParameter(_ parameter: String) -> String {
        "is the generic parameter '\(parameter)', which may be a value that is not a keyed object (Int, [String]) and so cannot stand beside the tag"
    }

    /// `fix` is `flatPayloadFix` or `flatPayloadFixWithoutContent`; `besideLabels` is the case as Swift names it (`pair(_:b:)`) when the payload stands beside
    /// labeled values, nil when it stands alone (`count(Int)` names it then).
    static func flatPayloadIsNotKeyed(caseName: String, type: String, besideLabels: String? = nil, fix: String)
        -> DiagnosticMessage
    {
        guard let signature = besideLabels else {
            return
                .error(
                    "case '\(caseName)(\(type))' has a payload that is not a keyed object, so it cannot stand beside the tag; \(fix)"
                )
        }
        return
            .error(
                "case '\(signature)' has an unlabeled value of type '\(type)', which is not a keyed object, so it cannot be flattened beside labeled values; \(fix)"
            )
    }

    static func flatPayloadIsTheEnumItself(_ enumName: String) -> String {
        "is the enum '\(enumName)' itself: decoding would read the same object again and recurse until the stack overflows"
    }

    /// `problem` is one of the `flatPayload…` fragments below; `fix` is `flatPayloadFix` or
    /// `flatPayloadFixWithoutContent`; `besideLabels` as for `flatPayloadIsNotKeyed`.
    static func flatPayloadNotAnObject(
        caseName: String, type: String, besideLabels: String? = nil, problem: String, fix: String
    ) -> DiagnosticMessage {
        guard let signature = besideLabels else {
            return .error("the payload of case '\(caseName)(\(type))' \(problem); \(fix)")
        }
        return .error("the unlabeled value '\(type)' of case '\(signature)' \(problem); \(fix)")
    }

    static func flatPayloadRawValueEnum(_ enumName: String) -> String {
        "is the raw-value enum '\(enumName)', which encodes as a single value, not a keyed object, so it cannot stand beside the tag"
    }

    static func flatPayloadSameKey(_ enumName: String, key: String) -> String {
        "is the @FlatTagged enum '\(enumName)' with the same key \(StringLiteral.literal(key)), so both would write that key"
    }

    static func labelIsDiscriminatorKey(label: String, caseName: String) -> DiagnosticMessage {
        .error(
            "the label '\(label)' of case '\(caseName)' is the discriminator key; rename the label or choose another key with @FlatTagged(key: …)"
        )
    }

    static func missingCaseNotEverywhere(_ caseName: String, underIf: Bool) -> DiagnosticMessage {
        .error(
            "the case for a missing key '\(caseName)' stands under \(underIf ? "#if" : "an OS version"); it must exist wherever the enum does: move it out or drop 'missing'"
        )
    }

    static func missingWithoutTagInIntegerEnum(_ caseName: String) -> DiagnosticMessage {
        .error(
            "case '\(caseName)' is the case for a missing key without a tag of its own, which has no integer to be its Kind's raw value in an enum with integer tags: give it a tag, as in // @FlatTag(N, missing)"
        )
    }

    static func nestedTypeCapturesModuleName(_ enumName: String, nested: String) -> DiagnosticMessage {
        .error(
            "'\(enumName)' declares a nested type '\(nested)', which would capture the module name that qualifies every name generated code uses; rename it"
        )
    }

    static func noCases(_ enumName: String) -> DiagnosticMessage {
        .error("@FlatTagged enum '\(enumName)' has no cases; there is nothing to tag")
    }

    static func nothingToTag(_ enumName: String, onlyFallback: Bool) -> DiagnosticMessage {
        .error(
            "@FlatTagged enum '\(enumName)' has only \(onlyFallback ? "a fallback case" : "unavailable cases"); there is nothing to tag"
        )
    }

    static func osGatedCaseUnderIf(_ caseName: String) -> DiagnosticMessage {
        .error(
            "case '\(caseName)' is OS-gated and stands under #if; FlatTagged cannot generate both for one case: move it out of the #if or drop the OS version"
        )
    }

    static func rawValues(_ enumName: String) -> DiagnosticMessage {
        .error("@FlatTagged enum '\(enumName)' has raw values; remove the marker or the raw values")
    }

    static func rawValueType(_ enumName: String, rawType: String) -> DiagnosticMessage {
        .error(
            "@FlatTagged enum '\(enumName)' has raw values of type \(rawType); raw-value enums already have a Codable form: remove the marker or the raw type"
        )
    }

    static func secondFallback(_ enumName: String, existing: String) -> DiagnosticMessage {
        .error("'\(enumName)' already has a fallback case '\(existing)'; only one case may be @FlatTag(unknown)")
    }

    static func secondMissingCase(_ enumName: String, existing: String) -> DiagnosticMessage {
        .error(
            "'\(enumName)' already has a case for a missing key, '\(existing)'; only one case may be @FlatTag(missing)")
    }

    /// `suppressed` as written: `~Copyable`.
    static func suppressedConformance(_ enumName: String, suppressed: String) -> DiagnosticMessage {
        .error(
            "@FlatTagged enum '\(enumName)' is declared '\(suppressed)', and the Codable conformance FlatTagged generates requires \(suppressed.dropFirst()) types; remove '\(suppressed)' or the marker"
        )
    }

    static func unlabeledFamilyValue(caseName: String, type: String) -> DiagnosticMessage {
        .error(
            "the payload of case '\(caseName)(\(type))' is a family value, which is coded under a key of its own; label it, as in 'case \(caseName)(value: \(type))'"
        )
    }

    static func unlabeledValue(caseName: String) -> DiagnosticMessage {
        .error(
            "case '\(caseName)' has an unlabeled value, which has no key to be coded under; label every value, as in 'case \(caseName)(first: Int, second: Int)'"
        )
    }
}

/// Tag kinds (`CodingPlanner+TagKinds.swift`).
extension Messages {
    static func aliasKindDiffersFromTag(_ caseName: String) -> DiagnosticMessage {
        .error("an alias must be of its tag's kind: '\(caseName)' has an integer tag")
    }

    static func caseNeedsIntegerTag(_ caseName: String, enumName: String) -> DiagnosticMessage {
        .error(
            "case '\(caseName)' needs an integer tag, as every case of '\(enumName)' but the fallback does: mark it // @FlatTag(N)"
        )
    }

    static func integerAliasOnStringTag(_ caseName: String) -> DiagnosticMessage {
        .error(
            "an integer alias needs an integer tag; '\(caseName)' has a string tag: write the alias as a string literal"
        )
    }

    static func mixedTagKinds(_ enumName: String) -> DiagnosticMessage {
        .error("'\(enumName)' mixes string and integer tags; use one kind for every case")
    }

    static func namingWithIntegerTags(_ enumName: String) -> DiagnosticMessage {
        .error("'naming:' makes string tags from case names, but '\(enumName)' has integer tags; remove 'naming:'")
    }
}

/// Names the generated code adds (`CodingPlanner+GeneratedNames.swift`).
extension Messages {
    static func caseClashesWithRuntimeMember(_ caseName: String, enumName: String) -> DiagnosticMessage {
        .error(
            "a case named '\(caseName)' would clash with the generated 'static var \(caseName)' of '\(enumName)'; rename the case"
        )
    }

    static func caseNamedAllCases(_ enumName: String) -> DiagnosticMessage {
        .error(
            "a case named 'allCases' would make the generated '\(enumName).Kind.allCases' ambiguous; rename the case or \(kindNoneFix)"
        )
    }

    static func caseNamedSelf(_ enumName: String) -> DiagnosticMessage {
        .error(
            "a case named 'Self' would make 'Self' in the generated code of '\(enumName)' mean the case, not the enum; rename the case"
        )
    }

    static func genericParameterKind(_ enumName: String) -> DiagnosticMessage {
        .error(
            "'\(enumName)' has a generic parameter 'Kind', which the generated '\(enumName).Kind' would clash with; rename it or \(kindNoneFix)"
        )
    }

    /// The way out of every clash with the generated `Kind` and `kind`.
    /// A fragment: the fix the messages about `Kind` and `kind` share.
    static let kindNoneFix =
        "add 'kind: none' to the marker (// @FlatTagged(kind: none)) to leave out the generated Kind and kind"

    /// `flatTag`, `flatTags` or `flatTagKey`, which every marked enum gets from `FlatTaggedEnum`.
    static func memberClashesWithRuntimeMember(_ enumName: String, member: String, isStatic: Bool) -> DiagnosticMessage
    {
        let written = (isStatic ? "static var " : "var ") + member
        return
            .error(
                "'\(enumName)' declares \(isStatic ? "a static member" : "a member") '\(member)', and FlatTagged generates '\(written)' for every @FlatTagged enum (FlatTaggedEnum's requirement); rename yours"
            )
    }

    static func memberKind(_ enumName: String) -> DiagnosticMessage {
        .error(
            "'\(enumName)' declares a member 'kind', and FlatTagged generates 'var kind'; rename yours or \(kindNoneFix)"
        )
    }

    static func nestedCodingKeys(_ enumName: String) -> DiagnosticMessage {
        .error(
            "'\(enumName)' declares a nested type 'CodingKeys'; FlatTagged generates the coding keys of a @FlatTagged enum and codes through them: remove it"
        )
    }

    static func nestedKind(_ enumName: String) -> DiagnosticMessage {
        .error(
            "'\(enumName)' declares a nested type 'Kind', and FlatTagged generates '\(enumName).Kind'; rename yours or \(kindNoneFix)"
        )
    }

    static func noneCaseBesideFallback(_ enumName: String) -> DiagnosticMessage {
        .warning(
            "a case named 'none' beside a fallback: '\(enumName).kind' is 'Kind?', so 'kind == .none' is ambiguous (Swift takes it as 'Optional.none', with a warning); rename the case, or compare with '\(enumName).Kind.none' (and with 'nil' for the fallback)"
        )
    }

    /// A value written `label: type`, or a payload `type` without a label.
    static func unqualifiedKind(label: String?, type: String, caseName: String, enumName: String) -> DiagnosticMessage {
        let written = label.map { "'\($0): \(type)'" } ?? "the payload '\(type)'"
        return
            .error(
                "\(written) of case '\(caseName)' names 'Kind' unqualified, which would silently come to mean the generated '\(enumName).Kind'; qualify it (MyModule.Kind, Outer.Kind) or \(kindNoneFix)"
            )
    }
}
