/// The flat form's coding: a case's data beside the tag, in the same container. A single payload
/// is decoded from the same decoder as the tag and encodes its own keys there; labeled values are
/// keys of the enum's container. The tag is encoded after the data, so that it wins over a
/// payload field of the same name. A `flat` case of the content form is coded here too.
struct FlatFormEmitter: KeyedFormEmitter {
    var plan: CodingPlan

    var protocolFamily: String { "FlatTagged.FlatTagged" }
    var tags: any TagMembers { CaseTags(plan: plan, hasKey: true) }

    /// A case whose data stands beside its tag: a single payload from the whole decoder,
    /// labeled values from the enum's own container.
    func writeDecodeCase(_ enumCase: CasePlan, _ tagged: TaggedCasePlan, into writer: inout CodeWriter) {
        tagCoding.writeKeyedDecodeCase(enumCase, into: &writer)
    }

    /// From the whole decoder. A payload type that decodes from a single value gets an error
    /// naming the enum, the case and the fix.
    func singlePayloadDecoding(_ enumCase: CasePlan, isOptional: Bool) -> String {
        "try FlatTagged.flatTaggedDecodePayload(from: decoder, enumName: \(plan.enumNameLiteral), caseName: \(StringLiteral.literal(enumCase.unquotedName)), key: \(StringLiteral.literal(plan.key)))"
    }

    /// The enum's own container, and the whole decoder for a flattened payload.
    func writeValuesSource(into writer: inout CodeWriter) -> LabeledValueCoding.Source {
        LabeledValueCoding.Source(container: "container", payloadDecoder: "decoder", tagKey: plan.key)
    }

    /// The payload's or labeled values' keys into the enum's own container, then the tag, unless
    /// a payload wrote one of the case's tags itself (which is kept).
    func writeEncodeCase(_ enumCase: CasePlan, _ tagged: TaggedCasePlan, into writer: inout CodeWriter) {
        let writeTag = tagCoding.tagEncoding(tagged)
        switch enumCase.payload {
        case .none, .labeled([]):
            writer.line(writeTag ?? "break  // no tag: an empty object")
        case .single(_, let line):
            // The payload's own keys, then the tag, unless the payload wrote one of this case's
            // tags itself. The runtime throws for a payload that encodes a single value or an
            // array, which would have nowhere to go, and for one that wrote the key with a value
            // that is not one of the case's tags; it tells whether the payload wrote one of
            // them, which then stands instead of the tag.
            writer.statement(
                tagCoding.payloadEncoding(enumCase, tagged, to: "encoder", result: "let payloadWroteTag"),
                sourcePath: plan.sourcePath, line: line)
            if let writeTag { writer.line("if !payloadWroteTag { \(writeTag) }") }
        case .labeled(let values):
            let flattened = values.first(where: \.isFlattenedPayload)
            let rest = values.first(where: \.isRest)
            if let flattened {
                // Beside a rest, the keys the payload writes are watched: a rest key must not repeat one.
                if rest != nil { writer.line("let flatTaggedRest = FlatTagged.FlatTaggedRestWriter(encoder)") }
                writer.statement(
                    tagCoding.payloadEncoding(
                        enumCase, tagged, to: rest != nil ? "flatTaggedRest.encoder" : "encoder",
                        result: "let payloadWroteTag"),
                    sourcePath: plan.sourcePath, line: flattened.line)
            }
            for value in values where value.hasKey {
                valueCoding.writeEncode(value, into: "container", &writer)
            }
            if let writeTag {
                writer.line(flattened == nil ? writeTag : "if !payloadWroteTag { \(writeTag) }")
            }
            if let rest {
                // Every rest key after the case's own, which it must not repeat.
                let ownKeys =
                    valueCoding.restOwnKeys(values, tagKey: tagged.isTagless ? nil : plan.key)
                    + (flattened != nil ? " + flatTaggedRest.written" : "")
                writer.line(
                    "try FlatTagged.flatTaggedEncodeRest(\(rest.binding), to: encoder, ownKeys: \(ownKeys), enumName: \(plan.enumNameLiteral), caseName: \(StringLiteral.literal(enumCase.unquotedName)))"
                )
            }
        }
    }
}
