/// The content form's coding (`// @FlatTagged(content: "content")`): the tag, then the case's
/// data under the content key: a single payload as the value there, labeled values in a nested
/// keyed container.
extension ConformanceEmitter {
    /// The expression that decodes a single payload: the value under the content key.
    static func contentSinglePayloadDecoding(isOptional: Bool, key: String, _ plan: CodingPlan) -> String {
        let method = isOptional ? "flatTaggedDecodeIfPresent" : "flatTaggedDecode"
        return "try container.\(method)(forKey: \(codingKey(key, plan)))"
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
        _ enumCase: CasePlan, key: String, line: Int, _ plan: CodingPlan, _ writer: inout CodeWriter
    ) -> String {
        writer.line("let contentEncoder = container.superEncoder(forKey: \(codingKey(key, plan)))")
        writer.statement(
            payloadEncoding(enumCase, to: "contentEncoder", result: "_", plan), sourcePath: plan.sourcePath, line: line)
        writer.line("var content = contentEncoder.container(keyedBy: CodingKeys.self)")
        return "content"
    }

    /// The decoder of the object under the content key, which a flattened payload decodes from.
    static func contentPayloadDecoder(key: String, _ plan: CodingPlan) -> String {
        "container.superDecoder(forKey: \(codingKey(key, plan)))"
    }
}
