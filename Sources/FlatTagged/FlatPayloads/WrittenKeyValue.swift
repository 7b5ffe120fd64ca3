/// What a flat payload wrote under the discriminator key itself, as the tag check compares it:
/// a string, an integer, or anything else, which is never a tag.
enum WrittenKeyValue: Equatable {
    case string(String)
    case integer(Int)
    /// Anything else, as messages describe it: `true`, `2.5`, `null`, `an object`, `an array`.
    case other(String)

    /// `"plain_text"`, `3`, `an object`: as messages quote it (a string cut after 100 characters).
    var quoted: String {
        switch self {
        case .string(let text): messageQuoted(text)
        case .integer(let number): String(number)
        case .other(let description): description
        }
    }

    /// An integer of any width, or its decimal text where it doesn't fit an `Int`.
    init(integer: some BinaryInteger) {
        if let number = Int(exactly: integer) {
            self = .integer(number)
        } else {
            self = .other(String(integer))
        }
    }

    /// What `value` encodes as, read through an encoder that keeps a single string or integer
    /// (`String`, `Int`, a raw-value enum, a wrapper that encodes one of them). Only called for a
    /// value written under the discriminator key, so its cost never reaches the common path.
    static func of<Value: Encodable>(_ value: Value, userInfo: [CodingUserInfoKey: Any]) -> WrittenKeyValue {
        let capture = KeyValueCapture(userInfo: userInfo)
        do {
            try value.encode(to: capture)
        } catch {
            // The value refused to encode here; the real encoder will say why.
        }
        return capture.value ?? .other("a value that encodes nothing")
    }
}

/// An encoder that notes what a value encodes as, if it is one string or integer, and stops at
/// anything else (objects and arrays are never tags).
private final class KeyValueCapture: Encoder, SingleValueEncodingContainer {
    /// Thrown to stop the value's encoding once it asked for an object or an array.
    struct Stop: Error {}

    let userInfo: [CodingUserInfoKey: Any]
    var codingPath: [any CodingKey] { [] }
    var value: WrittenKeyValue?

    init(userInfo: [CodingUserInfoKey: Any]) {
        self.userInfo = userInfo
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        value = value ?? .other("an object")
        return KeyedEncodingContainer(StoppingKeyedContainer<Key>())
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        value = value ?? .other("an array")
        return StoppingUnkeyedContainer()
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    private func note(_ written: WrittenKeyValue) {
        value = value ?? written
    }

    func encodeNil() throws { note(.other("null")) }
    func encode(_ value: Bool) throws { note(.other(String(value))) }
    func encode(_ value: String) throws { note(.string(value)) }
    func encode(_ value: Double) throws { note(.other(String(value))) }
    func encode(_ value: Float) throws { note(.other(String(value))) }
    func encode(_ value: Int) throws { note(.integer(value)) }
    func encode(_ value: Int8) throws { note(.integer(Int(value))) }
    func encode(_ value: Int16) throws { note(.integer(Int(value))) }
    func encode(_ value: Int32) throws { note(.integer(Int(value))) }
    func encode(_ value: Int64) throws { note(WrittenKeyValue(integer: value)) }
    func encode(_ value: UInt) throws { note(WrittenKeyValue(integer: value)) }
    func encode(_ value: UInt8) throws { note(.integer(Int(value))) }
    func encode(_ value: UInt16) throws { note(.integer(Int(value))) }
    func encode(_ value: UInt32) throws { note(WrittenKeyValue(integer: value)) }
    func encode(_ value: UInt64) throws { note(WrittenKeyValue(integer: value)) }
    func encode<Value: Encodable>(_ value: Value) throws { try value.encode(to: self) }
}

/// The containers of an object or an array under the discriminator key: it is not a tag, so
/// there is nothing more to learn.
private struct StoppingKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    var codingPath: [any CodingKey] { [] }
    mutating func encodeNil(forKey key: Key) throws { throw KeyValueCapture.Stop() }
    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws { throw KeyValueCapture.Stop() }
    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(StoppingKeyedContainer<NestedKey>())
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { StoppingUnkeyedContainer() }
    mutating func superEncoder() -> any Encoder { StoppingEncoder() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { StoppingEncoder() }
}

private struct StoppingUnkeyedContainer: UnkeyedEncodingContainer {
    var codingPath: [any CodingKey] { [] }
    var count: Int { 0 }
    mutating func encodeNil() throws { throw KeyValueCapture.Stop() }
    mutating func encode<Value: Encodable>(_ value: Value) throws { throw KeyValueCapture.Stop() }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        KeyedEncodingContainer(StoppingKeyedContainer<NestedKey>())
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
    mutating func superEncoder() -> any Encoder { StoppingEncoder() }
}

private struct StoppingEncoder: Encoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(StoppingKeyedContainer<Key>())
    }
    func unkeyedContainer() -> any UnkeyedEncodingContainer { StoppingUnkeyedContainer() }
    func singleValueContainer() -> any SingleValueEncodingContainer {
        // Inside an object or an array, already noted: whatever is written here changes nothing.
        KeyValueCapture(userInfo: [:])
    }
}
