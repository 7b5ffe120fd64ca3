/// The encoder a member encodes into in the flat form: its keyed containers are the real
/// encoder's, so its keys stand beside the tag; a single value or an array throws
/// `EncodingError.invalidValue` instead of reaching the real encoder, where a keyed container
/// after a single value traps (`JSONEncoder`: SIGILL).
struct FlatEncoder: Encoder {
    let base: any Encoder
    /// `Animal: Dog`: names the family and the member in the error.
    let family: String
    let member: String
    let tagKey: String

    var codingPath: [any CodingKey] { base.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { base.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        base.container(keyedBy: type)
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        RejectingContainer(error: error(kind: "an array"), codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        RejectingContainer(error: error(kind: "a single value"), codingPath: codingPath)
    }

    private func error(kind: String) -> FlatEncodingRejection {
        FlatEncodingRejection(
            codingPath: codingPath,
            message:
                "\(family): \(member) encodes \(kind), not an object, so it can't stand beside the \(jsonQuoted(tagKey)) tag; declare the family with content: \"…\" or make \(member) encode a keyed container"
        )
    }
}

/// Why a flat member was rejected; thrown as `EncodingError.invalidValue`.
struct FlatEncodingRejection {
    let codingPath: [any CodingKey]
    let message: String

    func encodingError(_ value: Any) -> EncodingError {
        .invalidValue(value, EncodingError.Context(codingPath: codingPath, debugDescription: message))
    }
}

/// A single-value or unkeyed container whose every write throws the rejection.
struct RejectingContainer: SingleValueEncodingContainer, UnkeyedEncodingContainer {
    let error: FlatEncodingRejection
    let codingPath: [any CodingKey]
    var count: Int { 0 }

    func encodeNil() throws { throw error.encodingError(Optional<Int>.none as Any) }
    func encode<T: Encodable>(_ value: T) throws { throw error.encodingError(value) }
    // The concrete overloads the protocols require; each throws like the generic one.
    func encode(_ value: Bool) throws { throw error.encodingError(value) }
    func encode(_ value: String) throws { throw error.encodingError(value) }
    func encode(_ value: Double) throws { throw error.encodingError(value) }
    func encode(_ value: Float) throws { throw error.encodingError(value) }
    func encode(_ value: Int) throws { throw error.encodingError(value) }
    func encode(_ value: Int8) throws { throw error.encodingError(value) }
    func encode(_ value: Int16) throws { throw error.encodingError(value) }
    func encode(_ value: Int32) throws { throw error.encodingError(value) }
    func encode(_ value: Int64) throws { throw error.encodingError(value) }
    func encode(_ value: UInt) throws { throw error.encodingError(value) }
    func encode(_ value: UInt8) throws { throw error.encodingError(value) }
    func encode(_ value: UInt16) throws { throw error.encodingError(value) }
    func encode(_ value: UInt32) throws { throw error.encodingError(value) }
    func encode(_ value: UInt64) throws { throw error.encodingError(value) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(RejectingKeyedContainer<NestedKey>(error: error, codingPath: codingPath))
    }
    func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
    func superEncoder() -> any Encoder { RejectingEncoder(error: error, codingPath: codingPath) }
}

/// The keyed containers nested in a rejected array: they throw too.
struct RejectingKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let error: FlatEncodingRejection
    let codingPath: [any CodingKey]

    func encodeNil(forKey key: Key) throws { throw error.encodingError(Optional<Int>.none as Any) }
    func encode<T: Encodable>(_ value: T, forKey key: Key) throws { throw error.encodingError(value) }
    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        KeyedEncodingContainer(RejectingKeyedContainer<NestedKey>(error: error, codingPath: codingPath))
    }
    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        RejectingContainer(error: error, codingPath: codingPath)
    }
    func superEncoder() -> any Encoder { RejectingEncoder(error: error, codingPath: codingPath) }
    func superEncoder(forKey key: Key) -> any Encoder { RejectingEncoder(error: error, codingPath: codingPath) }
}

/// The encoder under a rejected array: every container it gives throws.
struct RejectingEncoder: Encoder {
    let error: FlatEncodingRejection
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(RejectingKeyedContainer<Key>(error: error, codingPath: codingPath))
    }
    func unkeyedContainer() -> any UnkeyedEncodingContainer { RejectingContainer(error: error, codingPath: codingPath) }
    func singleValueContainer() -> any SingleValueEncodingContainer {
        RejectingContainer(error: error, codingPath: codingPath)
    }
}
