/// The external form's coding (`// @FlatTagged(external)`): the tag is the only key of an object
/// and the case's data its value (`{"S": "Hello"}`), or the bare tag for a case without values.
///
/// `init(from:)` reads the tag through the runtime's `FlatTaggedExternalCase`, which rejects an
/// object with no key or several and a value that is neither an object nor a string, then
/// switches on it; each case decodes its data from the value under the tag, so a payload's
/// error path runs through the tag. `encode(to:)` writes the bare tag or `{tag: value}`.
/// External tags are object keys, so always strings.
struct ExternalFormEmitter: TaggedFormEmitter {
    var plan: CodingPlan

    var protocolFamily: String { "FlatTagged.FlatTaggedExternal" }
    /// The tag is itself the key: no `flatTagKey`.
    var tags: any TagMembers { CaseTags(plan: plan, hasKey: false) }

    func writeDecoder(into writer: inout CodeWriter) {
        writeDecoderMember(into: &writer) { writer in
            writer.line(
                "let tagged = try FlatTagged.FlatTaggedExternalCase(from: decoder, enumType: Self.self, enumName: \(plan.enumNameLiteral))"
            )
            tagCoding.writeTagSwitch(on: "tagged.tag", into: &writer)
        }
        valueCoding.writeDecodeHelpers(into: &writer)
    }

    /// A case decoded from the value under its tag: nothing, a single payload, or labeled values
    /// (an error in them names the enum and the case).
    func writeDecodeCase(_ enumCase: CasePlan, _ tagged: TaggedCasePlan, into writer: inout CodeWriter) {
        switch enumCase.payload {
        case .none:
            writer.line("try tagged.decodeNoValue()")
            writer.line("self = .\(enumCase.name)")
        case .labeled(let values) where values.isEmpty:
            writer.line("try tagged.decodeNoValue()")
            writer.line("self = .\(enumCase.name)()")
        case .single(let isOptional, let line):
            let method = isOptional ? "decodeValueIfPresent" : "decodeValue"
            // An error names the enum (`tagged` knows it) and the case.
            writer.statement(
                "self = .\(enumCase.name)(try tagged.\(method)(caseName: \(StringLiteral.literal(enumCase.unquotedName))))",
                sourcePath: plan.sourcePath, line: line)
        case .labeled(let values):
            // An error in the values, or a value that is not an object, names the enum and the case.
            writer.block("do {", closing: "} catch {") { writer in
                writer.line("let content = try tagged.values(keyedBy: CodingKeys.self)")
                valueCoding.writeDecode(
                    enumCase, values,
                    from: LabeledValueCoding.Source(
                        container: "content", payloadDecoder: "decoder", restCall: "tagged.rest("),
                    into: &writer)
            }
            writer.indented { writer in tagCoding.writeCaseError(enumCase, into: &writer) }
            writer.line("}")
        }
    }

    /// The fallback, or the error listing every tag and alias available here.
    func writeUnknownTag(into writer: inout CodeWriter) {
        if let fallback = plan.fallback {
            writer.line(
                fallback.keepsObject ? "self = .\(fallback.name)(try tagged.unknown())" : "self = .\(fallback.name)")
            return
        }
        guard tagCoding.buildsAcceptedTags else {
            let accepted = plan.acceptedTags.map(\.textLiteral).joined(separator: ", ")
            writer.line("throw tagged.unknownCase(accepted: [\(accepted)])")
            return
        }
        CaseTags.writeTagList(plan.cases, named: "accepted", includeAliases: true, into: &writer)
        writer.line("throw tagged.unknownCase(accepted: accepted)")
    }

    func writeEncoder(into writer: inout CodeWriter) {
        writeEncoderMember(into: &writer) { writer in
            writeEncodeSwitch(into: &writer) { fallback, writer in
                if fallback.keepsObject {
                    writer.line("case .\(fallback.name)(let unknown):")
                    writer.indented { writer in writer.line("try unknown.encode(to: encoder)") }
                } else {
                    writer.line("case .\(fallback.name):")
                    writer.indented { writer in writeNoTagError(fallback, into: &writer) }
                }
            }
        }
    }

    /// `"ping"`, `{"S": payload}` or `{"move": {"x": …, "y": …}}`.
    func writeEncodeCase(_ enumCase: CasePlan, _ tagged: TaggedCasePlan, into writer: inout CodeWriter) {
        let tag = tagged.tag.textLiteral
        let container = "var container = encoder.container(keyedBy: FlatTagged.FlatTaggedCodingKey.self)"
        switch enumCase.payload {
        case .none:
            writer.line("var container = encoder.singleValueContainer()")
            writer.line("try container.encode(\(tag))")
        case .single(let isOptional, let line):
            writer.line(container)
            // An optional payload writes `null` for nil: `{"maybe": null}`.
            let statement =
                isOptional
                ? LabeledValueCoding.encodeOrNull("payload", into: "container", forKey: tag)
                : "try container.encode(payload, forKey: \(tag))"
            writer.statement(statement, sourcePath: plan.sourcePath, line: line)
        case .labeled(let values):
            writer.line(container)
            let rest = values.first(where: \.isRest)
            if values.isEmpty {
                writer.line(
                    "_ = container.nestedContainer(keyedBy: FlatTagged.FlatTaggedCodingKey.self, forKey: \(tag))")
            } else if rest != nil {
                // One container keyed by any string for the case's own keys and its rest keys.
                writer.line(
                    "var content = container.nestedContainer(keyedBy: FlatTagged.FlatTaggedCodingKey.self, forKey: \(tag))"
                )
            } else {
                writer.line("var content = container.nestedContainer(keyedBy: CodingKeys.self, forKey: \(tag))")
            }
            for value in values where value.hasKey {
                valueCoding.writeEncode(value, into: "content", literalKeys: rest != nil, &writer)
            }
            if let rest {
                // Every rest key after the case's own, in the object under the tag.
                writer.line(
                    "try content.flatTaggedEncodeRest(\(rest.binding), ownKeys: \(valueCoding.restOwnKeys(values, tagKey: nil)), enumName: \(plan.enumNameLiteral), caseName: \(StringLiteral.literal(enumCase.unquotedName)))"
                )
            }
        }
    }
}
