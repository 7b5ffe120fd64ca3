/// What every form's `encode(to:)` shares: the switch over the cases and its OS-gated cases, the
/// keyed forms' (flat and content) encoder, the tag's and each labeled value's encoding.
extension ConformanceEmitter {
    /// The keyed forms' encoder (flat and content): the case's data and its primary tag in the
    /// enum's object.
    static func writeKeyedEncoder(_ plan: CodingPlan, _ writer: inout CodeWriter) {
        writeEncoderMember(plan, &writer) { writer in
            if let fallback = plan.fallback, fallback.keepsObject {
                // Before any keyed container: encoders write a dictionary's keys exactly, a keyed
                // container's through the key strategy, and can't mix the two in one value.
                writer.block("if case .\(fallback.name)(let unknown) = self {") { writer in
                    writer.line("// The object whose tag matched no case, as it was: its keys are data.")
                    writer.line("return try unknown.encode(to: encoder)")
                }
            }
            writer.line("var container = encoder.container(keyedBy: CodingKeys.self)")
            writeEncodeSwitch(plan, &writer) { fallback, writer in
                writer.line("case .\(fallback.name):")
                writer.indented { writer in
                    if fallback.keepsObject {
                        writer.line("return")  // its object was written before the container
                    } else {
                        writeNoTagError(fallback, plan, &writer)
                    }
                }
            }
        }
    }

    /// `switch self { … }` of every form's `encode(to:)`: each case (or group of cases that
    /// share a body) through its form's `writeEncodeCase`, the fallback through `fallbackCase`,
    /// then the OS-gated cases.
    static func writeEncodeSwitch(
        _ plan: CodingPlan, _ writer: inout CodeWriter, fallbackCase: (FallbackPlan, inout CodeWriter) -> Void
    ) {
        writer.switchBlock("self") { writer in
            forEachCaseGroup(plan.cases.filter { $0.availableCondition == nil }, &writer) { enumCase, writer in
                writer.line("case \(pattern(enumCase)):")
                writer.indented { writer in writeEncodeCase(enumCase, plan, &writer) }
            }
            if let fallback = plan.fallback { fallbackCase(fallback, &writer) }
            writeOSGatedCases(plan, &writer)
        }
    }

    /// A fallback without payload has no tag to write: encoding it throws.
    static func writeNoTagError(_ fallback: FallbackPlan, _ plan: CodingPlan, _ writer: inout CodeWriter) {
        writer.line(
            "throw Swift.EncodingError.flatTaggedNoTag(self, enumName: \(StringLiteral.literal(plan.displayName)), caseName: \(StringLiteral.literal(fallback.displayName)), codingPath: encoder.codingPath)"
        )
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
    static func pattern(_ enumCase: CasePlan) -> String {
        switch enumCase.payload {
        case .none, .labeled([]):
            ".\(enumCase.name)"
        case .single:
            ".\(enumCase.name)(let payload)"
        case .labeled(let values):
            ".\(enumCase.name)(\(values.map { "let " + $0.binding }.joined(separator: ", ")))"
        }
    }

    /// `try container.encode("text", forKey: .type)`: a keyed form's tag, or nil for a case
    /// without a tag of its own (`// @FlatTag(missing)`), which is written without the key.
    static func tagEncoding(_ tagged: TaggedCasePlan, _ plan: CodingPlan) -> String? {
        tagged.isTagless
            ? nil : "try container.encode(\(tagLiteral(tagged.tag, plan)), forKey: \(codingKey(plan.key, plan)))"
    }

    /// One labeled value under its key. A nil optional is omitted, unless it has a default
    /// (`null` then decodes back to nil rather than to the default) or `nulls:` names it. Every
    /// form writes its labeled values through this.
    static func writeEncodeValue(
        _ value: LabeledValue, into target: String, _ plan: CodingPlan, _ writer: inout CodeWriter
    ) {
        let key = codingKey(value.key, plan)
        if value.writesNull, value.isFamilyValue {
            writer.statement(
                [
                    "if let \(value.binding) {",
                    "    try \(target).\(encodeMethod(value, ifPresent: false))(\(value.binding), forKey: \(key))",
                    "} else {",
                    "    try \(target).encodeNil(forKey: \(key))",
                    "}",
                ], sourcePath: plan.sourcePath, line: value.line)
            return
        }
        let method = encodeMethod(value, ifPresent: value.isOptional && value.defaultValue == nil && !value.writesNull)
        writer.statement(
            "try \(target).\(method)(\(value.binding), forKey: \(key))", sourcePath: plan.sourcePath, line: value.line)
    }
}
