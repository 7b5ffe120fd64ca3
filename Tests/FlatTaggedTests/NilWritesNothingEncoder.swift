import Foundation

/// An encoder that behaves as swift-extras-json's does where generated code must not lean on it:
/// a single-value container's `encodeNil()` writes nothing, and a keyed container's `encode(_:forKey:)`
/// fails when the value wrote nothing (swift-extras-json stops the process with
/// `preconditionFailure()`; this one throws, so that a test can report it). So
/// `container.encode(Optional<T>.none, forKey:)`, which writes through the optional's own
/// `encode(to:)` and so through `singleValueContainer().encodeNil()`, fails; a hand-written
/// conformance's `encodeNil(forKey:)` writes `null`. Everything else writes JSON text in the order
/// it was written.
struct NilWritesNothingEncoder {
    /// The JSON text of `value`.
    func encode(_ value: some Encodable) throws -> String {
        let slot = Slot()
        try value.encode(to: NilWritesNothingCoder(slot: slot, codingPath: []))
        guard let json = slot.text else { throw NilWritesNothingCoder.nothingWritten([]) }
        return json
    }
}

/// Where a value's JSON text goes once written; `nil` while nothing was.
private final class Slot {
    var json: String?
    var object: [(key: String, value: Slot)]?
    var array: [Slot]?

    /// The text of what was written: a scalar's, or the object or array built so far.
    var text: String? {
        if let object {
            return "{" + object.map { "\(quoted($0.key)):\($0.value.text ?? "")" }.joined(separator: ",") + "}"
        }
        if let array { return "[" + array.map { $0.text ?? "" }.joined(separator: ",") + "]" }
        return json
    }
}

private func quoted(_ string: String) -> String {
    let data = try? JSONEncoder().encode(string)
    return data.flatMap { String(data: $0, encoding: .utf8) } ?? "\"\""
}

private struct NilWritesNothingCoder: Encoder {
    let slot: Slot
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    static func nothingWritten(_ path: [any CodingKey]) -> EncodingError {
        EncodingError.invalidValue(
            (),
            EncodingError.Context(
                codingPath: path, debugDescription: "the value wrote nothing (a trap in swift-extras-json)"))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if slot.object == nil { slot.object = [] }
        return KeyedEncodingContainer(Keyed<Key>(slot: slot, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if slot.array == nil { slot.array = [] }
        return Unkeyed(slot: slot, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        Single(slot: slot, codingPath: codingPath)
    }

    /// Encodes `value` into a new slot, failing if it wrote nothing.
    static func child(_ value: some Encodable, at path: [any CodingKey]) throws -> Slot {
        let child = Slot()
        try value.encode(to: NilWritesNothingCoder(slot: child, codingPath: path))
        guard child.text != nil else { throw nothingWritten(path) }
        return child
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let slot: Slot
        var codingPath: [any CodingKey]

        private func put(_ child: Slot, _ key: Key) { slot.object?.append((key.stringValue, child)) }
        private func scalar(_ text: String, _ key: Key) {
            let child = Slot()
            child.json = text
            put(child, key)
        }

        mutating func encodeNil(forKey key: Key) throws { scalar("null", key) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { scalar("\(value)", key) }
        mutating func encode(_ value: String, forKey key: Key) throws { scalar(quoted(value), key) }
        mutating func encode(_ value: Double, forKey key: Key) throws { scalar("\(value)", key) }
        mutating func encode(_ value: Float, forKey key: Key) throws { scalar("\(value)", key) }
        mutating func encode(_ value: Int, forKey key: Key) throws { scalar("\(value)", key) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { scalar("\(value)", key) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { scalar("\(value)", key) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { scalar("\(value)", key) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { scalar("\(value)", key) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { scalar("\(value)", key) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { scalar("\(value)", key) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { scalar("\(value)", key) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { scalar("\(value)", key) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { scalar("\(value)", key) }
        mutating func encode(_ value: some Encodable, forKey key: Key) throws {
            put(try NilWritesNothingCoder.child(value, at: codingPath + [key]), key)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            let child = Slot()
            put(child, key)
            return NilWritesNothingCoder(slot: child, codingPath: codingPath + [key]).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let child = Slot()
            put(child, key)
            return NilWritesNothingCoder(slot: child, codingPath: codingPath + [key]).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { fatalError("not used by these tests") }
        mutating func superEncoder(forKey key: Key) -> any Encoder {
            let child = Slot()
            put(child, key)
            return NilWritesNothingCoder(slot: child, codingPath: codingPath + [key])
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let slot: Slot
        var codingPath: [any CodingKey]
        var count: Int { slot.array?.count ?? 0 }

        private func scalar(_ text: String) {
            let child = Slot()
            child.json = text
            slot.array?.append(child)
        }

        mutating func encodeNil() throws { scalar("null") }
        mutating func encode(_ value: Bool) throws { scalar("\(value)") }
        mutating func encode(_ value: String) throws { scalar(quoted(value)) }
        mutating func encode(_ value: Double) throws { scalar("\(value)") }
        mutating func encode(_ value: Int) throws { scalar("\(value)") }
        mutating func encode(_ value: some Encodable) throws {
            slot.array?.append(try NilWritesNothingCoder.child(value, at: codingPath))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
            -> KeyedEncodingContainer<NestedKey>
        {
            let child = Slot()
            slot.array?.append(child)
            return NilWritesNothingCoder(slot: child, codingPath: codingPath).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let child = Slot()
            slot.array?.append(child)
            return NilWritesNothingCoder(slot: child, codingPath: codingPath).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { fatalError("not used by these tests") }
    }

    struct Single: SingleValueEncodingContainer {
        let slot: Slot
        var codingPath: [any CodingKey]

        /// Writes nothing, as swift-extras-json's does.
        mutating func encodeNil() throws {}
        mutating func encode(_ value: Bool) throws { slot.json = "\(value)" }
        mutating func encode(_ value: String) throws { slot.json = quoted(value) }
        mutating func encode(_ value: Double) throws { slot.json = "\(value)" }
        mutating func encode(_ value: Float) throws { slot.json = "\(value)" }
        mutating func encode(_ value: Int) throws { slot.json = "\(value)" }
        mutating func encode(_ value: Int8) throws { slot.json = "\(value)" }
        mutating func encode(_ value: Int16) throws { slot.json = "\(value)" }
        mutating func encode(_ value: Int32) throws { slot.json = "\(value)" }
        mutating func encode(_ value: Int64) throws { slot.json = "\(value)" }
        mutating func encode(_ value: UInt) throws { slot.json = "\(value)" }
        mutating func encode(_ value: UInt8) throws { slot.json = "\(value)" }
        mutating func encode(_ value: UInt16) throws { slot.json = "\(value)" }
        mutating func encode(_ value: UInt32) throws { slot.json = "\(value)" }
        mutating func encode(_ value: UInt64) throws { slot.json = "\(value)" }
        mutating func encode(_ value: some Encodable) throws {
            try value.encode(to: NilWritesNothingCoder(slot: slot, codingPath: codingPath))
        }
    }
}
