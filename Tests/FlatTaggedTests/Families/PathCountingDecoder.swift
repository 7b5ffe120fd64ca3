import Foundation

// A decoder of `JSONSerialization`'s values that counts what it costs a `Decodable` to ask it
// for its coding path. Like swift-foundation's `JSONDecoder`, it keeps the path as a chain of
// keys from the leaf up, so building `codingPath` at depth d costs d: a read per level makes
// decoding a nested value quadratic. It also counts the errors it throws. Objects, strings,
// numbers, booleans and `null` only: enough for family values.

/// What decoding asked of a `PathCountingDecoder`.
final class PathCountingStatistics: @unchecked Sendable {
    private let lock = NSLock()
    private var keys = 0
    private var errors = 0

    /// How many keys every `codingPath` read so far built, all together.
    var pathKeysBuilt: Int { lock.withLock { keys } }
    /// How many errors the decoder threw.
    var errorsThrown: Int { lock.withLock { errors } }

    func built(_ count: Int) { lock.withLock { keys += count } }

    func thrown(_ error: DecodingError) -> DecodingError {
        lock.withLock { errors += 1 }
        return error
    }
}

/// A key of a decoded object, linked to the key it is under.
final class PathNode: Sendable {
    let key: String
    let parent: PathNode?

    init(key: String, parent: PathNode?) {
        self.key = key
        self.parent = parent
    }
}

struct PathCountingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// Builds a coding path from `node` up, counting each key in `statistics`.
private func pathBuilt(from node: PathNode?, _ statistics: PathCountingStatistics) -> [any CodingKey] {
    var keys: [any CodingKey] = []
    var node = node
    while let current = node {
        keys.append(PathCountingKey(stringValue: current.key))
        node = current.parent
    }
    statistics.built(keys.count)
    return keys.reversed()
}

struct PathCountingDecoder: Decoder {
    let value: Any
    let node: PathNode?
    let statistics: PathCountingStatistics
    let userInfo: [CodingUserInfoKey: Any]

    /// Decodes `type` from JSON `text`.
    static func decode<T: Decodable>(
        _ type: T.Type, from text: String, userInfo: [CodingUserInfoKey: Any], statistics: PathCountingStatistics
    ) throws -> T {
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
        return try T(from: PathCountingDecoder(value: value, node: nil, statistics: statistics, userInfo: userInfo))
    }

    var codingPath: [any CodingKey] { pathBuilt(from: node, statistics) }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let object = value as? [String: Any] else {
            throw statistics.thrown(.typeMismatch([String: Any].self, .init(codingPath: [], debugDescription: "")))
        }
        return KeyedDecodingContainer(PathCountingKeyedContainer<Key>(object: object, decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw statistics.thrown(.typeMismatch([Any].self, .init(codingPath: [], debugDescription: "no arrays")))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { PathCountingSingleValue(decoder: self) }

    /// `value` as a `T`, for the scalars `JSONSerialization` makes.
    func scalar<T>(_ type: T.Type) throws -> T {
        if let scalar = value as? T { return scalar }
        throw statistics.thrown(.typeMismatch(T.self, .init(codingPath: [], debugDescription: "")))
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        switch type {
        case is String.Type, is Int.Type, is Double.Type, is Bool.Type: try scalar(T.self)
        default: try T(from: self)
        }
    }
}

struct PathCountingSingleValue: SingleValueDecodingContainer {
    let decoder: PathCountingDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }
    func decodeNil() -> Bool { decoder.value is NSNull }
    func decode(_ type: Bool.Type) throws -> Bool { try decoder.scalar(type) }
    func decode(_ type: String.Type) throws -> String { try decoder.scalar(type) }
    func decode(_ type: Double.Type) throws -> Double { try decoder.scalar(type) }
    func decode(_ type: Float.Type) throws -> Float { try decoder.scalar(type) }
    func decode(_ type: Int.Type) throws -> Int { try decoder.scalar(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decoder.scalar(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decoder.scalar(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decoder.scalar(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decoder.scalar(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try decoder.scalar(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.scalar(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.scalar(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.scalar(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.scalar(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decode(type) }
}

struct PathCountingKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: [String: Any]
    let decoder: PathCountingDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }
    func contains(_ key: Key) -> Bool { object[key.stringValue] != nil }

    func child(_ key: Key) throws -> PathCountingDecoder {
        guard let value = object[key.stringValue] else {
            throw decoder.statistics.thrown(
                .keyNotFound(key, .init(codingPath: [], debugDescription: "")))
        }
        return PathCountingDecoder(
            value: value, node: PathNode(key: key.stringValue, parent: decoder.node), statistics: decoder.statistics,
            userInfo: decoder.userInfo)
    }

    func decodeNil(forKey key: Key) throws -> Bool { try child(key).value is NSNull }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try child(key).scalar(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try child(key).scalar(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try child(key).scalar(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try child(key).scalar(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try child(key).scalar(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try child(key).scalar(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try child(key).scalar(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try child(key).scalar(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try child(key).scalar(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try child(key).scalar(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try child(key).scalar(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try child(key).scalar(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try child(key).scalar(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try child(key).scalar(type) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try child(key).decode(type) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try child(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try child(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { decoder }
    func superDecoder(forKey key: Key) throws -> any Decoder { try child(key) }
}
