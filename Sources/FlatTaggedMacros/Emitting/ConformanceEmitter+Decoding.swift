/// What the tagged forms' `init(from:)` share: the switch on the tag, the keyed forms' (flat and
/// content) decoder and the shape of their cases, the private static functions that decode
/// cases with default values, and the unknown-tag path.
extension ConformanceEmitter {
    /// The type of the containers generated code decodes from.
    static let containerType = "Swift.KeyedDecodingContainer<CodingKeys>"

    /// The `switch` on a tag that every tagged form's `init(from:)` is built around: one `case`
    /// per case group with its tag and aliases, an OS-gated case decoded only where it is
    /// available (elsewhere its tag is an unknown tag), and `default:` for unknown tags.
    static func writeTagSwitch(
        _ subject: String, _ plan: CodingPlan, tagLiteral: (String) -> String, _ writer: inout CodeWriter,
        unknownTag: (inout CodeWriter) -> Void
    ) {
        let cases = plan.taggedCases.filter { !$0.tagged.isTagless }
        writer.switchBlock(subject) { writer in
            writer.conditionalItems(cases, conditions: \.plan.conditions) { item, writer in
                let (enumCase, tagged) = item
                let tags = enumCase.wireTags.map(tagLiteral).joined(separator: ", ")
                writer.line("case \(tags):")
                writer.indented { writer in
                    guard let condition = enumCase.availableCondition else {
                        writeDecodeCase(enumCase, tagged, plan, &writer)
                        return
                    }
                    // Where the case is not available, its tag is an unknown tag.
                    writer.block("if #available(\(condition)) {", closing: "} else {") { writer in
                        writeDecodeCase(enumCase, tagged, plan, &writer)
                    }
                    writer.indented { writer in unknownTag(&writer) }
                    writer.line("}")
                }
            }
            writer.line("default:")
            writer.indented { writer in unknownTag(&writer) }
        }
    }

    /// The private static functions that decode cases with default values.
    static func writeDecodeHelpers(_ plan: CodingPlan, _ writer: inout CodeWriter) {
        for enumCase in plan.cases where enumCase.decodeHelper != nil {
            writer.line("")
            writer.conditional(enumCase.conditions) { writer in writeDecodeHelper(enumCase, plan, &writer) }
        }
    }

    /// The keyed forms' decoder (flat and content): the tag is a key of the enum's object.
    static func writeKeyedDecoder(_ plan: CodingPlan, _ writer: inout CodeWriter) {
        let key = codingKey(plan.key, plan)
        writeDecoderMember(plan, &writer) { writer in
            let expected = "an object with a \"\(plan.key)\" key"
            writer.line(
                "let container = try decoder.flatTaggedContainer(keyedBy: CodingKeys.self, for: Self.self, enumName: \(StringLiteral.literal(plan.displayName)), expected: \(StringLiteral.literal(expected)))"
            )
            if let (tagless, tagged) = plan.taggedCases.first(where: \.tagged.isTagless) {
                // A case without a tag of its own: an absent or `null` key is that case.
                // Its errors about the tag name the enum, as `writeReadTag`'s do.
                let arguments =
                    "forKey: \(key), enumName: \(StringLiteral.literal(plan.displayName)), accepted: \(acceptedTags(plan))"
                writer.block("guard let tag = try container.flatTaggedDecodeTagIfPresent(\(arguments)) else {") {
                    writer in
                    writeDecodeCase(tagless, tagged, plan, &writer)
                    writer.line("return")
                }
            } else {
                writeReadTag(plan, key: key, &writer)
            }
            writeTagSwitch(
                "tag", plan, tagLiteral: { tagLiteral($0, plan) }, &writer,
                unknownTag: { writer in writeUnknownTag(plan, &writer) })
        }
        writeDecodeHelpers(plan, &writer)
        if usesAcceptedTagsHelper(plan) {
            writer.line("")
            writeAcceptedTagsHelper(plan, &writer)
        }
    }

    /// `let tag = …`: a missing or `null` key is the `missing` case's tag where there is one,
    /// otherwise `keyNotFound`. The enum's name and its tags are for the errors about the tag.
    private static func writeReadTag(_ plan: CodingPlan, key: String, _ writer: inout CodeWriter) {
        let method = plan.integerTags ? "flatTaggedDecodeIntegerTag" : "flatTaggedDecodeTag"
        let arguments =
            "forKey: \(key), enumName: \(StringLiteral.literal(plan.displayName)), accepted: \(acceptedTags(plan))"
        if let missing = plan.missingCase?.tagged {
            writer.line("let tag = try container.\(method)IfPresent(\(arguments)) ?? \(tagLiteral(missing.tag, plan))")
        } else {
            writer.line("let tag = try container.\(method)(\(arguments))")
        }
    }

    /// A case of a keyed form (flat or content), once its tag has matched: `singleValue` is the
    /// expression that decodes a single payload, `valuesSource` writes what labeled values are
    /// decoded from and gives the container's name and the decoder a flattened payload decodes
    /// from. An error in labeled values names the enum and the case.
    static func writeKeyedDecodeCase(
        _ enumCase: CasePlan, _ plan: CodingPlan, _ writer: inout CodeWriter, singleValue: (Bool) -> String,
        valuesSource: (inout CodeWriter) -> (container: String, payloadDecoder: String)
    ) {
        switch enumCase.payload {
        case .none:
            writer.line("self = .\(enumCase.name)")
        case .single(let isOptional, let line):
            writer.statement(
                "self = .\(enumCase.name)(\(singleValue(isOptional)))", sourcePath: plan.sourcePath, line: line)
        case .labeled(let values) where values.isEmpty:
            writer.line("self = .\(enumCase.name)()")
        case .labeled(let values):
            // An error in the values names the enum and the case.
            writer.block("do {", closing: "} catch {") { writer in
                let (source, payloadDecoder) = valuesSource(&writer)
                writeDecodeLabeledValues(enumCase, values, from: source, payloadDecoder: payloadDecoder, plan, &writer)
            }
            writer.indented { writer in writeCaseError(enumCase, plan, &writer) }
            writer.line("}")
        }
    }

    /// `throw FlatTagged.flatTaggedCaseError(error, …)`: an error in a case's values, the enum
    /// and the case named.
    static func writeCaseError(_ enumCase: CasePlan, _ plan: CodingPlan, _ writer: inout CodeWriter) {
        writer.line(
            "throw FlatTagged.flatTaggedCaseError(error, enumName: \(StringLiteral.literal(plan.displayName)), caseName: \(StringLiteral.literal(enumCase.unquotedName)))"
        )
    }

    /// Labeled values decoded from `source`, through the case's helper where it has default
    /// values; a flattened payload decodes from `payloadDecoder`, the object the values stand in.
    private static func writeDecodeLabeledValues(
        _ enumCase: CasePlan, _ values: [LabeledValue], from source: String, payloadDecoder: String,
        _ plan: CodingPlan, _ writer: inout CodeWriter
    ) {
        if let helper = enumCase.decodeHelper {
            // Default values are evaluated in a static context, as in the declaration.
            let arguments = values.contains(where: \.isFlattenedPayload) ? "\(source), \(payloadDecoder)" : source
            writer.line("self = try Self.\(helper)(\(arguments))")
        } else {
            writeConstruction(
                "self = ", enumCase, values, from: source, payloadDecoder: payloadDecoder, plan, &writer)
        }
    }

    /// `private static func flatTaggedDecodeResize(_ container: …) throws -> Self`: default
    /// values such as `= defaultWidth` name static members, which resolve in a static context.
    static func writeDecodeHelper(_ enumCase: CasePlan, _ plan: CodingPlan, _ writer: inout CodeWriter) {
        guard let helper = enumCase.decodeHelper, case .labeled(let values) = enumCase.payload else { return }
        if let condition = enumCase.availableCondition { writer.line("@available(\(condition))") }
        writer.line("\(plan.isNonisolated ? "nonisolated " : "")private static func \(helper)(")
        writer.indented { writer in
            if values.contains(where: \.isFlattenedPayload) {
                writer.line("_ container: \(containerType),")
                writer.line("_ decoder: any Swift.Decoder")
            } else {
                writer.line("_ container: \(containerType)")
            }
        }
        writer.block(") throws -> Self {") { writer in
            writeConstruction(
                "return ", enumCase, values, from: "container", payloadDecoder: "decoder", plan, &writer)
        }
    }

    /// `self = .move(x: try container.flatTaggedDecode(forKey: "x"), …)`; a flattened payload
    /// is decoded from `payloadDecoder`, the object the values stand in. One argument a line
    /// where that reads better or maps to the user's lines.
    static func writeConstruction(
        _ prefix: String, _ enumCase: CasePlan, _ values: [LabeledValue], from source: String,
        payloadDecoder: String, _ plan: CodingPlan, _ writer: inout CodeWriter
    ) {
        let arguments = values.map { value -> String in
            if value.isFlattenedPayload {
                return "try FlatTagged.flatTaggedDecodePayload(from: \(payloadDecoder))"
            }
            let key = codingKey(value.key, plan)
            if let defaultValue = value.defaultValue, value.isOptional {
                // Missing gives the default, `null` gives nil: the encoder writes `null` for nil.
                return
                    "\(value.label): \(source).contains(\(key)) ? try \(source).\(decodeMethod(value, ifPresent: true))(forKey: \(key)) : \(defaultValue)"
            }
            if let defaultValue = value.defaultValue {
                return
                    "\(value.label): try \(source).\(decodeMethod(value, ifPresent: true))(forKey: \(key)) ?? \(defaultValue)"
            }
            let method = decodeMethod(value, ifPresent: value.isOptional)
            return "\(value.label): try \(source).\(method)(forKey: \(key))"
        }
        let singleLine = "\(prefix).\(enumCase.name)(\(arguments.joined(separator: ", ")))"
        // One argument a line when that reads better and, with `#sourceLocation`, when the
        // user wrote one value a line right after the case, so every line maps exactly.
        let userLines = values.map(\.line)
        let wraps =
            plan.sourcePath == nil
            ? singleLine.count > 100 && values.count > 1
            : values.count > 1 && userLines == Array((enumCase.line + 1)...(enumCase.line + values.count))
        if wraps {
            let lines =
                ["\(prefix).\(enumCase.name)("]
                + arguments.enumerated().map { index, argument in
                    "    " + argument + (index == arguments.count - 1 ? ")" : ",")
                }
            writer.statement(lines, sourcePath: plan.sourcePath, line: enumCase.line)
        } else {
            writer.statement(singleLine, sourcePath: plan.sourcePath, line: enumCase.line)
        }
    }

    // MARK: - Unknown tags

    /// Where `#if` or OS versions decide which cases exist, the tags an error lists are built
    /// at run time, by a private static function.
    private static func usesAcceptedTagsHelper(_ plan: CodingPlan) -> Bool {
        plan.hasConditionalCases || plan.hasOSGatedCases
    }

    /// Every tag and alias decoding accepts, as errors list them: a literal, or a call of the
    /// function that lists those that exist here.
    private static func acceptedTags(_ plan: CodingPlan) -> String {
        if usesAcceptedTagsHelper(plan) { return "Self.flatTaggedAcceptedTags()" }
        return "[" + plan.acceptedTags.map { tagLiteral($0, plan) }.joined(separator: ", ") + "]"
    }

    private static func writeUnknownTag(_ plan: CodingPlan, _ writer: inout CodeWriter) {
        if let fallback = plan.fallback {
            if fallback.keepsObject {
                let key = StringLiteral.literal(plan.key)
                let tag = plan.integerTags ? "Swift.String(tag)" : "tag"
                let enumName = StringLiteral.literal(plan.displayName)
                writer.line("self = .\(fallback.name)(")
                writer.indented {
                    $0.line(
                        "try FlatTagged.FlatTaggedUnknown(key: \(key), tag: \(tag), enumName: \(enumName), from: decoder))"
                    )
                }
            } else {
                writer.line("self = .\(fallback.name)")
            }
            return
        }
        writer.line(
            "throw Swift.DecodingError.flatTaggedUnknownTag(tag, forKey: \(codingKey(plan.key, plan)), in: container, enumName: \(StringLiteral.literal(plan.displayName)), accepted: \(acceptedTags(plan)))"
        )
    }

    /// `private static func flatTaggedAcceptedTags()`: the tags and aliases of the cases that
    /// exist in this build and on this OS.
    private static func writeAcceptedTagsHelper(_ plan: CodingPlan, _ writer: inout CodeWriter) {
        writer.line("/// Every tag and alias of the cases available here, for errors about the tag.")
        writer.line(
            "\(plan.isNonisolated ? "nonisolated " : "")private static func flatTaggedAcceptedTags() -> [\(tagType(plan))] {"
        )
        writer.indented { writer in
            writeTagList(plan.cases, named: "accepted", includeAliases: true, integers: plan.integerTags, &writer)
            writer.line("return accepted")
        }
        writer.line("}")
    }
}
