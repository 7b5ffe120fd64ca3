import Foundation

// A decoder that forwards to another (JSONDecoder's, PropertyListDecoder's) and rewrites every
// type mismatch it throws so that the message carries no hint of what was found: what
// `FlatTaggedValue` must still decode exactly, by trying every kind in turn. Each container
// wraps its nested containers and decoders, and a value decoded through a generic `decode`
// gets a wrapped decoder too (through `Hintless`), so no decode anywhere in the tree reaches
// the base decoder's own messages.

/// What the hintless decoder does with the type mismatches it rewrites.
final class HintlessOptions: @unchecked Sendable {
    /// The `debugDescription` of every rewritten type mismatch: empty, meaningless, or a lie.
    let message: String
    private let lock = NSLock()
    private var rewritten = 0

    init(message: String) { self.message = message }

    /// How many type mismatches were rewritten: each one a guess `FlatTaggedValue` made blind.
    var rewrittenCount: Int { lock.withLock { rewritten } }

    /// Runs `body`, rethrowing a type mismatch with `message` and no underlying error.
    func rewriting<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch DecodingError.typeMismatch(let type, let context) {
            lock.withLock { rewritten += 1 }
            throw DecodingError.typeMismatch(
                type, DecodingError.Context(codingPath: context.codingPath, debugDescription: message))
        }
    }

    static let key = CodingUserInfoKey(rawValue: "FlatTaggedTests.hintless")!

    /// Decodes `type` from `data` with `decoder`, every decode going through the wrapper.
    func decode<T: Decodable>(_ type: T.Type, from data: Data, with decoder: JSONDecoder) throws -> T {
        decoder.userInfo[Self.key] = self
        return try decoder.decode(Hintless<T>.self, from: data).value
    }

    func decode<T: Decodable>(_ type: T.Type, from data: Data, with decoder: PropertyListDecoder) throws -> T {
        decoder.userInfo[Self.key] = self
        return try decoder.decode(Hintless<T>.self, from: data).value
    }
}

/// Decodes `Value` from a `HintlessDecoder` around the decoder it is given.
struct Hintless<Value: Decodable>: Decodable {
    let value: Value
    init(from decoder: any Decoder) throws {
        guard let options = decoder.userInfo[HintlessOptions.key] as? HintlessOptions else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "no HintlessOptions"))
        }
        value = try options.rewriting { try Value(from: HintlessDecoder(base: decoder, options: options)) }
    }

    /// Whether `Value` is decoded by the base container itself: property-list decoders read
    /// dates and data natively, which `Date(from:)` and `Data(from:)` on a wrapper can't.
    static var isNative: Bool { Value.self == Date.self || Value.self == Data.self }
}

struct HintlessDecoder: Decoder {
    let base: any Decoder
    let options: HintlessOptions

    var codingPath: [any CodingKey] { base.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { base.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(
            HintlessKeyedContainer(base: try options.rewriting { try base.container(keyedBy: type) }, options: options))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        HintlessUnkeyedContainer(base: try options.rewriting { try base.unkeyedContainer() }, options: options)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        HintlessSingleValueContainer(base: try options.rewriting { try base.singleValueContainer() }, options: options)
    }
}

struct HintlessKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let base: KeyedDecodingContainer<Key>
    let options: HintlessOptions

    var codingPath: [any CodingKey] { base.codingPath }
    var allKeys: [Key] { base.allKeys }
    func contains(_ key: Key) -> Bool { base.contains(key) }

    func decodeNil(forKey key: Key) throws -> Bool { try options.rewriting { try base.decodeNil(forKey: key) } }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try options.rewriting { try base.decode(type, forKey: key) }
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try options.rewriting { try base.decode(type, forKey: key) }
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try options.rewriting { try base.decode(type, forKey: key) }
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try options.rewriting { try base.decode(type, forKey: key) }
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try options.rewriting { try base.decode(type, forKey: key) }
    }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        try options.rewriting { try base.decode(type, forKey: key) }
    }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        try options.rewriting { try base.decode(type, forKey: key) }
    }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        try options.rewriting { try base.decode(type, forKey: key) }
    }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try options.rewriting { try base.decode(type, forKey: key) }
    }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        try options.rewriting { try base.decode(type, forKey: key) }
    }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        try options.rewriting { try base.decode(type, forKey: key) }
    }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try options.rewriting { try base.decode(type, forKey: key) }
    }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try options.rewriting { try base.decode(type, forKey: key) }
    }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try options.rewriting { try base.decode(type, forKey: key) }
    }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try options.rewriting {
            Hintless<T>.isNative
                ? try base.decode(type, forKey: key) : try base.decode(Hintless<T>.self, forKey: key).value
        }
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        KeyedDecodingContainer(
            HintlessKeyedContainer<NestedKey>(
                base: try options.rewriting { try base.nestedContainer(keyedBy: type, forKey: key) }, options: options))
    }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        HintlessUnkeyedContainer(
            base: try options.rewriting { try base.nestedUnkeyedContainer(forKey: key) }, options: options)
    }
    func superDecoder() throws -> any Decoder { HintlessDecoder(base: try base.superDecoder(), options: options) }
    func superDecoder(forKey key: Key) throws -> any Decoder {
        HintlessDecoder(base: try base.superDecoder(forKey: key), options: options)
    }
}

struct HintlessUnkeyedContainer: UnkeyedDecodingContainer {
    var base: any UnkeyedDecodingContainer
    let options: HintlessOptions

    var codingPath: [any CodingKey] { base.codingPath }
    var count: Int? { base.count }
    var isAtEnd: Bool { base.isAtEnd }
    var currentIndex: Int { base.currentIndex }

    mutating func decodeNil() throws -> Bool { try options.rewriting { try base.decodeNil() } }
    mutating func decode(_ type: Bool.Type) throws -> Bool { try options.rewriting { try base.decode(type) } }
    mutating func decode(_ type: String.Type) throws -> String { try options.rewriting { try base.decode(type) } }
    mutating func decode(_ type: Double.Type) throws -> Double { try options.rewriting { try base.decode(type) } }
    mutating func decode(_ type: Float.Type) throws -> Float { try options.rewriting { try base.decode(type) } }
    mutating func decode(_ type: Int.Type) throws -> Int { try options.rewriting { try base.decode(type) } }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try options.rewriting { try base.decode(type) } }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try options.rewriting { try base.decode(type) } }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try options.rewriting { try base.decode(type) } }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try options.rewriting { try base.decode(type) } }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try options.rewriting { try base.decode(type) } }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try options.rewriting { try base.decode(type) } }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try options.rewriting { try base.decode(type) } }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try options.rewriting { try base.decode(type) } }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try options.rewriting { try base.decode(type) } }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try options.rewriting { Hintless<T>.isNative ? try base.decode(type) : try base.decode(Hintless<T>.self).value }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<
        NestedKey
    > {
        KeyedDecodingContainer(
            HintlessKeyedContainer<NestedKey>(
                base: try options.rewriting { try base.nestedContainer(keyedBy: type) }, options: options))
    }
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        HintlessUnkeyedContainer(base: try options.rewriting { try base.nestedUnkeyedContainer() }, options: options)
    }
    mutating func superDecoder() throws -> any Decoder {
        HintlessDecoder(base: try base.superDecoder(), options: options)
    }
}

struct HintlessSingleValueContainer: SingleValueDecodingContainer {
    let base: any SingleValueDecodingContainer
    let options: HintlessOptions

    var codingPath: [any CodingKey] { base.codingPath }

    func decodeNil() -> Bool { base.decodeNil() }
    func decode(_ type: Bool.Type) throws -> Bool { try options.rewriting { try base.decode(type) } }
    func decode(_ type: String.Type) throws -> String { try options.rewriting { try base.decode(type) } }
    func decode(_ type: Double.Type) throws -> Double { try options.rewriting { try base.decode(type) } }
    func decode(_ type: Float.Type) throws -> Float { try options.rewriting { try base.decode(type) } }
    func decode(_ type: Int.Type) throws -> Int { try options.rewriting { try base.decode(type) } }
    func decode(_ type: Int8.Type) throws -> Int8 { try options.rewriting { try base.decode(type) } }
    func decode(_ type: Int16.Type) throws -> Int16 { try options.rewriting { try base.decode(type) } }
    func decode(_ type: Int32.Type) throws -> Int32 { try options.rewriting { try base.decode(type) } }
    func decode(_ type: Int64.Type) throws -> Int64 { try options.rewriting { try base.decode(type) } }
    func decode(_ type: UInt.Type) throws -> UInt { try options.rewriting { try base.decode(type) } }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try options.rewriting { try base.decode(type) } }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try options.rewriting { try base.decode(type) } }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try options.rewriting { try base.decode(type) } }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try options.rewriting { try base.decode(type) } }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try options.rewriting { Hintless<T>.isNative ? try base.decode(type) : try base.decode(Hintless<T>.self).value }
    }
}
