/// The keyed container a flat payload encodes its object into: the real encoder's container,
/// watched for the discriminator key and the keys of the case's labeled values.
///
/// Every value goes straight to `base`, so the payload's keys land beside the tag as before. A
/// value written under the key (a payload struct with a `type` field, a nested `// @FlatTagged`
/// enum with the same key) is also noted in the payload's `FlatPayloadEncoder`: the tag written
/// after the payload would replace it, so the caller keeps it when it is one of the tags it would
/// write, and throws otherwise (`encodeFlatPayload`). Only key types that have an instance for
/// the discriminator key are watched (`FlatPayloadEncoder.container(keyedBy:)`); for them the
/// watch costs one comparison of small strings per key.
struct FlatPayloadKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    var base: KeyedEncodingContainer<Key>
    let encoder: FlatPayloadEncoder
    /// The discriminator key as a `CodingKey`'s `stringValue`.
    let watchedKey: String

    var codingPath: [any CodingKey] { base.codingPath }

    /// Notes `value` if `key` is the discriminator key; the first value written there counts.
    @inline(__always)
    private func watch(_ key: Key, _ value: @autoclosure () -> WrittenKeyValue) {
        if key.stringValue == watchedKey, encoder.writtenKeyValue == nil {
            encoder.writtenKeyValue = value()
        }
        if !encoder.labelKeys.isEmpty, encoder.writtenLabelKey == nil, encoder.labelKeys.contains(key.stringValue) {
            encoder.writtenLabelKey = key.stringValue
        }
    }

    mutating func encodeNil(forKey key: Key) throws {
        watch(key, .other("null"))
        try base.encodeNil(forKey: key)
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
        watch(key, .other(String(value)))
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: String, forKey key: Key) throws {
        watch(key, .string(value))
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        watch(key, .other(String(value)))
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: Float, forKey key: Key) throws {
        watch(key, .other(String(value)))
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: Int, forKey key: Key) throws {
        watch(key, .integer(value))
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: Int8, forKey key: Key) throws {
        watch(key, .integer(Int(value)))
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: Int16, forKey key: Key) throws {
        watch(key, .integer(Int(value)))
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: Int32, forKey key: Key) throws {
        watch(key, .integer(Int(value)))
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: Int64, forKey key: Key) throws {
        watch(key, WrittenKeyValue(integer: value))
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: UInt, forKey key: Key) throws {
        watch(key, WrittenKeyValue(integer: value))
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: UInt8, forKey key: Key) throws {
        watch(key, .integer(Int(value)))
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: UInt16, forKey key: Key) throws {
        watch(key, .integer(Int(value)))
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: UInt32, forKey key: Key) throws {
        watch(key, WrittenKeyValue(integer: value))
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: UInt64, forKey key: Key) throws {
        watch(key, WrittenKeyValue(integer: value))
        try base.encode(value, forKey: key)
    }

    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        watch(key, WrittenKeyValue.of(value, userInfo: encoder.userInfo))
        try base.encode(value, forKey: key)
    }

    mutating func encodeConditional<Object: AnyObject & Encodable>(_ object: Object, forKey key: Key) throws {
        watch(key, WrittenKeyValue.of(object, userInfo: encoder.userInfo))
        try base.encodeConditional(object, forKey: key)
    }

    // `encodeIfPresent` is the protocol's: nothing for nil, else one of the methods above.

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        watch(key, .other("an object"))
        return base.nestedContainer(keyedBy: keyType, forKey: key)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        watch(key, .other("an array"))
        return base.nestedUnkeyedContainer(forKey: key)
    }

    mutating func superEncoder() -> any Encoder {
        base.superEncoder()
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        watch(key, .other("a value through superEncoder(forKey:)"))
        return base.superEncoder(forKey: key)
    }
}
