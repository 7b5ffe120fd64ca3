/// Turns a `CodingPlan` into Swift text: the conformance declaration, `flatTagKey`, `flatTags`,
/// `flatTag`, `init(from:)` and `encode(to:)`.
///
/// A pure function of the plan: the same plan always gives the same text.
enum ConformanceEmitter {
    static func emit(_ plan: CodingPlan) -> String {
        var writer = CodeWriter()
        writer.conditional(plan.conditions) { writer in
            writeConformance(plan, &writer)
            writer.line("")
            let constraints = whereClause(plan)
            writer.block("extension \(plan.typeName)\(constraints) {") { writer in
                writeTagProperties(plan, &writer)
                if plan.decodes {
                    writer.line("")
                    writeDecoder(plan, &writer)
                }
                if plan.encodes {
                    writer.line("")
                    writeEncoder(plan, &writer)
                }
            }
        }
        return writer.text
    }

    private static func whereClause(_ plan: CodingPlan) -> String {
        guard !plan.constrainedGenericParameters.isEmpty else { return "" }
        let requirements = plan.constrainedGenericParameters.map { "\($0): \(plan.codingProtocol)" }
        return " where " + requirements.joined(separator: ", ")
    }

    /// A `nonisolated` enum gets a nonisolated conformance, usable off the main actor in
    /// targets with default main-actor isolation; compilers before 6.2 do not accept
    /// `nonisolated` on an extension. Any other enum gets a plain extension, whose isolation is
    /// the one synthesized `Codable` would have.
    private static func writeConformance(_ plan: CodingPlan, _ writer: inout CodeWriter) {
        let protocols = plan.declaresConformance ? "FlatTaggedEnum" : "\(plan.codingProtocol), FlatTaggedEnum"
        let declaration = "extension \(plan.typeName): \(protocols)\(whereClause(plan)) {}"
        guard plan.isNonisolated else {
            writer.line(declaration)
            return
        }
        writer.line("#if compiler(>=6.2)")
        writer.line("nonisolated " + declaration)
        writer.line("#else")
        writer.line(declaration)
        writer.line("#endif")
    }

    /// The modifiers of every generated member.
    private static func modifiers(_ plan: CodingPlan) -> String {
        plan.accessModifier + (plan.isNonisolated ? "nonisolated " : "")
    }

    // MARK: - Tags

    private static func writeTagProperties(_ plan: CodingPlan, _ writer: inout CodeWriter) {
        let modifiers = modifiers(plan)
        writer.line("/// The discriminator key.")
        writer.line("\(modifiers)static var flatTagKey: String { \(StringLiteral.literal(plan.key)) }")
        writer.line("")
        writer.line("/// The primary tag of every case, in declaration order.")
        if plan.hasConditionalCases {
            writer.block("\(modifiers)static var flatTags: [String] {") { writer in
                writeTagList(plan.cases, named: "tags", includeAliases: false, &writer)
                writer.line("return tags")
            }
        } else {
            let tags = plan.cases.map { StringLiteral.literal($0.tag) }.joined(separator: ", ")
            writer.line("\(modifiers)static var flatTags: [String] { [\(tags)] }")
        }
        writer.line("")
        writer.line("/// The tag this value encodes with.")
        writer.block("\(modifiers)var flatTag: String? {") { writer in
            writer.switchBlock("self") { writer in
                forEachCaseGroup(plan.cases, &writer) { enumCase, writer in
                    writer.line("case .\(enumCase.name): return \(StringLiteral.literal(enumCase.tag))")
                }
                if let fallback = plan.fallback {
                    if fallback.keepsObject {
                        writer.line("case .\(fallback.name)(let unknown): return unknown.tag")
                    } else {
                        writer.line("case .\(fallback.name): return nil")
                    }
                }
            }
        }
    }

    /// `var tags: [String] = []` followed by conditional appends.
    private static func writeTagList(
        _ cases: [CasePlan], named name: String, includeAliases: Bool, _ writer: inout CodeWriter
    ) {
        writer.line("var \(name): [String] = []")
        forEachCaseGroup(cases, &writer) { enumCase, writer in
            let tags = includeAliases ? [enumCase.tag] + enumCase.aliases : [enumCase.tag]
            if tags.count == 1 {
                writer.line("\(name).append(\(StringLiteral.literal(tags[0])))")
            } else {
                writer.line("\(name) += [\(tags.map(StringLiteral.literal).joined(separator: ", "))]")
            }
        }
    }

    /// Calls `body` for each case inside the `#if` blocks of the user's declaration.
    private static func forEachCaseGroup(
        _ cases: [CasePlan], _ writer: inout CodeWriter, _ body: (CasePlan, inout CodeWriter) -> Void
    ) {
        writer.conditionalItems(cases, conditions: \.conditions, body)
    }

    // MARK: - Decoding

    private static func writeDecoder(_ plan: CodingPlan, _ writer: inout CodeWriter) {
        let key = StringLiteral.literal(plan.key)
        writer.block("\(modifiers(plan))init(from decoder: any Decoder) throws {") { writer in
            writer.line("let container = try decoder.container(keyedBy: FlatTaggedCodingKey.self)")
            writer.line("let tag = try container.decode(String.self, forKey: \(key))")
            writer.switchBlock("tag") { writer in
                forEachCaseGroup(plan.cases, &writer) { enumCase, writer in
                    let tags = ([enumCase.tag] + enumCase.aliases).map(StringLiteral.literal).joined(separator: ", ")
                    writer.line("case \(tags):")
                    writer.indented { writer in writeDecodeCase(enumCase, plan, &writer) }
                }
                writer.line("default:")
                writer.indented { writer in writeUnknownTag(plan, &writer) }
            }
        }
    }

    private static func writeDecodeCase(_ enumCase: CasePlan, _ plan: CodingPlan, _ writer: inout CodeWriter) {
        switch enumCase.payload {
        case .none:
            writer.line("self = .\(enumCase.name)")
        case .single(let isOptional, let line):
            let value: String
            if let content = plan.contentKey {
                let method = isOptional ? "flatTaggedDecodeIfPresent" : "flatTaggedDecode"
                value = "try container.\(method)(forKey: \(StringLiteral.literal(content)))"
            } else {
                value = "try flatTaggedDecodePayload(from: decoder)"
            }
            writer.statement("self = .\(enumCase.name)(\(value))", sourcePath: plan.sourcePath, line: line)
        case .labeled(let values) where values.isEmpty:
            writer.line("self = .\(enumCase.name)()")
        case .labeled(let values):
            var source = "container"
            if let content = plan.contentKey {
                writer.line(
                    "let content = try container.nestedContainer(keyedBy: FlatTaggedCodingKey.self, forKey: \(StringLiteral.literal(content)))"
                )
                source = "content"
            }
            let arguments = values.map { value -> String in
                let key = StringLiteral.literal(value.key)
                if let defaultValue = value.defaultValue, value.isOptional {
                    // Missing gives the default, `null` gives nil: the encoder writes `null` for nil.
                    return
                        "\(value.label): \(source).contains(\(key)) ? try \(source).flatTaggedDecodeIfPresent(forKey: \(key)) : \(defaultValue)"
                }
                if let defaultValue = value.defaultValue {
                    return "\(value.label): try \(source).flatTaggedDecodeIfPresent(forKey: \(key)) ?? \(defaultValue)"
                }
                let method = value.isOptional ? "flatTaggedDecodeIfPresent" : "flatTaggedDecode"
                return "\(value.label): try \(source).\(method)(forKey: \(key))"
            }
            let singleLine = "self = .\(enumCase.name)(\(arguments.joined(separator: ", ")))"
            // One argument a line when that reads better and, with `#sourceLocation`, when the
            // user wrote one value a line right after the case, so every line maps exactly.
            let userLines = values.map(\.line)
            let wraps =
                plan.sourcePath == nil
                ? singleLine.count > 100 && values.count > 1
                : values.count > 1 && userLines == Array((enumCase.line + 1)...(enumCase.line + values.count))
            if wraps {
                let lines =
                    ["self = .\(enumCase.name)("]
                    + arguments.enumerated().map { index, argument in
                        "    " + argument + (index == arguments.count - 1 ? ")" : ",")
                    }
                writer.statement(lines, sourcePath: plan.sourcePath, line: enumCase.line)
            } else {
                writer.statement(singleLine, sourcePath: plan.sourcePath, line: enumCase.line)
            }
        }
    }

    private static func writeUnknownTag(_ plan: CodingPlan, _ writer: inout CodeWriter) {
        if let fallback = plan.fallback {
            if fallback.keepsObject {
                writer.line(
                    "self = .\(fallback.name)(try FlatTaggedUnknown(key: \(StringLiteral.literal(plan.key)), tag: tag, from: decoder))")
            } else {
                writer.line("self = .\(fallback.name)")
            }
            return
        }
        let accepted: String
        if plan.hasConditionalCases {
            writeTagList(plan.cases, named: "accepted", includeAliases: true, &writer)
            accepted = "accepted"
        } else {
            accepted = "[" + plan.acceptedTags.map(StringLiteral.literal).joined(separator: ", ") + "]"
        }
        writer.line(
            "throw DecodingError.flatTaggedUnknownTag(tag, forKey: \(StringLiteral.literal(plan.key)), in: container, enumName: \(StringLiteral.literal(plan.displayName)), accepted: \(accepted))"
        )
    }

    // MARK: - Encoding

    private static func writeEncoder(_ plan: CodingPlan, _ writer: inout CodeWriter) {
        writer.block("\(modifiers(plan))func encode(to encoder: any Encoder) throws {") { writer in
            writer.line("var container = encoder.container(keyedBy: FlatTaggedCodingKey.self)")
            writer.switchBlock("self") { writer in
                forEachCaseGroup(plan.cases, &writer) { enumCase, writer in
                    writeEncodeCase(enumCase, plan, &writer)
                }
                if let fallback = plan.fallback {
                    if fallback.keepsObject {
                        writer.line("case .\(fallback.name)(let unknown):")
                        writer.indented { writer in writer.line("try unknown.encode(to: encoder)") }
                    } else {
                        writer.line("case .\(fallback.name):")
                        writer.indented { writer in
                            writer.line(
                                "throw EncodingError.flatTaggedNoTag(self, enumName: \(StringLiteral.literal(plan.displayName)), caseName: \(StringLiteral.literal(fallback.displayName)), codingPath: encoder.codingPath)"
                            )
                        }
                    }
                }
            }
        }
    }

    private static func writeEncodeCase(_ enumCase: CasePlan, _ plan: CodingPlan, _ writer: inout CodeWriter) {
        let writeTag = "try container.encode(\(StringLiteral.literal(enumCase.tag)), forKey: \(StringLiteral.literal(plan.key)))"
        switch enumCase.payload {
        case .none, .labeled([]):
            writer.line("case .\(enumCase.name):")
            writer.indented { writer in writer.line(writeTag) }
        case .single(let isOptional, let line):
            writer.line("case .\(enumCase.name)(let payload):")
            writer.indented { writer in
                if let content = plan.contentKey {
                    // Adjacent: the tag, then the payload under the content key.
                    writer.line(writeTag)
                    let method = isOptional ? "encodeIfPresent" : "encode"
                    writer.statement(
                        "try container.\(method)(payload, forKey: \(StringLiteral.literal(content)))",
                        sourcePath: plan.sourcePath, line: line)
                } else {
                    // Flat: the payload's keys, then the tag, so that the tag wins.
                    writer.statement("try payload.encode(to: encoder)", sourcePath: plan.sourcePath, line: line)
                    writer.line(writeTag)
                }
            }
        case .labeled(let values):
            let bindings = values.map { "let " + $0.binding }.joined(separator: ", ")
            writer.line("case .\(enumCase.name)(\(bindings)):")
            writer.indented { writer in
                var target = "container"
                if let content = plan.contentKey {
                    writer.line(writeTag)
                    writer.line(
                        "var content = container.nestedContainer(keyedBy: FlatTaggedCodingKey.self, forKey: \(StringLiteral.literal(content)))"
                    )
                    target = "content"
                }
                for value in values {
                    // An optional with a default writes `null` for nil, which decodes back to nil
                    // rather than to the default.
                    let method = value.isOptional && value.defaultValue == nil ? "encodeIfPresent" : "encode"
                    writer.statement(
                        "try \(target).\(method)(\(value.binding), forKey: \(StringLiteral.literal(value.key)))",
                        sourcePath: plan.sourcePath, line: value.line)
                }
                if plan.contentKey == nil { writer.line(writeTag) }
            }
        }
    }
}
