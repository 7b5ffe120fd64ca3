/// `encode(to:)`: the case's data, then its primary tag. A flat payload's own value of the key is
/// never replaced: the runtime keeps it when it is one of the case's tags and throws otherwise.
extension ConformanceEmitter {
    static func writeEncoder(_ plan: CodingPlan, _ writer: inout CodeWriter) {
        if plan.form == .external { return writeExternalEncoder(plan, &writer) }
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
            writeEncodeSwitch(plan, &writer, encodeCase: writeEncodeCase) { fallback, writer in
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
    /// share a body) through `encodeCase`, the fallback through `fallbackCase`, then the OS-gated
    /// cases.
    static func writeEncodeSwitch(
        _ plan: CodingPlan, _ writer: inout CodeWriter, encodeCase: (CasePlan, CodingPlan, inout CodeWriter) -> Void,
        fallbackCase: (FallbackPlan, inout CodeWriter) -> Void
    ) {
        writer.switchBlock("self") { writer in
            forEachCaseGroup(plan.cases.filter { $0.availableCondition == nil }, &writer) { enumCase, writer in
                writer.line("case \(pattern(enumCase)):")
                writer.indented { writer in encodeCase(enumCase, plan, &writer) }
            }
            if let fallback = plan.fallback { fallbackCase(fallback, &writer) }
            writeOSGatedCases(plan, &writer, encodeCase: encodeCase)
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
    private static func writeOSGatedCases(
        _ plan: CodingPlan, _ writer: inout CodeWriter, encodeCase: (CasePlan, CodingPlan, inout CodeWriter) -> Void
    ) {
        let gated = plan.cases.filter { $0.availableCondition != nil }
        guard !gated.isEmpty else { return }
        writer.line("default:")
        writer.indented { writer in
            for (index, enumCase) in gated.enumerated() {
                let opening = "if #available(\(enumCase.availableCondition ?? "*")), case \(pattern(enumCase)) = self {"
                writer.line(index == 0 ? opening : "} else " + opening)
                writer.indented { writer in encodeCase(enumCase, plan, &writer) }
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

    private static func writeEncodeCase(_ enumCase: CasePlan, _ plan: CodingPlan, _ writer: inout CodeWriter) {
        // A case without a tag of its own (`// @FlatTag(missing)`) is written without the key.
        let writeTag =
            enumCase.isTagless
            ? nil : "try container.encode(\(tagLiteral(enumCase.tag, plan)), forKey: \(codingKey(plan.key, plan)))"
        switch enumCase.payload {
        case .none, .labeled([]):
            writer.line(writeTag ?? "break  // no tag: an empty object")
        case .single(let isOptional, let line):
            switch plan.form(of: enumCase) {
            case .flat, .untagged:  // untagged: see Forms/
                writeFlatSinglePayloadEncoding(enumCase, line: line, writeTag: writeTag, plan, &writer)
            case .content(let key):
                writeContentSinglePayloadEncoding(
                    isOptional: isOptional, writesNull: enumCase.contentWritesNull, line: line, key: key,
                    writeTag: writeTag, plan, &writer)
            case .external:
                return  // written by writeExternalEncoder
            }
        case .labeled(let values):
            let form = plan.form(of: enumCase)
            let flattened = values.first(where: \.isFlattenedPayload)
            let target: String
            switch form {
            case .flat, .untagged:  // untagged: see Forms/
                if let flattened {
                    writer.statement(
                        payloadEncoding(enumCase, to: "encoder", result: "let payloadWroteTag", plan),
                        sourcePath: plan.sourcePath, line: flattened.line)
                }
                target = flatLabeledValuesEncodingContainer()
            case .content(let key):
                if let writeTag { writer.line(writeTag) }
                if let flattened {
                    target = writeContentFlattenedPayloadEncoding(
                        enumCase, key: key, line: flattened.line, plan, &writer)
                } else {
                    target = writeContentEncodingContainer(key: key, plan, &writer)
                }
            case .external:
                return  // written by writeExternalEncoder
            }
            for value in values where !value.isFlattenedPayload {
                writeEncodeValue(value, into: target, plan, &writer)
            }
            // The flat form writes the tag after the values, unless a flattened payload wrote one
            // of the case's tags itself (which is kept).
            if form == .flat, let writeTag {
                writer.line(flattened == nil ? writeTag : "if !payloadWroteTag { \(writeTag) }")
            }
        }
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
