// The containers `FlatPayloadEncoder` gives a flat payload that asks for something other than an
// object. They never touch the real encoder: every value encoded through them throws the
// payload's `EncodingError.invalidValue`. The one exception is a single-value container asked
// for directly by the payload: a value of another type encoded through it (a wrapper forwarding
// to its struct) is encoded into the same flat encoder, so an object still lands beside the tag
// and a scalar still throws.

/// A single-value container that refuses scalars.
struct PayloadRejectingSingleValueContainer: SingleValueEncodingContainer {
    let encoder: FlatPayloadEncoder
    /// Whether a value of another type is encoded into the flat encoder (false inside an array).
    var forwardsValues = true

    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { throw encoder.reject(.singleValue) }
    mutating func encode(_ value: Bool) throws { throw encoder.reject(.singleValue) }
    mutating func encode(_ value: String) throws { throw encoder.reject(.singleValue) }
    mutating func encode(_ value: Double) throws { throw encoder.reject(.singleValue) }
    mutating func encode(_ value: Float) throws { throw encoder.reject(.singleValue) }
    mutating func encode(_ value: Int) throws { throw encoder.reject(.singleValue) }
    mutating func encode(_ value: Int8) throws { throw encoder.reject(.singleValue) }
    mutating func encode(_ value: Int16) throws { throw encoder.reject(.singleValue) }
    mutating func encode(_ value: Int32) throws { throw encoder.reject(.singleValue) }
    mutating func encode(_ value: Int64) throws { throw encoder.reject(.singleValue) }
    mutating func encode(_ value: UInt) throws { throw encoder.reject(.singleValue) }
    mutating func encode(_ value: UInt8) throws { throw encoder.reject(.singleValue) }
    mutating func encode(_ value: UInt16) throws { throw encoder.reject(.singleValue) }
    mutating func encode(_ value: UInt32) throws { throw encoder.reject(.singleValue) }
    mutating func encode(_ value: UInt64) throws { throw encoder.reject(.singleValue) }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        guard forwardsValues else { throw encoder.reject(.array) }
        try value.encode(to: encoder)
    }
}

/// An unkeyed container whose every element throws; asking for it already marked the payload as
/// an array, so an empty one throws too once the payload returns.
struct PayloadRejectingUnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: FlatPayloadEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { 0 }

    mutating func encodeNil() throws { throw encoder.reject(.array) }
    mutating func encode<Value: Encodable>(_ value: Value) throws { throw encoder.reject(.array) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        KeyedEncodingContainer(PayloadRejectingKeyedContainer<NestedKey>(encoder: encoder))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }

    mutating func superEncoder() -> any Encoder { PayloadRejectingEncoder(encoder: encoder) }
}

/// A keyed container inside an array payload: every value throws.
struct PayloadRejectingKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: FlatPayloadEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil(forKey key: Key) throws { throw encoder.reject(.array) }
    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws { throw encoder.reject(.array) }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(PayloadRejectingKeyedContainer<NestedKey>(encoder: encoder))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        PayloadRejectingUnkeyedContainer(encoder: encoder)
    }

    mutating func superEncoder() -> any Encoder { PayloadRejectingEncoder(encoder: encoder) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { PayloadRejectingEncoder(encoder: encoder) }
}

/// The encoder of an element inside an array payload: every container it gives throws.
struct PayloadRejectingEncoder: Encoder {
    let encoder: FlatPayloadEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { encoder.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(PayloadRejectingKeyedContainer<Key>(encoder: encoder))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { PayloadRejectingUnkeyedContainer(encoder: encoder) }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        PayloadRejectingSingleValueContainer(encoder: encoder, forwardsValues: false)
    }
}
