/// Watches the keys a flattened payload writes in a case with `rest:`, so that a rest key the
/// payload also writes is an error rather than a silent replacement (`flatTaggedEncodeRest`).
///
/// ```swift
/// let flatTaggedRest = FlatTagged.FlatTaggedRestWriter(encoder)
/// let payloadWroteTag = try FlatTagged.flatTaggedEncodePayload(payload, …, to: flatTaggedRest.encoder, …)
/// …
/// try FlatTagged.flatTaggedEncodeRest(extra, to: encoder, ownKeys: […] + flatTaggedRest.written, …)
/// ```
@_spi(FlatTaggedGenerated)
public final class FlatTaggedRestWriter {
    let base: any Encoder
    /// The keys the payload wrote, as its key type spells them.
    public private(set) var written: [String] = []

    /// A watch over the object `encoder` holds.
    public init(_ encoder: any Encoder) {
        base = encoder
    }

    /// The object's encoder, watched: every key written through its keyed containers is noted.
    public var encoder: any Encoder { RestRecordingEncoder(base: base, writer: self) }

    func note(_ key: String) { written.append(key) }
}

/// The encoder a flattened payload encodes into in a case with `rest:`: the object's own
/// encoder, whose keyed containers note every key written.
struct RestRecordingEncoder: Encoder {
    let base: any Encoder
    let writer: FlatTaggedRestWriter

    var codingPath: [any CodingKey] { base.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { base.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(RestRecordingEncodingContainer(base: base.container(keyedBy: type), writer: writer))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { base.unkeyedContainer() }

    func singleValueContainer() -> any SingleValueEncodingContainer { base.singleValueContainer() }
}

/// A flattened payload's keyed container in a case with `rest:`: the base container, noting
/// each key written.
struct RestRecordingEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    var base: KeyedEncodingContainer<Key>
    let writer: FlatTaggedRestWriter

    var codingPath: [any CodingKey] { base.codingPath }

    private func note(_ key: Key) { writer.note(key.stringValue) }

    mutating func encodeNil(forKey key: Key) throws {
        note(key)
        try base.encodeNil(forKey: key)
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
        note(key)
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: String, forKey key: Key) throws {
        note(key)
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        note(key)
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: Float, forKey key: Key) throws {
        note(key)
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: Int, forKey key: Key) throws {
        note(key)
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: Int8, forKey key: Key) throws {
        note(key)
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: Int16, forKey key: Key) throws {
        note(key)
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: Int32, forKey key: Key) throws {
        note(key)
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: Int64, forKey key: Key) throws {
        note(key)
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: UInt, forKey key: Key) throws {
        note(key)
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: UInt8, forKey key: Key) throws {
        note(key)
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: UInt16, forKey key: Key) throws {
        note(key)
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: UInt32, forKey key: Key) throws {
        note(key)
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: UInt64, forKey key: Key) throws {
        note(key)
        try base.encode(value, forKey: key)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        note(key)
        try base.encode(value, forKey: key)
    }

    mutating func encodeConditional<T: AnyObject & Encodable>(_ object: T, forKey key: Key) throws {
        note(key)
        try base.encodeConditional(object, forKey: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        note(key)
        return base.nestedContainer(keyedBy: keyType, forKey: key)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        note(key)
        return base.nestedUnkeyedContainer(forKey: key)
    }

    mutating func superEncoder() -> any Encoder { base.superEncoder() }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        note(key)
        return base.superEncoder(forKey: key)
    }
}
