/// The decoder a flattened payload decodes from in a case with `rest:`: the object's own decoder,
/// whose keyed containers note every key the payload asks for (`contains`, `decode`,
/// `decodeNil`, `decodeIfPresent` through them, nested containers and `superDecoder(forKey:)`)
/// and every key `allKeys` presents to it,
/// so that those keys count as read, present or not (`FlatTaggedRestReader`). Everything else is
/// the base decoder's; values are decoded by the base container, so a coder's own handling of
/// dates, data and numbers is unchanged.
struct RestRecordingDecoder: Decoder {
    let base: any Decoder
    let reader: FlatTaggedRestReader

    var codingPath: [any CodingKey] { base.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { base.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(RestRecordingContainer(base: try base.container(keyedBy: type), reader: reader))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { try base.unkeyedContainer() }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { try base.singleValueContainer() }
}

/// A flattened payload's keyed container in a case with `rest:`: the base container, noting each
/// key asked for.
struct RestRecordingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let base: KeyedDecodingContainer<Key>
    let reader: FlatTaggedRestReader

    var codingPath: [any CodingKey] { base.codingPath }
    /// Every key the payload's key type presents: a payload that enumerates them (a
    /// dictionary-like payload) has read them all, whether it decodes their values or not.
    var allKeys: [Key] {
        let keys = base.allKeys
        for key in keys { note(key) }
        return keys
    }

    private func note(_ key: Key) {
        reader.asked.insert(key.stringValue)
    }

    func contains(_ key: Key) -> Bool {
        note(key)
        return base.contains(key)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        note(key)
        return try base.decodeNil(forKey: key)
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        note(key)
        return try base.decode(type, forKey: key)
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        note(key)
        return try base.decode(type, forKey: key)
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        note(key)
        return try base.decode(type, forKey: key)
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        note(key)
        return try base.decode(type, forKey: key)
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        note(key)
        return try base.decode(type, forKey: key)
    }

    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        note(key)
        return try base.decode(type, forKey: key)
    }

    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        note(key)
        return try base.decode(type, forKey: key)
    }

    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        note(key)
        return try base.decode(type, forKey: key)
    }

    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        note(key)
        return try base.decode(type, forKey: key)
    }

    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        note(key)
        return try base.decode(type, forKey: key)
    }

    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        note(key)
        return try base.decode(type, forKey: key)
    }

    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        note(key)
        return try base.decode(type, forKey: key)
    }

    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        note(key)
        return try base.decode(type, forKey: key)
    }

    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        note(key)
        return try base.decode(type, forKey: key)
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        note(key)
        return try base.decode(type, forKey: key)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        note(key)
        return try base.nestedContainer(keyedBy: type, forKey: key)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        note(key)
        return try base.nestedUnkeyedContainer(forKey: key)
    }

    func superDecoder() throws -> any Decoder {
        reader.asked.insert("super")
        return try base.superDecoder()
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        note(key)
        return try base.superDecoder(forKey: key)
    }
}
