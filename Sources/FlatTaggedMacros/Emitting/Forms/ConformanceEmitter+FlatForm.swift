/// The flat form's coding: a case's data beside the tag, in the same container. A single payload
/// is decoded from the same decoder as the tag and encodes its own keys there; labeled values are
/// keys of the enum's container. The tag is encoded after the data, so that it wins over a
/// payload field of the same name.
extension ConformanceEmitter {
    /// A case whose data stands beside its tag: a single payload from the whole decoder,
    /// labeled values from the enum's own container.
    static func writeFlatDecodeCase(_ enumCase: CasePlan, _ plan: CodingPlan, _ writer: inout CodeWriter) {
        writeKeyedDecodeCase(
            enumCase, plan, &writer, singleValue: { _ in flatSinglePayloadDecoding(enumCase, plan) },
            valuesSource: { _ in ("container", "decoder") })
    }

    /// The expression that decodes a single payload: from the whole decoder. A payload type that
    /// decodes from a single value gets an error naming the enum, the case and the fix.
    static func flatSinglePayloadDecoding(_ enumCase: CasePlan, _ plan: CodingPlan) -> String {
        "try FlatTagged.flatTaggedDecodePayload(from: decoder, enumName: \(StringLiteral.literal(plan.displayName)), caseName: \(StringLiteral.literal(enumCase.unquotedName)), key: \(StringLiteral.literal(plan.key)))"
    }

    /// The payload's or labeled values' keys into the enum's own container, then the tag, unless
    /// a payload wrote one of the case's tags itself (which is kept).
    static func writeFlatEncodeCase(
        _ enumCase: CasePlan, _ tagged: TaggedCasePlan, _ plan: CodingPlan, _ writer: inout CodeWriter
    ) {
        let writeTag = tagEncoding(tagged, plan)
        switch enumCase.payload {
        case .none, .labeled([]):
            writer.line(writeTag ?? "break  // no tag: an empty object")
        case .single(_, let line):
            writeFlatSinglePayloadEncoding(enumCase, tagged, line: line, writeTag: writeTag, plan, &writer)
        case .labeled(let values):
            let flattened = values.first(where: \.isFlattenedPayload)
            if let flattened {
                writer.statement(
                    payloadEncoding(enumCase, tagged, to: "encoder", result: "let payloadWroteTag", plan),
                    sourcePath: plan.sourcePath, line: flattened.line)
            }
            for value in values where !value.isFlattenedPayload {
                writeEncodeValue(value, into: "container", plan, &writer)
            }
            if let writeTag {
                writer.line(flattened == nil ? writeTag : "if !payloadWroteTag { \(writeTag) }")
            }
        }
    }

    /// The payload's own keys, then the tag, unless the payload wrote one of this case's tags
    /// itself. The runtime throws for a payload that encodes a single value or an array, which
    /// would have nowhere to go, and for one that wrote the key with a value that is not one of
    /// the case's tags; it tells whether the payload wrote one of them, which then stands instead
    /// of the tag.
    static func writeFlatSinglePayloadEncoding(
        _ enumCase: CasePlan, _ tagged: TaggedCasePlan, line: Int, writeTag: String?, _ plan: CodingPlan,
        _ writer: inout CodeWriter
    ) {
        writer.statement(
            payloadEncoding(enumCase, tagged, to: "encoder", result: "let payloadWroteTag", plan),
            sourcePath: plan.sourcePath, line: line)
        if let writeTag { writer.line("if !payloadWroteTag { \(writeTag) }") }
    }

    /// `let payloadWroteTag = try FlatTagged.flatTaggedEncodePayload(payload, tag: …, to: encoder, …)`:
    /// the payload's keys into `encoder`'s object, through the guard that throws for a payload that
    /// is not an object and reports whether the payload wrote one of the case's tags itself.
    /// `result` is what the statement binds the report to (`_` where no tag follows: under the
    /// content key). Beside the key, a case without a tag of its own has no report: its payload
    /// must not write the key at all. Beside labeled values, `labelKeys: […]` lists their keys,
    /// which the payload must not write itself.
    static func payloadEncoding(
        _ enumCase: CasePlan, _ tagged: TaggedCasePlan, to encoder: String, result: String, _ plan: CodingPlan
    ) -> String {
        var labelKeys = ""
        if case .labeled(let values) = enumCase.payload {
            let keys = values.filter { !$0.isFlattenedPayload }.map { StringLiteral.literal($0.key) }
            if !keys.isEmpty { labelKeys = ", labelKeys: [\(keys.joined(separator: ", "))]" }
        }
        let caseName = enumCase.unquotedName
        if tagged.isTagless, result != "_" {
            return
                "try FlatTagged.flatTaggedEncodeTaglessPayload(payload, to: \(encoder), enumName: \(StringLiteral.literal(plan.displayName)), caseName: \(StringLiteral.literal(caseName)), key: \(StringLiteral.literal(plan.key))\(labelKeys))"
        }
        let aliases =
            tagged.aliases.isEmpty
            ? "" : "aliases: [\(tagged.aliases.map { tagLiteral($0, plan) }.joined(separator: ", "))], "
        return
            "\(result) = try FlatTagged.flatTaggedEncodePayload(payload, tag: \(tagLiteral(tagged.tag, plan)), \(aliases)to: \(encoder), enumName: \(StringLiteral.literal(plan.displayName)), caseName: \(StringLiteral.literal(caseName)), key: \(StringLiteral.literal(plan.key))\(labelKeys))"
    }
}
