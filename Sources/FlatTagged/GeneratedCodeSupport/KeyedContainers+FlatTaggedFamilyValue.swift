// Family values in the cases of a `// @FlatTagged` enum: `case adopted(pet: any Animal)`,
// `(any Animal)?`, `[any Animal]`, `[String: any Animal]` and their nestings are coded exactly as
// `@Polymorphic` properties are, through the registry in `userInfo[.flatTagged]`. The generated
// code calls these helpers where the value's type names `any`; the case constructor infers
// `Value`, so generated code never names the user's types.

extension KeyedDecodingContainer {
    /// Decodes a family value of an enum case, as `@Polymorphic` decodes a property.
    @_spi(FlatTaggedGenerated)
    public func flatTaggedDecodeFamilyValue<Value>(forKey key: Key) throws -> Value {
        try decode(Polymorphic<Value>.self, forKey: key).wrappedValue
    }

    /// Decodes an optional family value of an enum case: a missing key or `null` is `nil`.
    @_spi(FlatTaggedGenerated)
    public func flatTaggedDecodeFamilyValueIfPresent<Value>(forKey key: Key) throws -> Value? {
        try decodeIfPresent(Polymorphic<Value>.self, forKey: key)?.wrappedValue
    }
}

// The values are taken as autoclosures: Swift opens an existential passed to a plain generic
// parameter (SE-0352), which would make `Value` the member's dynamic type (`Dog`, not
// `any Animal`) and hide the family. A function type is never opened.
extension KeyedEncodingContainer {
    /// Encodes a family value of an enum case, as `@Polymorphic` encodes a property.
    @_spi(FlatTaggedGenerated)
    public mutating func flatTaggedEncodeFamilyValue<Value>(_ value: @autoclosure () -> Value, forKey key: Key) throws {
        try encode(Polymorphic(wrappedValue: value()), forKey: key)
    }

    /// Encodes an optional family value of an enum case, leaving the key out when it is `nil`.
    @_spi(FlatTaggedGenerated)
    public mutating func flatTaggedEncodeFamilyValueIfPresent<Value>(
        _ value: @autoclosure () -> Value?, forKey key: Key
    )
        throws
    {
        guard let value = value() else { return }
        try encode(Polymorphic<Value>(wrappedValue: value), forKey: key)
    }
}
