/// The schemas generated code is written in: scalars, containers, tags, objects and `anyOf`.
/// Each says in the strict subset what it can, and stands for "left out" where it can't.
extension FlatTaggedSchemaBuilder {
    /// `{"type": "string"}`, with a `format` (`uri`, `uuid`) outside the strict subset.
    public func string(format: String? = nil) -> FlatTaggedValue {
        var fields: [String: FlatTaggedValue] = ["type": .string("string")]
        if let format, !isStrict { fields["format"] = .string(format) }
        return .object(fields)
    }

    /// `{"type": "boolean"}`.
    public func boolean() -> FlatTaggedValue {
        .object(["type": .string("boolean")])
    }

    /// `{"type": "number"}`: `Double`, `Float`, `Decimal`.
    public func number() -> FlatTaggedValue {
        .object(["type": .string("number")])
    }

    /// `{"type": "integer"}` with the type's `minimum` and `maximum` outside the strict subset.
    public func integer<T: FixedWidthInteger>(_ type: T.Type) -> FlatTaggedValue {
        var fields: [String: FlatTaggedValue] = ["type": .string("integer")]
        guard !isStrict else { return .object(fields) }
        fields["minimum"] = Self.integerValue(T.min)
        fields["maximum"] = Self.integerValue(T.max)
        return .object(fields)
    }

    /// `Date` as a default `JSONEncoder` writes it: seconds since 2001-01-01 as a number.
    public func date() -> FlatTaggedValue {
        number()
    }

    /// `Data` as a default `JSONEncoder` writes it: a Base64 string.
    public func data() -> FlatTaggedValue {
        guard !isStrict else { return string() }
        return .object(["type": .string("string"), "contentEncoding": .string("base64")])
    }

    /// `{}`: any JSON value (`FlatTaggedValue`, a type the generator can't read). Left out of
    /// the strict subset, where every schema has a type.
    public func anyValue() -> FlatTaggedValue {
        isStrict ? Self.leftOut : .object([:])
    }

    /// `{"type": "null"}`.
    public func null() -> FlatTaggedValue {
        .object(["type": .string("null")])
    }

    /// `{"type": "array", "items": …}`.
    public func array(_ items: FlatTaggedValue) -> FlatTaggedValue {
        items == Self.leftOut ? items : .object(["type": .string("array"), "items": items])
    }

    /// `[String: T]`: an object whose every value is `values`. Left out of the strict subset,
    /// where every object is closed.
    public func dictionary(_ values: FlatTaggedValue) -> FlatTaggedValue {
        guard !isStrict, values != Self.leftOut else { return Self.leftOut }
        return .object(["type": .string("object"), "additionalProperties": values])
    }

    /// `T?`: `{"anyOf": [T, {"type": "null"}]}`.
    public func optional(_ wrapped: FlatTaggedValue) -> FlatTaggedValue {
        wrapped == Self.leftOut ? wrapped : .object(["anyOf": .array([wrapped, null()])])
    }

    /// A tag: `{"const": "text"}`; in the strict subset a one-value `enum`, the form every
    /// provider documents.
    public func tag(_ tag: String) -> FlatTaggedValue {
        isStrict ? .object(["enum": .array([.string(tag)])]) : .object(["const": .string(tag)])
    }

    /// An integer tag: `{"const": 2}`, or `{"enum": [2]}` in the strict subset.
    public func tag(_ tag: Int) -> FlatTaggedValue {
        isStrict ? .object(["enum": .array([.int(Int64(tag))])]) : .object(["const": .int(Int64(tag))])
    }

    /// A tag and its aliases: `{"enum": ["login", "signin"]}`.
    public func tags(_ tags: [String]) -> FlatTaggedValue {
        .object(["enum": .array(tags.map(FlatTaggedValue.string))])
    }

    /// Integer tags and aliases: `{"enum": [2, 5]}`.
    public func tags(_ tags: [Int]) -> FlatTaggedValue {
        .object(["enum": .array(tags.map { .int(Int64($0)) })])
    }

    /// A string that is none of `tags` (a fallback's tag); left out of the strict subset.
    public func unknownTag(excluding tags: [String]) -> FlatTaggedValue {
        guard !isStrict else { return Self.leftOut }
        return .object(["type": .string("string"), "not": self.tags(tags)])
    }

    /// An integer that is none of `tags` (a fallback's integer tag); left out of the strict subset.
    public func unknownTag(excluding tags: [Int]) -> FlatTaggedValue {
        guard !isStrict else { return Self.leftOut }
        return .object(["type": .string("integer"), "not": self.tags(tags)])
    }

    /// An object with one key that is none of `tags` (an external fallback); left out of the
    /// strict subset.
    public func unknownKey(excluding tags: [String]) -> FlatTaggedValue {
        guard !isStrict else { return Self.leftOut }
        return .object([
            "type": .string("object"), "minProperties": .int(1), "maxProperties": .int(1),
            "propertyNames": .object(["not": self.tags(tags)]),
        ])
    }

    /// `{"type": "object", "properties": …, "required": …}`. `closed` adds
    /// `additionalProperties: false`; the strict subset closes every object and requires every
    /// property, drops an optional property it can't say, and leaves out an object that
    /// requires one.
    public func object(
        _ properties: KeyValuePairs<String, FlatTaggedValue>, required: [String], closed: Bool = false,
        description: String? = nil
    ) -> FlatTaggedValue {
        object(
            pairs: properties.map { ($0.key, $0.value) }, required: required, closed: closed, description: description)
    }

    /// ``object(_:required:closed:description:)`` with its properties as an array, as a
    /// template (``template(_:_:)``) reads them.
    func object(
        pairs properties: [(key: String, value: FlatTaggedValue)], required: [String], closed: Bool = false,
        description: String? = nil
    ) -> FlatTaggedValue {
        var kept: [String: FlatTaggedValue] = [:]
        for (key, schema) in properties {
            if schema == Self.leftOut {
                if required.contains(key) { return Self.leftOut }
                continue
            }
            kept[key] = schema
        }
        var fields: [String: FlatTaggedValue] = ["type": .string("object"), "properties": .object(kept)]
        let requiredKeys = isStrict ? properties.map(\.key).filter { kept[$0] != nil } : required
        if !requiredKeys.isEmpty { fields["required"] = .array(requiredKeys.map(FlatTaggedValue.string)) }
        if closed || isStrict { fields["additionalProperties"] = .bool(false) }
        if let description { fields["description"] = .string(description) }
        return .object(fields)
    }

    /// `{"anyOf": […]}`, one entry per case; the strict subset drops the entries it left out.
    public func anyOf(_ entries: [FlatTaggedValue], description: String? = nil) -> FlatTaggedValue {
        let kept = entries.filter { $0 != Self.leftOut }
        guard !kept.isEmpty || entries.isEmpty else { return Self.leftOut }
        var fields: [String: FlatTaggedValue] = ["anyOf": .array(kept)]
        if let description { fields["description"] = .string(description) }
        return .object(fields)
    }

    /// `schema` with a `description`.
    public func describing(_ schema: FlatTaggedValue, _ description: String) -> FlatTaggedValue {
        guard case .object(var fields) = schema, schema != Self.leftOut else { return schema }
        fields["description"] = .string(description)
        return .object(fields)
    }

    static func integerValue<T: FixedWidthInteger>(_ value: T) -> FlatTaggedValue {
        if let signed = Int64(exactly: value) { return .int(signed) }
        return .uint(UInt64(truncatingIfNeeded: value))
    }
}
