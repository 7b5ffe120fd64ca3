/// The content form's coding (`// @FlatTagged(content: "content")`): the tag, then the case's
/// data under the content key: a single payload as the value there, labeled values in a nested
/// keyed container. A `flat` case stands beside its tag, and is coded as the flat form codes it.
struct ContentFormEmitter: KeyedFormEmitter {
    var plan: CodingPlan
    /// The content key.
    var key: String

    var protocolFamily: String { "FlatTagged.FlatTagged" }
    var tags: any TagMembers { CaseTags(plan: plan, hasKey: true) }

    /// A case whose data stands under the content key: a single payload is the value there,
    /// labeled values are decoded from the object there.
    func writeDecodeCase(_ enumCase: CasePlan, _ tagged: TaggedCasePlan, into writer: inout CodeWriter) {
        guard case .aroundContent = tagged.placement else {
            return FlatFormEmitter(plan: plan).writeDecodeCase(enumCase, tagged, into: &writer)
        }
        tagCoding.writeKeyedDecodeCase(enumCase, into: &writer)
    }

    /// The value under the content key, whose errors name the enum and the case.
    func singlePayloadDecoding(_ enumCase: CasePlan, isOptional: Bool) -> String {
        let method = isOptional ? "flatTaggedDecodeIfPresent" : "flatTaggedDecode"
        return
            "try container.\(method)(forKey: \(plan.codingKey(key)), enumName: \(plan.enumNameLiteral), caseName: \(StringLiteral.literal(enumCase.unquotedName)))"
    }

    /// `let content = …`: the nested container labeled values are decoded from, and the decoder
    /// of the object under the content key, which a flattened payload decodes from.
    func writeValuesSource(into writer: inout CodeWriter) -> LabeledValueCoding.Source {
        writer.line(
            "let content = try container.nestedContainer(keyedBy: CodingKeys.self, forKey: \(plan.codingKey(key)))")
        return LabeledValueCoding.Source(
            container: "content", payloadDecoder: "container.superDecoder(forKey: \(plan.codingKey(key)))",
            restCall: "container.flatTaggedDecodeRest(forKey: \(plan.codingKey(key)), ")
    }

    /// The tag, then the case's data under the content key: a single payload as the value there
    /// (a nil optional omits the key unless `nulls:` names it), labeled values (and a payload
    /// flattened beside them) in the object there.
    func writeEncodeCase(_ enumCase: CasePlan, _ tagged: TaggedCasePlan, into writer: inout CodeWriter) {
        guard case .aroundContent(let content) = tagged.placement else {
            return FlatFormEmitter(plan: plan).writeEncodeCase(enumCase, tagged, into: &writer)
        }
        let writeTag = tagCoding.tagEncoding(tagged)
        switch enumCase.payload {
        case .none, .labeled([]):
            writer.line(writeTag ?? "break  // no tag: an empty object")
        case .single(let isOptional, let line):
            if let writeTag { writer.line(writeTag) }
            let statement =
                isOptional && content.writesNull
                ? LabeledValueCoding.encodeOrNull("payload", into: "container", forKey: plan.codingKey(key))
                : "try container.\(isOptional ? "encodeIfPresent" : "encode")(payload, forKey: \(plan.codingKey(key)))"
            writer.statement(statement, sourcePath: plan.sourcePath, line: line)
        case .labeled(let values):
            if let writeTag { writer.line(writeTag) }
            let rest = values.first(where: \.isRest)
            let flattened = values.first(where: \.isFlattenedPayload)
            // A case with `rest:` writes its object through one container keyed by any string,
            // its own keys and its rest keys alike (a second container under one key may replace
            // the first).
            let literalKeys = rest != nil && flattened == nil
            if let flattened {
                writeFlattenedPayloadEncoding(
                    enumCase, tagged, line: flattened.line, watchesKeys: rest != nil, into: &writer)
            } else if literalKeys {
                writer.line(
                    "var content = container.nestedContainer(keyedBy: FlatTagged.FlatTaggedCodingKey.self, forKey: \(plan.codingKey(key)))"
                )
            } else {
                writer.line(
                    "var content = container.nestedContainer(keyedBy: CodingKeys.self, forKey: \(plan.codingKey(key)))")
            }
            for value in values where value.hasKey {
                valueCoding.writeEncode(value, into: "content", literalKeys: literalKeys, &writer)
            }
            if let rest {
                // Every rest key after the case's own under the content key.
                let ownKeys =
                    valueCoding.restOwnKeys(values, tagKey: nil) + (flattened != nil ? " + flatTaggedRest.written" : "")
                let arguments =
                    "ownKeys: \(ownKeys), enumName: \(plan.enumNameLiteral), caseName: \(StringLiteral.literal(enumCase.unquotedName))"
                writer.line(
                    flattened != nil
                        ? "try FlatTagged.flatTaggedEncodeRest(\(rest.binding), to: contentEncoder, \(arguments))"
                        : "try content.flatTaggedEncodeRest(\(rest.binding), \(arguments))")
            }
        }
    }

    /// A payload flattened beside labeled values under the content key: the payload's keys go
    /// into the object under the content key, then the values into the same object, `content`.
    /// With `watchesKeys` (a case with `rest:`), the keys the payload writes are watched.
    private func writeFlattenedPayloadEncoding(
        _ enumCase: CasePlan, _ tagged: TaggedCasePlan, line: Int, watchesKeys: Bool = false,
        into writer: inout CodeWriter
    ) {
        writer.line("let contentEncoder = container.superEncoder(forKey: \(plan.codingKey(key)))")
        if watchesKeys { writer.line("let flatTaggedRest = FlatTagged.FlatTaggedRestWriter(contentEncoder)") }
        writer.statement(
            tagCoding.payloadEncoding(
                enumCase, tagged, to: watchesKeys ? "flatTaggedRest.encoder" : "contentEncoder", result: "_"),
            sourcePath: plan.sourcePath, line: line)
        writer.line("var content = contentEncoder.container(keyedBy: CodingKeys.self)")
    }
}
