import FlatTagged
import Foundation

// A decoder over a tree of values (`FlatTaggedValue`, read from JSON by `JSONDecoder`) with the
// quirks third-party coders have that Foundation's don't, each one switched on by itself:
//
// - `pathless`: every coding path is empty, as in SwiftCBOR, which starts every value under a key
//   with an empty path;
// - `refusesSingleValueForObjects`: `singleValueContainer()` throws for an object, as TOMLDecoder
//   does for a table ("Cannot decode a single value from a TOML table"), which `Decoder`'s
//   contract allows;
// - `ownWording`: type mismatches are worded otherwise than Foundation's "Expected to decode …
//   but found … instead.", as most coders word them;
// - `ownNumberErrors`: a number out of an integer type's range throws an error of the coder's
//   own type (`QuirkNumberError`), as swift-foundation's `JSONDecoder` does with its own words.
//
// It also counts how often code outside it read a coding path (`QuirkLog.pathReads`; its own
// errors carry theirs uncounted): an error is built once, where it happens, not once per level
// it passes through.

/// The quirks of one `QuirkDecoder` run, and what it saw.
final class QuirkLog: @unchecked Sendable {
    struct Quirks: OptionSet {
        let rawValue: Int
        static let pathless = Quirks(rawValue: 1)
        static let refusesSingleValueForObjects = Quirks(rawValue: 2)
        static let ownWording = Quirks(rawValue: 4)
        static let ownNumberErrors = Quirks(rawValue: 8)
    }

    let quirks: Quirks
    private let lock = NSLock()
    private var reads = 0

    init(_ quirks: Quirks) { self.quirks = quirks }

    /// How often a decoder's or container's coding path was read.
    var pathReads: Int { lock.withLock { reads } }

    func readPath(_ path: [any CodingKey]) -> [any CodingKey] {
        lock.withLock { reads += 1 }
        return errorPath(path)
    }

    /// The path the decoder's own errors carry (not counted: a coder builds its errors as it will).
    func errorPath(_ path: [any CodingKey]) -> [any CodingKey] { quirks.contains(.pathless) ? [] : path }

    /// Decodes `type` from JSON `text` through quirky decoders.
    func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        let tree = try JSONDecoder().decode(FlatTaggedValue.self, from: Data(text.utf8))
        return try T(from: QuirkDecoder(tree, path: [], log: self))
    }

    /// A type mismatch, worded as Foundation words it or otherwise.
    func mismatch(_ type: Any.Type, _ value: FlatTaggedValue, _ path: [any CodingKey]) -> DecodingError {
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
        let text =
            quirks.contains(.ownWording)
            ? "wrong type: wanted \(type), got something else"
            : "Expected to decode \(type) but found \(found) instead."
        return .typeMismatch(type, .init(codingPath: errorPath(path), debugDescription: text))
    }

    /// A scalar read directly, any other value through a decoder of its own.
    func decodeValue<T: Decodable>(_ type: T.Type, _ value: FlatTaggedValue, _ path: [any CodingKey]) throws -> T {
        func integer<I: FixedWidthInteger>(_: I.Type) throws -> I {
            let exact: I? =
                switch value {
                case .int(let int): I(exactly: int)
                case .uint(let uint): I(exactly: uint)
                case .double(let double): I(exactly: double)
                default: throw mismatch(type, value, path)
                }
            guard let exact else {
                if quirks.contains(.ownNumberErrors) { throw QuirkNumberError(text: "too big for \(I.self): \(value)") }
                throw DecodingError.dataCorrupted(
                    .init(codingPath: errorPath(path), debugDescription: "\(value) doesn't fit \(I.self)"))
            }
            return exact
        }
        let isScalar =
            T.self is any FixedWidthInteger.Type || T.self is any BinaryFloatingPoint.Type || T.self == String.self
            || T.self == Bool.self
        if case .null = value, isScalar {
            throw DecodingError.valueNotFound(type, .init(codingPath: errorPath(path), debugDescription: "null"))
        }
        if let integerType = type as? any FixedWidthInteger.Type { return try integer(integerType) as! T }
        switch (type, value) {
        case (is String.Type, .string(let string)): return string as! T
        case (is Bool.Type, .bool(let bool)): return bool as! T
        case (is Double.Type, .int(let int)): return Double(int) as! T
        case (is Double.Type, .uint(let uint)): return Double(uint) as! T
        case (is Double.Type, .double(let double)): return double as! T
        case (is Float.Type, .double(let double)): return Float(double) as! T
        case (is Float.Type, .int(let int)): return Float(int) as! T
        default:
            if isScalar { throw mismatch(type, value, path) }
            return try T(from: QuirkDecoder(value, path: path, log: self))
        }
    }
}

final class QuirkDecoder: Decoder {
    let value: FlatTaggedValue
    let path: [any CodingKey]
    let log: QuirkLog
    var codingPath: [any CodingKey] { log.readPath(path) }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(_ value: FlatTaggedValue, path: [any CodingKey], log: QuirkLog) {
        self.value = value
        self.path = path
        self.log = log
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let object) = value else { throw log.mismatch([String: Any].self, value, path) }
        return KeyedDecodingContainer(QuirkKeyed<Key>(object: object, path: path, log: log))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let array) = value else { throw log.mismatch([Any].self, value, path) }
        return QuirkUnkeyed(array: array, path: path, log: log)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        if log.quirks.contains(.refusesSingleValueForObjects), case .object = value {
            throw DecodingError.typeMismatch(
                FlatTaggedValue.self,
                .init(codingPath: log.errorPath(path), debugDescription: "Cannot decode a single value from a table"))
        }
        return QuirkSingle(value: value, path: path, log: log)
    }
}

private struct QuirkSingle: SingleValueDecodingContainer {
    let value: FlatTaggedValue
    let path: [any CodingKey]
    let log: QuirkLog
    var codingPath: [any CodingKey] { log.readPath(path) }

    func decodeNil() -> Bool {
        if case .null = value { return true }
        return false
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try log.decodeValue(type, value, path) }
}

private struct QuirkKeyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: [String: FlatTaggedValue]
    let path: [any CodingKey]
    let log: QuirkLog
    var codingPath: [any CodingKey] { log.readPath(path) }
    var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { object[key.stringValue] != nil }

    private func value(_ key: Key) throws -> FlatTaggedValue {
        guard let value = object[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: log.errorPath(path), debugDescription: "no key"))
        }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        if case .null = try value(key) { return true }
        return false
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try log.decodeValue(type, try value(key), path + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try QuirkDecoder(try value(key), path: path + [key], log: log).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try QuirkDecoder(try value(key), path: path + [key], log: log).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { QuirkDecoder(.object(object), path: path, log: log) }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        QuirkDecoder(object[key.stringValue] ?? .null, path: path + [key], log: log)
    }
}

private struct QuirkUnkeyed: UnkeyedDecodingContainer {
    let array: [FlatTaggedValue]
    let path: [any CodingKey]
    let log: QuirkLog
    var currentIndex = 0
    var codingPath: [any CodingKey] { log.readPath(path) }
    var count: Int? { array.count }
    var isAtEnd: Bool { currentIndex >= array.count }

    init(array: [FlatTaggedValue], path: [any CodingKey], log: QuirkLog) {
        self.array = array
        self.path = path
        self.log = log
    }

    private mutating func next() throws -> (FlatTaggedValue, [any CodingKey]) {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(Any.self, .init(codingPath: log.errorPath(path), debugDescription: "end"))
        }
        defer { currentIndex += 1 }
        return (array[currentIndex], path + [QuirkIndexKey(intValue: currentIndex)])
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, case .null = array[currentIndex] else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (value, elementPath) = try next()
        return try log.decodeValue(type, value, elementPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        let (value, elementPath) = try next()
        return try QuirkDecoder(value, path: elementPath, log: log).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (value, elementPath) = try next()
        return try QuirkDecoder(value, path: elementPath, log: log).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let (value, elementPath) = try next()
        return QuirkDecoder(value, path: elementPath, log: log)
    }
}

/// An array element's key: `[3]`.
private struct QuirkIndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { intValue.map(String.init) ?? "" }

    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

/// A number out of range, as a coder of its own words reports it.
struct QuirkNumberError: Error, CustomStringConvertible {
    var text: String
    var description: String { text }
}
