/// Writes `// @FlatTagged(schema)`'s conformance: `flatTaggedSchema(in:)`, one `anyOf` entry per
/// case, built from the coding plan (where tags, keys and data stand in the enum's form) and the
/// schema plan (each value's type). `jsonSchema` and `strictJSONSchema` come with the protocol.
struct SchemaEmitter {
    let plan: CodingPlan
    let schema: SchemaPlan

    /// The extension, or nothing for an enum without `schema`.
    static func write(_ plan: CodingPlan, into writer: inout CodeWriter) {
        guard let schema = plan.schema else { return }
        SchemaEmitter(plan: plan, schema: schema).write(into: &writer)
    }

    private func write(into writer: inout CodeWriter) {
        let header = "extension \(plan.typeName): FlatTagged.FlatTaggedSchemaDefinition {"
        let body: (String, inout CodeWriter) -> Void = { isolation, writer in
            for attribute in plan.availability { writer.line(attribute) }
            writer.block(isolation + header) { writer in writeFunction(into: &writer) }
        }
        writer.line("")
        if plan.isNonisolated {
            writer.nonisolatedVariants(body)
        } else {
            body("", &writer)
        }
    }

    private func writeFunction(into writer: inout CodeWriter) {
        writer.line("/// The schema of every case's JSON, one `anyOf` entry each: what `jsonSchema` and")
        writer.line("/// `strictJSONSchema` are built from.")
        writer.block(
            "\(plan.modifiers)static func flatTaggedSchema(in schema: FlatTagged.FlatTaggedSchemaBuilder) -> FlatTagged.FlatTaggedValue {"
        ) { writer in
            writer.line("var cases: [FlatTagged.FlatTaggedValue] = []")
            let indexed = Array(zip(plan.cases, schema.cases))
            writer.conditionalItems(indexed, conditions: \.0.conditions) { item, writer in
                writer.line("cases.append(\(caseSchema(item.0, item.1)))")
            }
            if plan.fallback != nil {
                writer.line("cases.append(\(fallbackSchema))")
            }
            let description = schema.description.map { ", description: \(StringLiteral.literal($0))" } ?? ""
            writer.line("return schema.anyOf(cases\(description))")
        }
    }

    // MARK: - Cases

    private func caseSchema(_ enumCase: CasePlan, _ types: SchemaCasePlan) -> String {
        let text: String
        switch enumCase.coding {
        case .untagged(let untagged): text = untaggedSchema(enumCase, untagged, types)
        case .tagged(let tagged):
            switch tagged.placement {
            case .besideData: text = besideTag(enumCase, tagged, types, contentKey: nil)
            case .aroundContent(let content): text = besideTag(enumCase, tagged, types, contentKey: content.key)
            case .onlyKey: text = externalSchema(enumCase, tagged, types)
            }
        }
        guard let description = types.description else { return text }
        return "schema.describing(\(text), \(StringLiteral.literal(description)))"
    }

    /// The flat form (`contentKey` nil), a `flat` case, or the content form: the tag under the
    /// key, the data beside it or under the content key.
    private func besideTag(
        _ enumCase: CasePlan, _ tagged: TaggedCasePlan, _ types: SchemaCasePlan, contentKey: String?
    ) -> String {
        var tag = tagSchema(tagged)
        // Absent or `null`: the missing case (a tagless one has only `null` to say).
        if tagged.isMissing, !tagged.isTagless { tag = "schema.optional(\(tag))" }
        var properties = [(plan.key, tag)]
        var required = tagged.isMissing ? [] : [plan.key]
        var flattened: String?
        switch enumCase.payload {
        case .none:
            break
        case .single(let isOptional, _):
            let payload = (types.payload ?? .anyValue).expression
            if let contentKey {
                properties.append((contentKey, payload))
                if !isOptional { required.append(contentKey) }
            } else {
                flattened = payload
            }
        case .labeled(let values):
            let object = labeledObject(values, types.values, extra: [], required: [])
            if let contentKey {
                properties.append((contentKey, object))
                required.append(contentKey)
            } else {
                return labeledObject(values, types.values, extra: properties, required: required)
            }
        }
        let object = Self.object(properties, required: required)
        return flattened.map { "schema.flattening(\($0), into: \(object))" } ?? object
    }

    /// `{"tag": data}`, or the bare tag for a case without values (also `{"tag": {}}` and
    /// `{"tag": null}`); one object per tag and alias.
    private func externalSchema(_ enumCase: CasePlan, _ tagged: TaggedCasePlan, _ types: SchemaCasePlan) -> String {
        let data: String
        switch enumCase.payload {
        case .none: data = "schema.optional(\(Self.object([], required: [], closed: true)))"
        case .single: data = (types.payload ?? .anyValue).expression
        case .labeled(let values): data = labeledObject(values, types.values, extra: [], required: [])
        }
        var entries = enumCase.wireTags.map { tag in
            Self.object([(tag.text, data)], required: [tag.text], closed: true)
        }
        if case .none = enumCase.payload { entries.insert(tagSchema(tagged), at: 0) }
        return entries.count == 1 ? entries[0] : "schema.anyOf([\(entries.joined(separator: ", "))])"
    }

    /// The untagged form: the case's own shape, with its `when:` and `unless:` keys.
    private func untaggedSchema(_ enumCase: CasePlan, _ untagged: UntaggedCasePlan, _ types: SchemaCasePlan) -> String {
        let shape: String
        switch enumCase.payload {
        case .none: shape = "schema.null()"
        case .single: shape = (types.payload ?? .anyValue).expression
        case .labeled(let values): shape = labeledObject(values, types.values, extra: [], required: [])
        }
        let when = untagged.shape.whenKeys
        guard !when.isEmpty || !untagged.unlessKeys.isEmpty else { return shape }
        let absent = untagged.unlessKeys.isEmpty ? "" : ", absent: \(Self.strings(untagged.unlessKeys))"
        return "schema.requiring(\(Self.strings(when))\(absent), in: \(shape))"
    }

    /// Labeled values as one object (beside `extra` properties): each under its key, required
    /// when decoding requires it (not optional, no default); a flattened payload's keys merged in.
    private func labeledObject(
        _ values: [LabeledValue], _ types: [SchemaType], extra: [(String, String)], required extraRequired: [String]
    ) -> String {
        var properties = extra
        var required = extraRequired
        var flattened: String?
        for (value, type) in zip(values, types) {
            if value.isFlattenedPayload {
                flattened = type.expression
                continue
            }
            // A plain type's `null` is not nil: only an optional reads it.
            properties.append((value.key, type.expression))
            if !value.isOptional, value.defaultValue == nil { required.append(value.key) }
        }
        let object = Self.object(properties, required: required)
        return flattened.map { "schema.flattening(\($0), into: \(object))" } ?? object
    }

    // MARK: - Tags and the fallback

    /// The tag as a `const` (a one-value `enum` in the strict subset), its aliases as an `enum`;
    /// `null` for a case without a tag of its own.
    private func tagSchema(_ tagged: TaggedCasePlan) -> String {
        if tagged.isTagless { return "schema.null()" }
        let tags = [tagged.tag] + tagged.aliases
        if tags.count == 1 { return "schema.tag(\(tagged.tag.literal))" }
        return "schema.tags([\(tags.map(\.literal).joined(separator: ", "))])"
    }

    /// An object whose tag is none of the known ones (untagged: any value).
    private var fallbackSchema: String {
        let known = "[\(plan.acceptedTags.map(\.literal).joined(separator: ", "))]"
        switch plan.form {
        case .untagged:
            return "schema.anyValue()"
        case .external:
            let names =
                plan.acceptedTags.isEmpty
                ? "[Swift.String]()" : "[\(plan.acceptedTags.map(\.textLiteral).joined(separator: ", "))]"
            return "schema.anyOf([schema.unknownKey(excluding: \(names)), schema.unknownTag(excluding: \(names))])"
        case .flat, .content:
            let excluding =
                plan.acceptedTags.isEmpty
                ? "[\(plan.tagType)]()"
                : plan.integerTags ? known : "[\(plan.acceptedTags.map(\.textLiteral).joined(separator: ", "))]"
            return Self.object([(plan.key, "schema.unknownTag(excluding: \(excluding))")], required: [plan.key])
        }
    }

    // MARK: - Spelling

    private static func object(_ properties: [(String, String)], required: [String], closed: Bool = false) -> String {
        let pairs =
            properties.isEmpty
            ? "[:]" : "[" + properties.map { "\(StringLiteral.literal($0.0)): \($0.1)" }.joined(separator: ", ") + "]"
        return "schema.object(\(pairs), required: \(strings(required))\(closed ? ", closed: true" : ""))"
    }

    private static func strings(_ values: [String]) -> String {
        "[" + values.map(StringLiteral.literal).joined(separator: ", ") + "]"
    }
}
