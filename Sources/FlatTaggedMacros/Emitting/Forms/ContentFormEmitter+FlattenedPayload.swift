/// A content-form case whose payload is flattened beside labeled values under the content key
/// (`case created(Message, requestID: Int)`): the object there holds the payload's keys and the
/// case's own. It is coded as a hand-written `switch` codes a value under a key, with
/// `container.decode(_:forKey:)` and `container.encode(_:forKey:)`, never through
/// `superDecoder(forKey:)`/`superEncoder(forKey:)`, which some coders leave out
/// (swift-extras-json, SwiftCBOR):
///
/// - decoding, a private type per case (`FlatTaggedCreatedContent`) whose `init(from:)` reads
///   the payload and the labeled values from the decoder it is given (and, with `rest:`, the
///   object's other keys), as the flat form reads them from the enum's decoder;
/// - encoding, `FlatTagged.FlatTaggedContentObject`, whose `encode(to:)` runs the case's writing
///   of the payload and the values into the encoder it is given.
///
/// Errors keep their coding paths: the content key, then the payload's or the label's key.
extension ContentFormEmitter {
    /// The private type that decodes `enumCase`'s object under the content key, or nil for a
    /// case without a payload flattened there.
    func contentObjectType(of enumCase: CasePlan) -> String? {
        contentObjectCases.first { $0.plan == enumCase }?.type
    }

    /// The cases whose payload is flattened beside labeled values under the content key, each
    /// with the name of the type that decodes its object, distinct within the enum.
    private var contentObjectCases: [(plan: CasePlan, type: String)] {
        var used: Set<String> = []
        return plan.taggedCases.compactMap { enumCase, tagged in
            guard case .aroundContent = tagged.placement, case .labeled(let values) = enumCase.payload,
                values.contains(where: \.isFlattenedPayload)
            else { return nil }
            let base =
                SwiftNames.isPlainIdentifier(enumCase.unquotedName)
                ? "FlatTagged" + enumCase.unquotedName.prefix(1).uppercased() + enumCase.unquotedName.dropFirst()
                    + "Content"
                : "FlatTaggedCaseContent"
            var name = base
            var suffix = 2
            while !used.insert(name).inserted {
                name = base + String(suffix)
                suffix += 1
            }
            return (enumCase, name)
        }
    }

    /// `self = try container.decode(FlatTaggedCreatedContent.self, forKey: .data).value`; an
    /// error names the enum and the case.
    func writeFlattenedPayloadDecoding(_ enumCase: CasePlan, objectType: String, into writer: inout CodeWriter) {
        writer.block("do {", closing: "} catch {") { writer in
            writer.line("self = try container.decode(\(objectType).self, forKey: \(plan.codingKey(key))).value")
        }
        writer.indented { writer in tagCoding.writeCaseError(enumCase, into: &writer) }
        writer.line("}")
    }

    /// The private types that decode the objects under the content key, after `init(from:)`.
    func writeContentObjectTypes(into writer: inout CodeWriter) {
        for (enumCase, type) in contentObjectCases {
            guard case .labeled(let values) = enumCase.payload else { continue }
            writer.line("")
            writer.conditional(enumCase.conditions) { writer in
                guard plan.isNonisolated else {
                    return writeContentObjectType(enumCase, values, named: type, isolation: "", into: &writer)
                }
                // Decodable wherever the enum is; compilers before 6.2 take no `nonisolated` here.
                writer.nonisolatedVariants { isolation, writer in
                    writeContentObjectType(enumCase, values, named: type, isolation: isolation, into: &writer)
                }
            }
        }
    }

    /// `private struct FlatTaggedCreatedContent: Swift.Decodable`: the case, decoded from the
    /// object's decoder as the flat form decodes it from the enum's, `rest:` included.
    private func writeContentObjectType(
        _ enumCase: CasePlan, _ values: [LabeledValue], named type: String, isolation: String,
        into writer: inout CodeWriter
    ) {
        writer.line(
            "/// `.\(enumCase.unquotedName)` under the content key: its payload's keys beside its labeled values.")
        if let condition = enumCase.availableCondition { writer.line("@available(\(condition))") }
        writer.block("\(isolation)private struct \(type): Swift.Decodable {") { writer in
            writer.line("let value: \(plan.typeName)")
            writer.line("")
            writer.block("init(from decoder: any Swift.Decoder) throws {") { writer in
                // The container the labeled values are read from; a case with only its payload
                // and `rest:` reads none.
                if values.contains(where: \.hasKey) || enumCase.decodeHelper != nil {
                    writer.line("let content = try decoder.container(keyedBy: CodingKeys.self)")
                }
                valueCoding.writeDecode(
                    enumCase, values, from: LabeledValueCoding.Source(container: "content", payloadDecoder: "decoder"),
                    assigning: "value", owner: plan.typeName, into: &writer)
            }
        }
    }

    /// The payload's keys, then the values, written into the object under the content key by
    /// `FlatTagged.FlatTaggedContentObject`, encoded there with `encode(_:forKey:)`. With
    /// `rest:`, the keys the payload writes are watched, and the rest keys follow the values.
    func writeFlattenedPayloadEncoding(
        _ enumCase: CasePlan, _ tagged: TaggedCasePlan, _ values: [LabeledValue], into writer: inout CodeWriter
    ) {
        let rest = values.first(where: \.isRest)
        let line = values.first(where: \.isFlattenedPayload)?.line ?? enumCase.line
        writer.block("let contentObject = FlatTagged.FlatTaggedContentObject { contentEncoder in") { writer in
            let payloadEncoder = rest != nil ? "flatTaggedRest.encoder" : "contentEncoder"
            if rest != nil { writer.line("let flatTaggedRest = FlatTagged.FlatTaggedRestWriter(contentEncoder)") }
            writer.statement(
                tagCoding.payloadEncoding(enumCase, tagged, to: payloadEncoder, result: "_"),
                sourcePath: plan.sourcePath, line: line)
            if values.contains(where: \.hasKey) {
                writer.line("var content = contentEncoder.container(keyedBy: CodingKeys.self)")
                for value in values where value.hasKey {
                    valueCoding.writeEncode(value, into: "content", &writer)
                }
            }
            if let rest {
                let arguments = restArguments(enumCase, values, payloadKeys: "flatTaggedRest.written")
                writer.line("try FlatTagged.flatTaggedEncodeRest(\(rest.binding), to: contentEncoder, \(arguments))")
            }
        }
        writer.line("try container.encode(contentObject, forKey: \(plan.codingKey(key)))")
    }
}
