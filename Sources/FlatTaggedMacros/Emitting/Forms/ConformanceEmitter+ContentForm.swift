/// The content form's coding (`// @FlatTagged(content: "content")`): the tag, then the case's
/// data under the content key: a single payload as the value there, labeled values in a nested
/// keyed container.
extension ConformanceEmitter {
    /// A case whose data stands under the content key: a single payload is the value there,
    /// labeled values are decoded from the object there.
    static func writeContentDecodeCase(
        _ enumCase: CasePlan, _ content: ContentPlacement, _ plan: CodingPlan, _ writer: inout CodeWriter
    ) {
        writeKeyedDecodeCase(
            enumCase, plan, &writer,
            singleValue: { isOptional in
                contentSinglePayloadDecoding(enumCase, isOptional: isOptional, key: content.key, plan)
            },
            valuesSource: { writer in
                (
                    writeContentDecodingContainer(key: content.key, plan, &writer),
                    contentPayloadDecoder(key: content.key, plan)
                )
            })
    }

    /// The tag, then the case's data under the content key: a single payload as the value there
    /// (a nil optional omits the key unless `nulls:` names it), labeled values (and a payload
    /// flattened beside them) in the object there.
    static func writeContentEncodeCase(
        _ enumCase: CasePlan, _ tagged: TaggedCasePlan, _ content: ContentPlacement, _ plan: CodingPlan,
        _ writer: inout CodeWriter
    ) {
        let writeTag = tagEncoding(tagged, plan)
        switch enumCase.payload {
        case .none, .labeled([]):
            writer.line(writeTag ?? "break  // no tag: an empty object")
        case .single(let isOptional, let line):
            writeContentSinglePayloadEncoding(
                isOptional: isOptional, writesNull: content.writesNull, line: line, key: content.key,
                writeTag: writeTag, plan, &writer)
        case .labeled(let values):
            if let writeTag { writer.line(writeTag) }
            let target: String
            if let flattened = values.first(where: \.isFlattenedPayload) {
                target = writeContentFlattenedPayloadEncoding(
                    enumCase, tagged, key: content.key, line: flattened.line, plan, &writer)
            } else {
                target = writeContentEncodingContainer(key: content.key, plan, &writer)
            }
            for value in values where !value.isFlattenedPayload {
                writeEncodeValue(value, into: target, plan, &writer)
            }
        }
    }

    /// The expression that decodes a single payload: the value under the content key, whose
    /// errors name the enum and the case.
    static func contentSinglePayloadDecoding(
        _ enumCase: CasePlan, isOptional: Bool, key: String, _ plan: CodingPlan
    ) -> String {
        let method = isOptional ? "flatTaggedDecodeIfPresent" : "flatTaggedDecode"
        return
            "try container.\(method)(forKey: \(codingKey(key, plan)), enumName: \(StringLiteral.literal(plan.displayName)), caseName: \(StringLiteral.literal(enumCase.unquotedName)))"
    }

    /// `let content = …`: the nested container labeled values are decoded from; returns its name.
    static func writeContentDecodingContainer(key: String, _ plan: CodingPlan, _ writer: inout CodeWriter) -> String {
        writer.line(
            "let content = try container.nestedContainer(keyedBy: CodingKeys.self, forKey: \(codingKey(key, plan)))")
        return "content"
    }

    /// The tag, then the payload under the content key; a nil optional payload omits the key
    /// unless `nulls:` names it.
    static func writeContentSinglePayloadEncoding(
        isOptional: Bool, writesNull: Bool, line: Int, key: String, writeTag: String?, _ plan: CodingPlan,
        _ writer: inout CodeWriter
    ) {
        if let writeTag { writer.line(writeTag) }
        let method = isOptional && !writesNull ? "encodeIfPresent" : "encode"
        writer.statement(
            "try container.\(method)(payload, forKey: \(codingKey(key, plan)))", sourcePath: plan.sourcePath, line: line
        )
    }

    /// `var content = …`: the nested container labeled values are encoded into, after the tag;
    /// returns its name.
    static func writeContentEncodingContainer(key: String, _ plan: CodingPlan, _ writer: inout CodeWriter) -> String {
        writer.line(
            "var content = container.nestedContainer(keyedBy: CodingKeys.self, forKey: \(codingKey(key, plan)))")
        return "content"
    }

    /// A payload flattened beside labeled values under the content key: the payload's keys go
    /// into the object under the content key, then the values into the same object. Returns
    /// the name of the container the values are encoded into.
    static func writeContentFlattenedPayloadEncoding(
        _ enumCase: CasePlan, _ tagged: TaggedCasePlan, key: String, line: Int, _ plan: CodingPlan,
        _ writer: inout CodeWriter
    ) -> String {
        writer.line("let contentEncoder = container.superEncoder(forKey: \(codingKey(key, plan)))")
        writer.statement(
            payloadEncoding(enumCase, tagged, to: "contentEncoder", result: "_", plan), sourcePath: plan.sourcePath,
            line: line)
        writer.line("var content = contentEncoder.container(keyedBy: CodingKeys.self)")
        return "content"
    }

    /// The decoder of the object under the content key, which a flattened payload decodes from.
    static func contentPayloadDecoder(key: String, _ plan: CodingPlan) -> String {
        "container.superDecoder(forKey: \(codingKey(key, plan)))"
    }
}
