/// `init(from:)`, the private static functions that decode cases with default values, and the
/// unknown-tag path.
extension ConformanceEmitter {
    /// The type of the containers generated code decodes from.
    static let containerType = "Swift.KeyedDecodingContainer<CodingKeys>"

    /// The `switch` on a tag that every tagged form's `init(from:)` is built around: one `case`
    /// per case group with its tag and aliases, an OS-gated case decoded only where it is
    /// available (elsewhere its tag is an unknown tag), and `default:` for unknown tags.
    static func writeTagSwitch(
        _ subject: String, _ plan: CodingPlan, tagLiteral: (String) -> String, _ writer: inout CodeWriter,
        decodeCase: (CasePlan, inout CodeWriter) -> Void, unknownTag: (inout CodeWriter) -> Void
    ) {
        writer.switchBlock(subject) { writer in
            forEachCaseGroup(plan.cases, &writer) { enumCase, writer in
                let tags = ([enumCase.tag] + enumCase.aliases).map(tagLiteral).joined(separator: ", ")
                writer.line("case \(tags):")
                writer.indented { writer in
                    guard let condition = enumCase.availableCondition else {
                        decodeCase(enumCase, &writer)
                        return
                    }
                    // Where the case is not available, its tag is an unknown tag.
                    writer.block("if #available(\(condition)) {", closing: "} else {") { writer in
                        decodeCase(enumCase, &writer)
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

    static func writeDecoder(_ plan: CodingPlan, _ writer: inout CodeWriter) {
        if plan.form == .external { return writeExternalDecoder(plan, &writer) }
        let key = codingKey(plan.key, plan)
        writeDecoderMember(plan, &writer) { writer in
            writer.line("let container = try decoder.container(keyedBy: CodingKeys.self)")
            writeReadTag(plan, key: key, &writer)
            writeTagSwitch(
                "tag", plan, tagLiteral: { tagLiteral($0, plan) }, &writer,
                decodeCase: { enumCase, writer in writeDecodeCase(enumCase, plan, &writer) },
                unknownTag: { writer in writeUnknownTag(plan, &writer) })
        }
        writeDecodeHelpers(plan, &writer)
        if usesUnknownTagHelper(plan) {
            writer.line("")
            writeUnknownTagHelper(plan, &writer)
        }
    }

    /// `let tag = …`: a missing or `null` key is the `missing` case's tag where there is one,
    /// otherwise `keyNotFound`.
    private static func writeReadTag(_ plan: CodingPlan, key: String, _ writer: inout CodeWriter) {
        switch (plan.missingCase, plan.integerTags) {
        case (let missing?, false):
            writer.line(
                "let tag = try container.decodeIfPresent(Swift.String.self, forKey: \(key)) ?? \(tagLiteral(missing.tag, plan))"
            )
        case (let missing?, true):
            writer.line(
                "let tag = try container.flatTaggedDecodeIntegerTagIfPresent(forKey: \(key)) ?? \(tagLiteral(missing.tag, plan))"
            )
        case (nil, false):
            writer.line("let tag = try container.flatTaggedDecodeTag(forKey: \(key))")
        case (nil, true):
            writer.line("let tag = try container.flatTaggedDecodeIntegerTag(forKey: \(key))")
        }
    }

    private static func writeDecodeCase(_ enumCase: CasePlan, _ plan: CodingPlan, _ writer: inout CodeWriter) {
        switch enumCase.payload {
        case .none:
            writer.line("self = .\(enumCase.name)")
        case .single(let isOptional, let line):
            let value: String
            switch plan.form(of: enumCase) {
            case .flat, .untagged: value = flatSinglePayloadDecoding()  // untagged: see Forms/
            case .content(let key): value = contentSinglePayloadDecoding(isOptional: isOptional, key: key, plan)
            case .external: return  // written by writeExternalDecoder
            }
            writer.statement("self = .\(enumCase.name)(\(value))", sourcePath: plan.sourcePath, line: line)
        case .labeled(let values) where values.isEmpty:
            writer.line("self = .\(enumCase.name)()")
        case .labeled(let values):
            let source: String
            // The decoder a flattened payload decodes from: the object the values stand in.
            let payloadDecoder: String
            switch plan.form(of: enumCase) {
            case .flat, .untagged:  // untagged: see Forms/
                source = flatLabeledValuesDecodingContainer()
                payloadDecoder = "decoder"
            case .content(let key):
                source = writeContentDecodingContainer(key: key, plan, &writer)
                payloadDecoder = contentPayloadDecoder(key: key, plan)
            case .external: return  // written by writeExternalDecoder
            }
            if let helper = enumCase.decodeHelper {
                // Default values are evaluated in a static context, as in the declaration.
                let arguments = values.contains(where: \.isFlattenedPayload) ? "\(source), \(payloadDecoder)" : source
                writer.line("self = try Self.\(helper)(\(arguments))")
            } else {
                writeConstruction(
                    "self = ", enumCase, values, from: source, payloadDecoder: payloadDecoder, plan, &writer)
            }
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

    /// With OS-gated cases and no fallback, the unknown-tag error is thrown from two places and
    /// lists only the tags available where it runs: a private static function builds it.
    private static func usesUnknownTagHelper(_ plan: CodingPlan) -> Bool {
        plan.fallback == nil && plan.hasOSGatedCases
    }

    private static func writeUnknownTag(_ plan: CodingPlan, _ writer: inout CodeWriter) {
        if let fallback = plan.fallback {
            if fallback.keepsObject {
                writer.line(
                    "self = .\(fallback.name)(try FlatTagged.FlatTaggedUnknown(key: \(StringLiteral.literal(plan.key)), tag: \(plan.integerTags ? "Swift.String(tag)" : "tag"), from: decoder))"
                )
            } else {
                writer.line("self = .\(fallback.name)")
            }
            return
        }
        if usesUnknownTagHelper(plan) {
            writer.line("throw Self.flatTaggedUnknownTag(tag, in: container)")
            return
        }
        let accepted: String
        if plan.hasConditionalCases {
            writeTagList(plan.cases, named: "accepted", includeAliases: true, integers: plan.integerTags, &writer)
            accepted = "accepted"
        } else {
            accepted = "[" + plan.acceptedTags.map { tagLiteral($0, plan) }.joined(separator: ", ") + "]"
        }
        writeUnknownTagError("throw ", accepted: accepted, plan, &writer)
    }

    private static func writeUnknownTagHelper(_ plan: CodingPlan, _ writer: inout CodeWriter) {
        writer.line("/// The error for a tag that matches no case available here.")
        writer.line("\(plan.isNonisolated ? "nonisolated " : "")private static func flatTaggedUnknownTag(")
        writer.indented { writer in writer.line("_ tag: \(tagType(plan)), in container: \(containerType)") }
        writer.block(") -> Swift.DecodingError {") { writer in
            writeTagList(plan.cases, named: "accepted", includeAliases: true, integers: plan.integerTags, &writer)
            writeUnknownTagError("return ", accepted: "accepted", plan, &writer)
        }
    }

    private static func writeUnknownTagError(
        _ prefix: String, accepted: String, _ plan: CodingPlan, _ writer: inout CodeWriter
    ) {
        writer.line(
            "\(prefix)Swift.DecodingError.flatTaggedUnknownTag(tag, forKey: \(codingKey(plan.key, plan)), in: container, enumName: \(StringLiteral.literal(plan.displayName)), accepted: \(accepted))"
        )
    }
}
