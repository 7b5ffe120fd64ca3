/// Decides the schema of each case from the coding plan (where tags, keys and data stand in the
/// enum's form) and the schema plan (each value's type): one `SchemaNode` per case, in the
/// order of `plan.cases`, then the fallback's.
struct SchemaShapes {
    let plan: CodingPlan
    let schema: SchemaPlan

    /// The schema of each case, the same order as `plan.cases`.
    var cases: [SchemaNode] {
        zip(plan.cases, schema.cases).map { enumCase, types in
            let node = caseSchema(enumCase, types)
            return types.description.map { .describing(node, $0) } ?? node
        }
    }

    private func caseSchema(_ enumCase: CasePlan, _ types: SchemaCasePlan) -> SchemaNode {
        switch enumCase.coding {
        case .untagged(let untagged): return untaggedSchema(enumCase, untagged, types)
        case .tagged(let tagged):
            switch tagged.placement {
            case .besideData: return besideTag(enumCase, tagged, types, contentKey: nil)
            case .aroundContent(let content): return besideTag(enumCase, tagged, types, contentKey: content.key)
            case .onlyKey: return externalSchema(enumCase, tagged, types)
            }
        }
    }

    /// The flat form (`contentKey` nil), a `flat` case, or the content form: the tag under the
    /// key, the data beside it or under the content key.
    private func besideTag(
        _ enumCase: CasePlan, _ tagged: TaggedCasePlan, _ types: SchemaCasePlan, contentKey: String?
    ) -> SchemaNode {
        var tag = tagSchema(tagged)
        // Absent or `null`: the missing case (a tagless one has only `null` to say).
        if tagged.isMissing, !tagged.isTagless { tag = .optional(tag) }
        var properties = [SchemaNode.Property(key: plan.key, schema: tag)]
        var required = tagged.isMissing ? [] : [plan.key]
        switch enumCase.payload {
        case .none:
            return .object(properties, required: required, closed: false)
        case .single(let isOptional, _):
            let payload = SchemaNode.type(types.payload ?? .anyValue)
            guard let contentKey else {
                return .flattening(payload, into: .object(properties, required: required, closed: false))
            }
            properties.append(.init(key: contentKey, schema: payload))
            if !isOptional { required.append(contentKey) }
            return .object(properties, required: required, closed: false)
        case .labeled(let values):
            guard let contentKey else {
                return labeledObject(values, types.values, extra: properties, required: required)
            }
            properties.append(.init(key: contentKey, schema: labeledObject(values, types.values)))
            required.append(contentKey)
            return .object(properties, required: required, closed: false)
        }
    }

    /// `{"tag": data}`, or the bare tag for a case without values (also `{"tag": {}}` and
    /// `{"tag": null}`); one object per tag and alias.
    private func externalSchema(_ enumCase: CasePlan, _ tagged: TaggedCasePlan, _ types: SchemaCasePlan) -> SchemaNode {
        let data: SchemaNode
        switch enumCase.payload {
        case .none: data = .optional(.object([], required: [], closed: true))
        case .single: data = .type(types.payload ?? .anyValue)
        case .labeled(let values): data = labeledObject(values, types.values)
        }
        var entries = enumCase.wireTags.map { tag in
            SchemaNode.object([.init(key: tag.text, schema: data)], required: [tag.text], closed: true)
        }
        if case .none = enumCase.payload { entries.insert(tagSchema(tagged), at: 0) }
        return entries.count == 1 ? entries[0] : .anyOf(entries)
    }

    /// The untagged form: the case's own shape, with its `when:` and `unless:` keys.
    private func untaggedSchema(_ enumCase: CasePlan, _ untagged: UntaggedCasePlan, _ types: SchemaCasePlan)
        -> SchemaNode
    {
        let shape: SchemaNode
        switch enumCase.payload {
        case .none: shape = .null
        case .single: shape = .type(types.payload ?? .anyValue)
        case .labeled(let values): shape = labeledObject(values, types.values)
        }
        let when = untagged.shape.whenKeys
        guard !when.isEmpty || !untagged.unlessKeys.isEmpty else { return shape }
        return .requiring(when, absent: untagged.unlessKeys, shape)
    }

    /// Labeled values as one object (beside `extra` properties): each under its key, required
    /// when decoding requires it (not optional, no default); a flattened payload's keys merged in.
    /// The `rest:` label has no key of its own: the object allows the keys it keeps (outside the
    /// strict subset, whose closed object describes the case without them).
    private func labeledObject(
        _ values: [LabeledValue], _ types: [SchemaType], extra: [SchemaNode.Property] = [],
        required extraRequired: [String] = []
    ) -> SchemaNode {
        var properties = extra
        var required = extraRequired
        var flattened: SchemaNode?
        for (value, type) in zip(values, types) {
            if value.isFlattenedPayload {
                flattened = .type(type)
                continue
            }
            if value.isRest { continue }
            properties.append(.init(key: value.key, schema: .type(type)))
            if !value.isOptional, value.defaultValue == nil { required.append(value.key) }
        }
        let object = SchemaNode.object(properties, required: required, closed: false)
        return flattened.map { .flattening($0, into: object) } ?? object
    }

    /// The tag as a `const` (a one-value `enum` in the strict subset), its aliases as an `enum`;
    /// `null` for a case without a tag of its own.
    private func tagSchema(_ tagged: TaggedCasePlan) -> SchemaNode {
        if tagged.isTagless { return .null }
        return tagged.aliases.isEmpty ? .tag(tagged.tag) : .tags([tagged.tag] + tagged.aliases)
    }

    /// An object whose tag is none of the known ones (untagged: any value); nil without a fallback.
    var fallback: SchemaNode? {
        guard plan.fallback != nil else { return nil }
        switch plan.form {
        case .untagged:
            return .anyValue
        case .external:
            let names = plan.acceptedTags.map(\.text)
            return .anyOf([
                .unknownKey(excluding: names), .unknownTag(excluding: plan.acceptedTags, integers: false),
            ])
        case .flat, .content:
            let tag = SchemaNode.unknownTag(excluding: plan.acceptedTags, integers: plan.integerTags)
            return .object([.init(key: plan.key, schema: tag)], required: [plan.key], closed: false)
        }
    }
}
