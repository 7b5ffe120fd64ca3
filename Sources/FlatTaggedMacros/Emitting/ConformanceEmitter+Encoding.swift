/// `encode(to:)`: the case's data, then its primary tag. A flat payload's own value of the key is
/// never replaced: the runtime keeps it when it is one of the case's tags and throws otherwise.
extension ConformanceEmitter {
    static func writeEncoder(_ plan: CodingPlan, _ writer: inout CodeWriter) {
        writer.block("\(modifiers(plan))func encode(to encoder: any Swift.Encoder) throws {") { writer in
            if let fallback = plan.fallback, fallback.keepsObject {
                // Before any keyed container: encoders write a dictionary's keys exactly, a keyed
                // container's through the key strategy, and can't mix the two in one value.
                writer.block("if case .\(fallback.name)(let unknown) = self {") { writer in
                    writer.line("// The object whose tag matched no case, as it was: its keys are data.")
                    writer.line("return try unknown.encode(to: encoder)")
                }
            }
            writer.line("var container = encoder.container(keyedBy: CodingKeys.self)")
            writer.switchBlock("self") { writer in
                forEachCaseGroup(plan.cases.filter { $0.availableCondition == nil }, &writer) { enumCase, writer in
                    writer.line("case \(pattern(enumCase)):")
                    writer.indented { writer in writeEncodeCase(enumCase, plan, &writer) }
                }
                if let fallback = plan.fallback {
                    if fallback.keepsObject {
                        writer.line("case .\(fallback.name):")
                        writer.indented { writer in writer.line("return") }
                    } else {
                        writer.line("case .\(fallback.name):")
                        writer.indented { writer in
                            writer.line(
                                "throw Swift.EncodingError.flatTaggedNoTag(self, enumName: \(StringLiteral.literal(plan.displayName)), caseName: \(StringLiteral.literal(fallback.displayName)), codingPath: encoder.codingPath)"
                            )
                        }
                    }
                }
                writeOSGatedCases(plan, &writer)
            }
        }
    }

    /// OS-gated cases can only be matched where they are available: `default:` matches them
    /// under `#available`. Elsewhere no such value can exist; if one did, encoding throws.
    private static func writeOSGatedCases(_ plan: CodingPlan, _ writer: inout CodeWriter) {
        let gated = plan.cases.filter { $0.availableCondition != nil }
        guard !gated.isEmpty else { return }
        writer.line("default:")
        writer.indented { writer in
            for (index, enumCase) in gated.enumerated() {
                let opening = "if #available(\(enumCase.availableCondition ?? "*")), case \(pattern(enumCase)) = self {"
                writer.line(index == 0 ? opening : "} else " + opening)
                writer.indented { writer in writeEncodeCase(enumCase, plan, &writer) }
            }
            writer.line("} else {")
            writer.indented { writer in
                writer.line(
                    "throw Swift.EncodingError.invalidValue(self, Swift.EncodingError.Context(codingPath: encoder.codingPath, debugDescription: \(StringLiteral.literal("\(plan.displayName): this case is not available on this platform"))))"
                )
            }
            writer.line("}")
        }
    }

    /// `.ping`, `.text(let payload)`, `.move(let x, let y)`.
    private static func pattern(_ enumCase: CasePlan) -> String {
        switch enumCase.payload {
        case .none, .labeled([]):
            ".\(enumCase.name)"
        case .single:
            ".\(enumCase.name)(let payload)"
        case .labeled(let values):
            ".\(enumCase.name)(\(values.map { "let " + $0.binding }.joined(separator: ", ")))"
        }
    }

    private static func writeEncodeCase(_ enumCase: CasePlan, _ plan: CodingPlan, _ writer: inout CodeWriter) {
        let writeTag = "try container.encode(\(tagLiteral(enumCase.tag, plan)), forKey: \(codingKey(plan.key, plan)))"
        switch enumCase.payload {
        case .none, .labeled([]):
            writer.line(writeTag)
        case .single(let isOptional, let line):
            if let content = plan.contentKey {
                // Adjacent: the tag, then the payload under the content key.
                writer.line(writeTag)
                let method = isOptional ? "encodeIfPresent" : "encode"
                writer.statement(
                    "try container.\(method)(payload, forKey: \(codingKey(content, plan)))",
                    sourcePath: plan.sourcePath, line: line)
            } else {
                // Flat: the payload's keys, then the tag, unless the payload wrote one of this
                // case's tags itself.
                writer.statement(flatPayloadEncoding(enumCase, plan), sourcePath: plan.sourcePath, line: line)
                writer.line("if !payloadWroteTag { \(writeTag) }")
            }
        case .labeled(let values):
            var target = "container"
            if let content = plan.contentKey {
                writer.line(writeTag)
                writer.line(
                    "var content = container.nestedContainer(keyedBy: CodingKeys.self, forKey: \(codingKey(content, plan)))"
                )
                target = "content"
            }
            for value in values {
                // An optional with a default writes `null` for nil, which decodes back to nil
                // rather than to the default.
                let method = encodeMethod(value, ifPresent: value.isOptional && value.defaultValue == nil)
                writer.statement(
                    "try \(target).\(method)(\(value.binding), forKey: \(codingKey(value.key, plan)))",
                    sourcePath: plan.sourcePath, line: value.line)
            }
            if plan.contentKey == nil { writer.line(writeTag) }
        }
    }

    /// A flat single payload's own keys, beside the tag; the runtime throws for a payload that
    /// encodes a single value or an array, which would have nowhere to go, and for one that wrote
    /// the key itself with a value that is not one of the case's tags. It tells whether the
    /// payload wrote one of them, which then stands instead of the tag.
    private static func flatPayloadEncoding(_ enumCase: CasePlan, _ plan: CodingPlan) -> String {
        let caseName = enumCase.name.hasPrefix("`") ? String(enumCase.name.dropFirst().dropLast()) : enumCase.name
        let aliases =
            enumCase.aliases.isEmpty ? "" : "aliases: [\(enumCase.aliases.map { tagLiteral($0, plan) }.joined(separator: ", "))], "
        return
            "let payloadWroteTag = try FlatTagged.flatTaggedEncodePayload(payload, tag: \(tagLiteral(enumCase.tag, plan)), \(aliases)to: encoder, enumName: \(StringLiteral.literal(plan.displayName)), caseName: \(StringLiteral.literal(caseName)), key: \(StringLiteral.literal(plan.key)))"
    }
}
