/// What the tagged forms share, for one form: the switch on the tag, the keyed forms' (flat and
/// content) decoder and encoder and the shape of their cases, the unknown-tag path and the tag's
/// encoding. The form's own type decides each case (`TaggedFormEmitter`); this type calls it.
struct TaggedCoding<Form: TaggedFormEmitter> {
    var form: Form
    var plan: CodingPlan { form.plan }

    /// The `switch` on a tag that every tagged form's `init(from:)` is built around: one `case`
    /// per case group with its tag and aliases, an OS-gated case decoded only where it is
    /// available (elsewhere its tag is an unknown tag), and `default:` for unknown tags.
    func writeTagSwitch(on subject: String, into writer: inout CodeWriter) {
        let cases = plan.taggedCases.filter { !$0.tagged.isTagless }
        writer.switchBlock(subject) { writer in
            writer.conditionalItems(cases, conditions: \.plan.conditions) { item, writer in
                let (enumCase, tagged) = item
                let tags = enumCase.wireTags.map(\.literal).joined(separator: ", ")
                writer.line("case \(tags):")
                writer.indented { writer in
                    guard let condition = enumCase.availableCondition else {
                        form.writeDecodeCase(enumCase, tagged, into: &writer)
                        return
                    }
                    // Where the case is not available, its tag is an unknown tag.
                    writer.block("if #available(\(condition)) {", closing: "} else {") { writer in
                        form.writeDecodeCase(enumCase, tagged, into: &writer)
                    }
                    writer.indented { writer in form.writeUnknownTag(into: &writer) }
                    writer.line("}")
                }
            }
            writer.line("default:")
            writer.indented { writer in form.writeUnknownTag(into: &writer) }
        }
    }

    /// `throw FlatTagged.flatTaggedCaseError(error, …)`: an error in a case's values, the enum
    /// and the case named.
    func writeCaseError(_ enumCase: CasePlan, into writer: inout CodeWriter) {
        writer.line(
            "throw FlatTagged.flatTaggedCaseError(error, enumName: \(plan.enumNameLiteral), caseName: \(StringLiteral.literal(enumCase.unquotedName)))"
        )
    }

    /// `try container.encode("text", forKey: .type)`: a keyed form's tag, or nil for a case
    /// without a tag of its own (`// @FlatTag(missing)`), which is written without the key.
    func tagEncoding(_ tagged: TaggedCasePlan) -> String? {
        tagged.isTagless
            ? nil : "try container.encode(\(tagged.tag.literal), forKey: \(plan.codingKey(plan.key)))"
    }

    /// Where `#if` or OS versions decide which cases exist, the tags an error lists are built
    /// at run time.
    var buildsAcceptedTags: Bool {
        plan.hasConditionalCases || plan.hasOSGatedCases
    }
}

/// The keyed forms (flat and content): the tag is a key of the enum's object.
extension TaggedCoding where Form: KeyedFormEmitter {
    /// The keyed forms' decoder: the enum's container, the tag, the switch on it.
    func writeKeyedDecoder(into writer: inout CodeWriter) {
        let key = plan.codingKey(plan.key)
        form.writeDecoderMember(into: &writer) { writer in
            let expected = "an object with a \"\(plan.key)\" key"
            writer.line(
                "let container = try decoder.flatTaggedContainer(keyedBy: CodingKeys.self, for: Self.self, enumName: \(plan.enumNameLiteral), expected: \(StringLiteral.literal(expected)))"
            )
            if let (tagless, tagged) = plan.taggedCases.first(where: \.tagged.isTagless) {
                // A case without a tag of its own: an absent or `null` key is that case.
                // Its errors about the tag name the enum, as `writeReadTag`'s do.
                let arguments = "forKey: \(key), enumName: \(plan.enumNameLiteral), accepted: \(acceptedTags)"
                writer.block("guard let tag = try container.flatTaggedDecodeTagIfPresent(\(arguments)) else {") {
                    writer in
                    form.writeDecodeCase(tagless, tagged, into: &writer)
                    writer.line("return")
                }
            } else {
                writeReadTag(key: key, into: &writer)
            }
            writeTagSwitch(on: "tag", into: &writer)
        }
        form.valueCoding.writeDecodeHelpers(into: &writer)
        if buildsAcceptedTags {
            writer.line("")
            writeAcceptedTagsHelper(into: &writer)
        }
    }

    /// `let tag = …`: a missing or `null` key is the `missing` case's tag where there is one,
    /// otherwise `keyNotFound`. The enum's name and its tags are for the errors about the tag.
    private func writeReadTag(key: String, into writer: inout CodeWriter) {
        let method = plan.integerTags ? "flatTaggedDecodeIntegerTag" : "flatTaggedDecodeTag"
        let arguments = "forKey: \(key), enumName: \(plan.enumNameLiteral), accepted: \(acceptedTags)"
        if let missing = plan.missingCase?.tagged {
            writer.line("let tag = try container.\(method)IfPresent(\(arguments)) ?? \(missing.tag.literal)")
        } else {
            writer.line("let tag = try container.\(method)(\(arguments))")
        }
    }

    /// A case of a keyed form once its tag has matched: the form says how its single payload
    /// and its labeled values are read. An error in labeled values names the enum and the case.
    func writeKeyedDecodeCase(_ enumCase: CasePlan, into writer: inout CodeWriter) {
        switch enumCase.payload {
        case .none:
            writer.line("self = .\(enumCase.name)")
        case .single(let isOptional, let line):
            writer.statement(
                "self = .\(enumCase.name)(\(form.singlePayloadDecoding(enumCase, isOptional: isOptional)))",
                sourcePath: plan.sourcePath, line: line)
        case .labeled(let values) where values.isEmpty:
            writer.line("self = .\(enumCase.name)()")
        case .labeled(let values):
            // An error in the values names the enum and the case.
            writer.block("do {", closing: "} catch {") { writer in
                let source = form.writeValuesSource(into: &writer)
                form.valueCoding.writeDecode(enumCase, values, from: source, into: &writer)
            }
            writer.indented { writer in writeCaseError(enumCase, into: &writer) }
            writer.line("}")
        }
    }

    /// Every tag and alias decoding accepts, as errors list them: a literal, or a call of the
    /// function that lists those that exist here.
    private var acceptedTags: String {
        if buildsAcceptedTags { return "Self.flatTaggedAcceptedTags()" }
        return "[" + plan.acceptedTags.map(\.literal).joined(separator: ", ") + "]"
    }

    /// The fallback, or `unknownTag` listing the accepted tags.
    func writeKeyedUnknownTag(into writer: inout CodeWriter) {
        if let fallback = plan.fallback {
            if fallback.keepsObject {
                let key = StringLiteral.literal(plan.key)
                let tag = plan.integerTags ? "Swift.String(tag)" : "tag"
                writer.line("self = .\(fallback.name)(")
                writer.indented {
                    $0.line(
                        "try FlatTagged.FlatTaggedUnknown(key: \(key), tag: \(tag), enumName: \(plan.enumNameLiteral), from: decoder))"
                    )
                }
            } else {
                writer.line("self = .\(fallback.name)")
            }
            return
        }
        writer.line(
            "throw Swift.DecodingError.flatTaggedUnknownTag(tag, forKey: \(plan.codingKey(plan.key)), in: container, enumName: \(plan.enumNameLiteral), accepted: \(acceptedTags))"
        )
    }

    /// `private static func flatTaggedAcceptedTags()`: the tags and aliases of the cases that
    /// exist in this build and on this OS.
    private func writeAcceptedTagsHelper(into writer: inout CodeWriter) {
        writer.line("/// Every tag and alias of the cases available here, for errors about the tag.")
        writer.line(
            "\(plan.isNonisolated ? "nonisolated " : "")private static func flatTaggedAcceptedTags() -> [\(plan.tagType)] {"
        )
        writer.indented { writer in
            CaseTags.writeTagList(
                plan.cases, named: "accepted", includeAliases: true, integers: plan.integerTags, into: &writer)
            writer.line("return accepted")
        }
        writer.line("}")
    }

    /// The keyed forms' encoder: the case's data and its primary tag in the enum's object.
    func writeKeyedEncoder(into writer: inout CodeWriter) {
        form.writeEncoderMember(into: &writer) { writer in
            if let fallback = plan.fallback, fallback.keepsObject {
                // Before any keyed container: encoders write a dictionary's keys exactly, a keyed
                // container's through the key strategy, and can't mix the two in one value.
                writer.block("if case .\(fallback.name)(let unknown) = self {") { writer in
                    writer.line("// The object whose tag matched no case, as it was: its keys are data.")
                    writer.line("return try unknown.encode(to: encoder)")
                }
            }
            writer.line("var container = encoder.container(keyedBy: CodingKeys.self)")
            form.writeEncodeSwitch(into: &writer) { fallback, writer in
                writer.line("case .\(fallback.name):")
                writer.indented { writer in
                    if fallback.keepsObject {
                        writer.line("return")  // its object was written before the container
                    } else {
                        form.writeNoTagError(fallback, into: &writer)
                    }
                }
            }
        }
    }

    /// `let payloadWroteTag = try FlatTagged.flatTaggedEncodePayload(payload, tag: …, to: encoder, …)`:
    /// the payload's keys into `encoder`'s object, through the guard that throws for a payload that
    /// is not an object and reports whether the payload wrote one of the case's tags itself.
    /// `result` is what the statement binds the report to (`_` where no tag follows: under the
    /// content key). Beside the key, a case without a tag of its own has no report: its payload
    /// must not write the key at all. Beside labeled values, `labelKeys: […]` lists their keys,
    /// which the payload must not write itself.
    func payloadEncoding(_ enumCase: CasePlan, _ tagged: TaggedCasePlan, to encoder: String, result: String) -> String {
        var labelKeys = ""
        if case .labeled(let values) = enumCase.payload {
            let keys = values.filter(\.hasKey).map { StringLiteral.literal($0.key) }
            if !keys.isEmpty { labelKeys = ", labelKeys: [\(keys.joined(separator: ", "))]" }
        }
        let caseName = StringLiteral.literal(enumCase.unquotedName)
        let key = StringLiteral.literal(plan.key)
        if tagged.isTagless, result != "_" {
            return
                "try FlatTagged.flatTaggedEncodeTaglessPayload(payload, to: \(encoder), enumName: \(plan.enumNameLiteral), caseName: \(caseName), key: \(key)\(labelKeys))"
        }
        let aliases =
            tagged.aliases.isEmpty ? "" : "aliases: [\(tagged.aliases.map(\.literal).joined(separator: ", "))], "
        return
            "\(result) = try FlatTagged.flatTaggedEncodePayload(payload, tag: \(tagged.tag.literal), \(aliases)to: \(encoder), enumName: \(plan.enumNameLiteral), caseName: \(caseName), key: \(key)\(labelKeys))"
    }
}
