/// The content form's coding (`// @FlatTagged(content: "content")`): the tag, then the case's
/// data under the content key: a single payload as the value there, labeled values in a nested
/// keyed container. A `flat` case stands beside its tag, and is coded as the flat form codes it.
///
/// A payload flattened beside labeled values under the content key is a value under the key, as
/// a hand-written `switch` codes one (ContentFormEmitter+FlattenedPayload.swift).
struct ContentFormEmitter: KeyedFormEmitter {
    var plan: CodingPlan
    /// The content key.
    var key: String

    var protocolFamily: String { "FlatTagged.FlatTagged" }
    var tags: any TagMembers { CaseTags(plan: plan, hasKey: true) }

    /// The keyed decoder, then the private types that decode the object of each case whose
    /// payload is flattened beside labeled values under the content key.
    func writeDecoder(into writer: inout CodeWriter) {
        tagCoding.writeKeyedDecoder(into: &writer)
        writeContentObjectTypes(into: &writer)
    }

    /// A case whose data stands under the content key: a single payload is the value there,
    /// labeled values are decoded from the object there.
    func writeDecodeCase(_ enumCase: CasePlan, _ tagged: TaggedCasePlan, into writer: inout CodeWriter) {
        guard case .aroundContent = tagged.placement else {
            return FlatFormEmitter(plan: plan).writeDecodeCase(enumCase, tagged, into: &writer)
        }
        if let objectType = contentObjectType(of: enumCase) {
            return writeFlattenedPayloadDecoding(enumCase, objectType: objectType, into: &writer)
        }
        tagCoding.writeKeyedDecodeCase(enumCase, into: &writer)
    }

    /// The value under the content key, whose errors name the enum and the case.
    func singlePayloadDecoding(_ enumCase: CasePlan, isOptional: Bool) -> String {
        let method = isOptional ? "flatTaggedDecodeIfPresent" : "flatTaggedDecode"
        return
            "try container.\(method)(forKey: \(plan.codingKey(key)), enumName: \(plan.enumNameLiteral), caseName: \(StringLiteral.literal(enumCase.unquotedName)))"
    }

    /// `let content = …`: the nested container labeled values are decoded from. A case without
    /// a flattened payload (one with one decodes through its own type): its `rest:` label is
    /// read from the object under the content key.
    func writeValuesSource(into writer: inout CodeWriter) -> LabeledValueCoding.Source {
        writer.line(
            "let content = try container.nestedContainer(keyedBy: CodingKeys.self, forKey: \(plan.codingKey(key)))")
        return LabeledValueCoding.Source(
            container: "content", payloadDecoder: "decoder",
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
            if values.contains(where: \.isFlattenedPayload) {
                writeFlattenedPayloadEncoding(enumCase, tagged, values, into: &writer)
            } else {
                writeLabeledEncoding(enumCase, values, into: &writer)
            }
        }
    }

    /// Labeled values in a nested container under the content key. A case with `rest:` writes
    /// its object through one container keyed by any string, its own keys and its rest keys
    /// alike (a second container under one key may replace the first).
    private func writeLabeledEncoding(_ enumCase: CasePlan, _ values: [LabeledValue], into writer: inout CodeWriter) {
        let rest = values.first(where: \.isRest)
        let keyType = rest != nil ? "FlatTagged.FlatTaggedCodingKey" : "CodingKeys"
        writer.line(
            "var content = container.nestedContainer(keyedBy: \(keyType).self, forKey: \(plan.codingKey(key)))")
        for value in values where value.hasKey {
            valueCoding.writeEncode(value, into: "content", literalKeys: rest != nil, &writer)
        }
        if let rest {
            // Every rest key after the case's own, in the same container.
            writer.line(
                "try content.flatTaggedEncodeRest(\(rest.binding), \(restArguments(enumCase, values, payloadKeys: nil)))"
            )
        }
    }

    /// `ownKeys: […], enumName: …, caseName: …`: the arguments of a `rest:` label's encoding.
    /// The own keys are the case's keys, and with `payloadKeys` those the payload wrote.
    func restArguments(_ enumCase: CasePlan, _ values: [LabeledValue], payloadKeys: String?) -> String {
        let ownKeys = valueCoding.restOwnKeys(values, tagKey: nil) + (payloadKeys.map { " + " + $0 } ?? "")
        let caseName = StringLiteral.literal(enumCase.unquotedName)
        return "ownKeys: \(ownKeys), enumName: \(plan.enumNameLiteral), caseName: \(caseName)"
    }
}
