import FlatTagged
import Foundation

// A decoder that lends ONE container per value, as Flight-School's MessagePack does (it traps with
// a `precondition` on a second request). This one throws `OneContainerViolation` instead, and logs
// it, so a test sees the violation even where the code under test swallows the error (`try?`).
// Values come from a tree (`FlatTaggedValue`, read from JSON by `JSONDecoder`); a value decoded
// through a container gets a decoder of its own, as MessagePack's do.

/// A second container asked of one decoder.
struct OneContainerViolation: Error, CustomStringConvertible {
    var codingPath: [any CodingKey]
    var description: String { "a second container asked for at \(pathText(codingPath))" }
}

/// Every violation of one decoding run.
final class OneContainerLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [OneContainerViolation] = []

    var violations: [OneContainerViolation] { lock.withLock { recorded } }

    func record(_ violation: OneContainerViolation) { lock.withLock { recorded.append(violation) } }

    /// Decodes `type` from JSON `text` through one-container decoders.
    func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        let tree = try JSONDecoder().decode(FlatTaggedValue.self, from: Data(text.utf8))
        return try T(from: OneContainerDecoder(tree, codingPath: [], log: self))
    }
}

final class OneContainerDecoder: Decoder {
    let value: FlatTaggedValue
    let codingPath: [any CodingKey]
    let log: OneContainerLog
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    private var lent = false

    init(_ value: FlatTaggedValue, codingPath: [any CodingKey], log: OneContainerLog) {
        self.value = value
        self.codingPath = codingPath
        self.log = log
    }

    private func lend() throws {
        if lent {
            let violation = OneContainerViolation(codingPath: codingPath)
            log.record(violation)
            throw violation
        }
        lent = true
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try lend()
        guard case .object(let object) = value else { throw mismatch([String: Any].self, value, codingPath) }
        return KeyedDecodingContainer(OneContainerKeyed<Key>(object: object, codingPath: codingPath, log: log))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try lend()
        guard case .array(let array) = value else { throw mismatch([Any].self, value, codingPath) }
        return OneContainerUnkeyed(array: array, codingPath: codingPath, log: log)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        try lend()
        return OneContainerSingle(value: value, codingPath: codingPath, log: log)
    }
}

/// `Expected to decode String but found a number instead.`, as JSON decoders say it.
private func mismatch(_ type: Any.Type, _ value: FlatTaggedValue, _ path: [any CodingKey]) -> DecodingError {
    let found: String
    switch value {
    case .null: found = "null"
    case .bool: found = "bool"
    case .int, .uint, .double: found = "number"
    case .string: found = "a string"
    case .array: found = "an array"
    case .object: found = "a dictionary"
    case .date: found = "a date"
    case .data: found = "a data value"
    }
    return .typeMismatch(
        type, .init(codingPath: path, debugDescription: "Expected to decode \(type) but found \(found) instead."))
}

/// Decodes a scalar or, through a decoder of its own, any other value.
private func decodeValue<T: Decodable>(
    _ type: T.Type, _ value: FlatTaggedValue, _ path: [any CodingKey], _ log: OneContainerLog
) throws -> T {
    let isScalar =
        T.self is any FixedWidthInteger.Type || T.self is any BinaryFloatingPoint.Type
        || T.self == String.self || T.self == Bool.self
    // Null is no scalar; any other type (an enum with a null case) is asked itself.
    if case .null = value, isScalar {
        throw DecodingError.valueNotFound(type, .init(codingPath: path, debugDescription: "found null"))
    }
    func integer<I: FixedWidthInteger>(_: I.Type) throws -> I {
        let exact: I? =
            switch value {
            case .int(let int): I(exactly: int)
            case .uint(let uint): I(exactly: uint)
            case .double(let double): I(exactly: double)
            default: throw mismatch(type, value, path)
            }
        guard let exact else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: path, debugDescription: "\(value) doesn't fit \(I.self)"))
        }
        return exact
    }
    // Every standard scalar is read here, as a real coder reads it: handing one to its own
    // `init(from:)` would come back here through `singleValueContainer().decode(_:)`, forever.
    if let integerType = type as? any FixedWidthInteger.Type { return try integer(integerType) as! T }
    switch type {
    case is Float.Type:
        switch value {
        case .int(let int): return Float(int) as! T
        case .uint(let uint): return Float(uint) as! T
        case .double(let double): return Float(double) as! T
        default: throw mismatch(type, value, path)
        }
    case is String.Type:
        guard case .string(let string) = value else { throw mismatch(type, value, path) }
        return string as! T
    case is Bool.Type:
        guard case .bool(let bool) = value else { throw mismatch(type, value, path) }
        return bool as! T
    case is Double.Type:
        switch value {
        case .int(let int): return Double(int) as! T
        case .uint(let uint): return Double(uint) as! T
        case .double(let double): return double as! T
        default: throw mismatch(type, value, path)
        }
    default:
        return try T(from: OneContainerDecoder(value, codingPath: path, log: log))
    }
}

private struct OneContainerSingle: SingleValueDecodingContainer {
    let value: FlatTaggedValue
    let codingPath: [any CodingKey]
    let log: OneContainerLog

    func decodeNil() -> Bool {
        if case .null = value { return true }
        return false
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodeValue(type, value, codingPath, log) }
}

private struct OneContainerKeyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: [String: FlatTaggedValue]
    let codingPath: [any CodingKey]
    let log: OneContainerLog

    var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { object[key.stringValue] != nil }

    private func value(_ key: Key) throws -> FlatTaggedValue {
        guard let value = object[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no key"))
        }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        if case .null = try value(key) { return true }
        return false
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decodeValue(type, try value(key), codingPath + [key], log)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try OneContainerDecoder(try value(key), codingPath: codingPath + [key], log: log).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try OneContainerDecoder(try value(key), codingPath: codingPath + [key], log: log).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        OneContainerDecoder(.object(object), codingPath: codingPath, log: log)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        OneContainerDecoder(object[key.stringValue] ?? .null, codingPath: codingPath + [key], log: log)
    }
}

private struct OneContainerUnkeyed: UnkeyedDecodingContainer {
    let array: [FlatTaggedValue]
    let codingPath: [any CodingKey]
    let log: OneContainerLog
    var currentIndex = 0

    init(array: [FlatTaggedValue], codingPath: [any CodingKey], log: OneContainerLog) {
        self.array = array
        self.codingPath = codingPath
        self.log = log
    }

    var count: Int? { array.count }
    var isAtEnd: Bool { currentIndex >= array.count }

    private var indexKey: any CodingKey { IndexKey(intValue: currentIndex) }

    private mutating func next() throws -> FlatTaggedValue {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(Any.self, .init(codingPath: codingPath, debugDescription: "at end"))
        }
        defer { currentIndex += 1 }
        return array[currentIndex]
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, case .null = array[currentIndex] else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let path = codingPath + [indexKey]
        return try decodeValue(type, try next(), path, log)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        let path = codingPath + [indexKey]
        return try OneContainerDecoder(try next(), codingPath: path, log: log).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let path = codingPath + [indexKey]
        return try OneContainerDecoder(try next(), codingPath: path, log: log).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let path = codingPath + [indexKey]
        return OneContainerDecoder(try next(), codingPath: path, log: log)
    }
}

/// An array element's key: `[3]`.
private struct IndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { intValue.map(String.init) ?? "" }

    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}
