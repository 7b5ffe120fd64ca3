/// Labeled values in every form: a case's construction from a keyed container
/// (`self = .move(x: try container.flatTaggedDecode(forKey: .x), …)`), the private static
/// functions that decode cases with default values, and one value's encoding.
///
/// Family values (`case adopted(pet: any Animal)`) are coded through the runtime's
/// `flatTaggedDecodeFamilyValue(forKey:)` and `flatTaggedEncodeFamilyValue(_:forKey:)`, which go
/// through `Polymorphic` and the registry in `userInfo`; every other value through the
/// container's plain methods.
struct LabeledValueCoding {
    /// Where labeled values are decoded from: a keyed container, and the decoder a flattened
    /// payload decodes from (the object the values stand in).
    struct Source {
        var container: String
        var payloadDecoder: String
        /// How a `rest:` label's keys are read without a flattened payload: the start of a call
        /// that `besides: [keys])` completes (`container.flatTaggedDecodeRest(forKey: .d, `), or
        /// nil to read them from `payloadDecoder`'s object.
        var restCall: String? = nil
        /// The key written beside the values in their object, which is no rest key: the
        /// discriminator, where the values stand beside the tag.
        var tagKey: String? = nil
    }

    /// The type of the containers generated code decodes from.
    static let containerType = "Swift.KeyedDecodingContainer<CodingKeys>"

    var plan: CodingPlan

    /// Labeled values decoded from `source`, through the case's helper where it has default
    /// values (evaluated in a static context, as in the declaration). The case is assigned to
    /// `self`, or with `assigning` to another variable (`value`, in a type nested in the enum,
    /// which names the enum's helpers through `owner`).
    func writeDecode(
        _ enumCase: CasePlan, _ values: [LabeledValue], from source: Source, assigning target: String = "self",
        owner: String = "Self", into writer: inout CodeWriter
    ) {
        if let helper = enumCase.decodeHelper {
            var arguments =
                values.contains(where: \.isFlattenedPayload)
                ? "\(source.container), \(source.payloadDecoder)" : source.container
            if !values.contains(where: \.isFlattenedPayload), values.contains(where: \.isRest) {
                // Without a payload to watch, the rest is read before the helper builds the case.
                arguments += ", " + restReading(values, from: source)
            }
            writer.line("\(target) = try \(owner).\(helper)(\(arguments))")
        } else {
            writeConstruction(enumCase, values, prefix: "\(target) = ", from: source, into: &writer)
        }
    }

    /// The private static functions that decode cases with default values.
    func writeDecodeHelpers(into writer: inout CodeWriter) {
        for enumCase in plan.cases where enumCase.decodeHelper != nil {
            writer.line("")
            writer.conditional(enumCase.conditions) { writer in writeDecodeHelper(enumCase, into: &writer) }
        }
    }

    /// `private static func flatTaggedDecodeResize(_ container: …) throws -> Self`: default
    /// values such as `= defaultWidth` name static members, which resolve in a static context.
    private func writeDecodeHelper(_ enumCase: CasePlan, into writer: inout CodeWriter) {
        guard let helper = enumCase.decodeHelper, case .labeled(let values) = enumCase.payload else { return }
        if let condition = enumCase.availableCondition { writer.line("@available(\(condition))") }
        writer.line("\(plan.isNonisolated ? "nonisolated " : "")private static func \(helper)(")
        writer.indented { writer in
            if values.contains(where: \.isFlattenedPayload) {
                writer.line("_ container: \(Self.containerType),")
                writer.line("_ decoder: any Swift.Decoder")
            } else if values.contains(where: \.isRest) {
                writer.line("_ container: \(Self.containerType),")
                writer.line("_ flatTaggedRest: [Swift.String: FlatTagged.FlatTaggedValue]")
            } else {
                writer.line("_ container: \(Self.containerType)")
            }
        }
        writer.block(") throws -> Self {") { writer in
            let restCall = values.contains(where: \.isRest) ? "" : nil
            writeConstruction(
                enumCase, values, prefix: "return ",
                from: Source(
                    container: "container", payloadDecoder: "decoder", restCall: restCall,
                    tagKey: helperTagKey(enumCase)),
                into: &writer)
        }
    }

    /// `self = .move(x: try container.flatTaggedDecode(forKey: "x"), …)`; a flattened payload
    /// is decoded from the source's payload decoder, the object the values stand in. One
    /// argument a line where that reads better or maps to the user's lines.
    private func writeConstruction(
        _ enumCase: CasePlan, _ values: [LabeledValue], prefix: String, from source: Source,
        into writer: inout CodeWriter
    ) {
        let container = source.container
        let flattened = values.first(where: \.isFlattenedPayload)
        let hasRest = values.contains(where: \.isRest)
        if hasRest, let flattened {
            // The payload first, through the watched decoder: the keys it asks for are read.
            writer.line("let flatTaggedRest = try FlatTagged.FlatTaggedRestReader(\(source.payloadDecoder))")
            writer.statement(
                "let payload: \(flattened.payloadType ?? "_") = try FlatTagged.flatTaggedDecodePayload(from: flatTaggedRest.decoder)",
                sourcePath: plan.sourcePath, line: flattened.line)
        }
        let arguments = values.map { value -> String in
            if value.isFlattenedPayload {
                if hasRest { return "payload" }
                return "try FlatTagged.flatTaggedDecodePayload(from: \(source.payloadDecoder))"
            }
            if value.isRest {
                let reading =
                    flattened != nil
                    ? "try flatTaggedRest.unread(besides: \(restOwnKeys(values, tagKey: source.tagKey)))"
                    : source.restCall == "" ? "flatTaggedRest" : restReading(values, from: source)
                return "\(value.label): \(reading)"
            }
            let key = plan.codingKey(value.key)
            if let defaultValue = value.defaultValue, value.isOptional {
                // Missing gives the default, `null` gives nil: the encoder writes `null` for nil.
                return
                    "\(value.label): \(container).contains(\(key)) ? try \(container).\(Self.decodeMethod(value, ifPresent: true))(forKey: \(key)) : \(defaultValue)"
            }
            if let defaultValue = value.defaultValue {
                return
                    "\(value.label): try \(container).\(Self.decodeMethod(value, ifPresent: true))(forKey: \(key)) ?? \(defaultValue)"
            }
            let method = Self.decodeMethod(value, ifPresent: value.isOptional)
            return "\(value.label): try \(container).\(method)(forKey: \(key))"
        }
        let singleLine = "\(prefix).\(enumCase.name)(\(arguments.joined(separator: ", ")))"
        // One argument a line when that reads better and, with `#sourceLocation`, when the
        // user wrote one value a line right after the case, so every line maps exactly.
        let userLines = values.map(\.line)
        let wraps =
            plan.sourcePath == nil
            ? singleLine.count > 100 && values.count > 1
            : values.count > 1 && userLines == Array((enumCase.line + 1)...(enumCase.line + values.count))
        if wraps {
            let lines =
                ["\(prefix).\(enumCase.name)("]
                + arguments.enumerated().map { index, argument in
                    "    " + argument + (index == arguments.count - 1 ? ")" : ",")
                }
            writer.statement(lines, sourcePath: plan.sourcePath, line: enumCase.line)
        } else {
            writer.statement(singleLine, sourcePath: plan.sourcePath, line: enumCase.line)
        }
    }

    /// The keys a case with `rest:` writes in its object, which are no rest keys, as a literal.
    func restOwnKeys(_ values: [LabeledValue], tagKey: String?) -> String {
        let keys = (tagKey.map { [$0] } ?? []) + values.filter(\.hasKey).map(\.key)
        return "[" + keys.map(StringLiteral.literal).joined(separator: ", ") + "]"
    }

    /// `try FlatTagged.FlatTaggedRestReader(decoder).unread(besides: ["type", "id"])`: the
    /// keys of the values' object that the case does not read, where no payload is watched.
    private func restReading(_ values: [LabeledValue], from source: Source) -> String {
        let call = source.restCall ?? "FlatTagged.FlatTaggedRestReader(\(source.payloadDecoder)).unread("
        return "try \(call)besides: \(restOwnKeys(values, tagKey: source.tagKey)))"
    }

    /// The discriminator inside a decode helper of a case whose values stand beside the tag (the
    /// flat form, a `flat` case): a key of the object the rest is read from.
    private func helperTagKey(_ enumCase: CasePlan) -> String? {
        enumCase.tagged?.placement == .besideData ? plan.key : nil
    }

    /// One labeled value under its key. A nil optional is omitted, unless it has a default
    /// (`null` then decodes back to nil rather than to the default) or `nulls:` names it. Every
    /// form writes its labeled values through this.
    ///
    /// With `literalKeys`, the key is a string literal, for a container keyed by
    /// `FlatTaggedCodingKey` (the object of a case with `rest:` under a key).
    func writeEncode(_ value: LabeledValue, into target: String, literalKeys: Bool = false, _ writer: inout CodeWriter)
    {
        let key = literalKeys ? StringLiteral.literal(value.key) : plan.codingKey(value.key)
        let method = Self.encodeMethod(value, ifPresent: false)
        if value.isOptional, value.writesNull || value.defaultValue != nil {
            writer.statement(
                Self.encodeOrNull(value.binding, into: target, method: method, forKey: key),
                sourcePath: plan.sourcePath, line: value.line)
            return
        }
        writer.statement(
            "try \(target).\(value.isOptional ? Self.encodeMethod(value, ifPresent: true) : method)(\(value.binding), forKey: \(key))",
            sourcePath: plan.sourcePath, line: value.line)
    }

    /// `if let value { try container.encode(value, forKey: key) } else { try container.encodeNil(forKey: key) }`:
    /// `null` for nil written as a hand-written conformance writes it, never as
    /// `encode(Optional.none, forKey:)`, which goes through the optional's single-value
    /// container: a coder may write nothing there (swift-extras-json does, then traps).
    static func encodeOrNull(_ binding: String, into target: String, method: String = "encode", forKey key: String)
        -> String
    {
        "if let \(binding) { try \(target).\(method)(\(binding), forKey: \(key)) } else { try \(target).encodeNil(forKey: \(key)) }"
    }

    /// The container method that decodes `value`: `flatTaggedDecode`, or with `ifPresent`
    /// `flatTaggedDecodeIfPresent`; their family forms for a family value.
    private static func decodeMethod(_ value: LabeledValue, ifPresent: Bool) -> String {
        switch (value.isFamilyValue, ifPresent) {
        case (false, false): "flatTaggedDecode"
        case (false, true): "flatTaggedDecodeIfPresent"
        case (true, false): "flatTaggedDecodeFamilyValue"
        case (true, true): "flatTaggedDecodeFamilyValueIfPresent"
        }
    }

    /// The container method that encodes `value`: `encode`, or with `ifPresent`
    /// `encodeIfPresent`; their family forms for a family value.
    private static func encodeMethod(_ value: LabeledValue, ifPresent: Bool) -> String {
        switch (value.isFamilyValue, ifPresent) {
        case (false, false): "encode"
        case (false, true): "encodeIfPresent"
        case (true, false): "flatTaggedEncodeFamilyValue"
        case (true, true): "flatTaggedEncodeFamilyValueIfPresent"
        }
    }
}
