/// Schemas that combine others: a flattened payload's keys merged into its case's object, and an
/// untagged case's `when:`/`unless:` keys.
extension FlatTaggedSchemaBuilder {
    /// `object` with the keys of a payload that is decoded from and encoded into the same object
    /// (the flat form's payload, a payload beside labeled values): the payload's properties and
    /// required keys merged in, one merged object per `anyOf` entry of the payload. A payload
    /// whose schema is not a set of objects stays beside the object in an `allOf`, which the
    /// strict subset can't say.
    public func flattening(_ payload: FlatTaggedValue, into object: FlatTaggedValue) -> FlatTaggedValue {
        guard payload != Self.leftOut, object != Self.leftOut else { return Self.leftOut }
        let resolved = resolved(payload)
        guard case .object(let payloadFields) = resolved, case .object(var fields) = object else {
            return isStrict ? Self.leftOut : .object(["allOf": .array([object, payload])])
        }
        if payloadFields.isEmpty { return object }  // any value: the object says all there is
        if case .array(let entries)? = payloadFields["anyOf"], payloadFields["type"] == nil {
            return anyOf(entries.map { flattening($0, into: object) })
        }
        guard payloadFields["type"] == .string("object"), payloadFields["allOf"] == nil else {
            return isStrict ? Self.leftOut : .object(["allOf": .array([object, payload])])
        }
        var properties = Self.fields(fields["properties"])
        for (key, schema) in Self.fields(payloadFields["properties"]) where properties[key] == nil {
            properties[key] = schema
        }
        fields["properties"] = .object(properties)
        var required = Self.strings(fields["required"])
        for key in Self.strings(payloadFields["required"]) where !required.contains(key) {
            required.append(key)
        }
        if !required.isEmpty { fields["required"] = .array(required.map(FlatTaggedValue.string)) }
        return .object(fields)
    }

    /// An untagged case's schema with the keys an object must have (`when:`) and must not have
    /// (`unless:`). The strict subset closes every object, so it says neither.
    public func requiring(_ keys: [String], absent: [String] = [], in schema: FlatTaggedValue) -> FlatTaggedValue {
        guard !isStrict, schema != Self.leftOut, !(keys.isEmpty && absent.isEmpty) else { return schema }
        var condition: [String: FlatTaggedValue] = ["type": .string("object")]
        if !keys.isEmpty { condition["required"] = .array(keys.map(FlatTaggedValue.string)) }
        if !absent.isEmpty {
            let any = absent.map { FlatTaggedValue.object(["required": .array([.string($0)])]) }
            condition["not"] = .object(["anyOf": .array(any)])
        }
        return .object(["allOf": .array([schema, .object(condition)])])
    }

    /// The body behind a `$ref` into this document's `$defs`, or the schema itself.
    private func resolved(_ schema: FlatTaggedValue) -> FlatTaggedValue {
        guard case .object(let fields) = schema, fields.count == 1, case .string(let pointer)? = fields["$ref"],
            pointer.hasPrefix("#/$defs/")
        else { return schema }
        let name = String(pointer.dropFirst("#/$defs/".count)).replacing("~1", with: "/").replacing("~0", with: "~")
        guard let body = definitions(named: name), body != Self.nothing else { return .null }
        return body
    }

    private static func fields(_ value: FlatTaggedValue?) -> [String: FlatTaggedValue] {
        if case .object(let fields)? = value { return fields }
        return [:]
    }

    private static func strings(_ value: FlatTaggedValue?) -> [String] {
        guard case .array(let values)? = value else { return [] }
        return values.compactMap { if case .string(let text) = $0 { text } else { nil } }
    }
}
