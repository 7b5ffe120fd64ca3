import FlatTagged
import Foundation
import Testing

// @FlatTagged
enum Scalars: Equatable, Sendable {
    case all(
        b: Bool, s: String, d: Double, f: Float, i: Int, i8: Int8, i16: Int16, i32: Int32, i64: Int64,
        u: UInt, u8: UInt8, u16: UInt16, u32: UInt32, u64: UInt64)
    case optionals(
        b: Bool?, s: String?, d: Double?, f: Float?, i: Int?, i8: Int8?, i16: Int16?, i32: Int32?, i64: Int64?,
        u: UInt?, u8: UInt8?, u16: UInt16?, u32: UInt32?, u64: UInt64?)
    case defaulted(title: String = "untitled")
    case date(at: Date)
}

/// A decoder that hands out fixed values and records which container method each value went
/// through: a concrete scalar method (`decode(String.self, forKey:)`) or the generic one.
private final class RecordingDecoder: Decoder {
    let values: [String: Any]
    var calls: [String] = []
    init(_ values: [String: Any]) { self.values = values }

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Container(decoder: self))
    }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw unsupported }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { throw unsupported }
    var unsupported: DecodingError { .dataCorrupted(.init(codingPath: [], debugDescription: "unsupported")) }

    struct Container<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: RecordingDecoder
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { decoder.values.keys.compactMap(Key.init(stringValue:)) }
        func contains(_ key: Key) -> Bool { decoder.values[key.stringValue] != nil }
        func decodeNil(forKey key: Key) throws -> Bool { decoder.values[key.stringValue] is NSNull }

        func value<T>(_ key: Key, through method: String) throws -> T {
            decoder.calls.append("\(method) \(key.stringValue)")
            guard let value = decoder.values[key.stringValue] as? T else {
                throw DecodingError.keyNotFound(key, .init(codingPath: [], debugDescription: "no \(T.self)"))
            }
            return value
        }
        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(key, through: "Bool") }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(key, through: "String") }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(key, through: "Double") }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try value(key, through: "Float") }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(key, through: "Int") }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try value(key, through: "Int8") }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try value(key, through: "Int16") }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(key, through: "Int32") }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(key, through: "Int64") }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try value(key, through: "UInt") }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try value(key, through: "UInt8") }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try value(key, through: "UInt16") }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try value(key, through: "UInt32") }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try value(key, through: "UInt64") }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try value(key, through: "generic") }

        func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type, forKey key: Key
        ) throws -> KeyedDecodingContainer<NestedKey> { throw decoder.unsupported }
        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            throw decoder.unsupported
        }
        func superDecoder() throws -> any Decoder { decoder }
        func superDecoder(forKey key: Key) throws -> any Decoder { decoder }
    }
}

@Suite("String values take the container's concrete String method, as synthesized Codable does")
struct StringFastPathTests {
    let scalars: [String: Any] = [
        "b": true, "s": "x", "d": 1.5, "f": Float(2.5), "i": -1, "i8": Int8(-8), "i16": Int16(-16),
        "i32": Int32(-32), "i64": Int64(-64), "u": UInt(1), "u8": UInt8(8), "u16": UInt16(16),
        "u32": UInt32(32), "u64": UInt64(64),
    ]
    /// `String` takes its concrete method; the other scalars the generic one, which measured
    /// cheaper with JSONDecoder (see KeyedDecodingContainer+FlatTaggedString.swift).
    let calls = [
        "String type", "generic b", "String s", "generic d", "generic f", "generic i", "generic i8",
        "generic i16", "generic i32", "generic i64", "generic u", "generic u8", "generic u16",
        "generic u32", "generic u64",
    ]

    @Test(arguments: ["all", "optionals"])
    func stringsTakeTheConcreteMethod(tag: String) throws {
        let decoder = RecordingDecoder(scalars.merging(["type": tag]) { $1 })
        let value = try Scalars(from: decoder)
        if tag == "all" {
            #expect(
                value
                    == .all(
                        b: true, s: "x", d: 1.5, f: 2.5, i: -1, i8: -8, i16: -16, i32: -32, i64: -64,
                        u: 1, u8: 8, u16: 16, u32: 32, u64: 64))
        } else {
            #expect(
                value
                    == .optionals(
                        b: true, s: "x", d: 1.5, f: 2.5, i: -1, i8: -8, i16: -16, i32: -32,
                        i64: -64, u: 1, u8: 8, u16: 16, u32: 32, u64: 64))
        }
        #expect(decoder.calls == calls)
    }

    @Test func defaultedStringsTakeTheConcreteMethod() throws {
        let decoder = RecordingDecoder(["type": "defaulted", "title": "t"])
        #expect(try Scalars(from: decoder) == .defaulted(title: "t"))
        #expect(decoder.calls == ["String type", "String title"])
        #expect(try Scalars(from: RecordingDecoder(["type": "defaulted"])) == .defaulted(title: "untitled"))
    }

    @Test func otherTypesTakeTheGenericMethod() throws {
        let now = Date(timeIntervalSince1970: 1_000)
        let decoder = RecordingDecoder(["type": "date", "at": now])
        #expect(try Scalars(from: decoder) == .date(at: now))
        #expect(decoder.calls == ["String type", "generic at"])
    }

    @Test func scalarsRoundTripThroughJSON() throws {
        try expectRoundTrip(
            Scalars.all(
                b: false, s: "é", d: -0.25, f: 0.5, i: .min, i8: .min, i16: .min, i32: .min, i64: .min,
                u: .max, u8: .max, u16: .max, u32: .max, u64: .max),
            #"{"type":"all","b":false,"s":"é","d":-0.25,"f":0.5,"i":-9223372036854775808,"i8":-128,"i16":-32768,"i32":-2147483648,"i64":-9223372036854775808,"u":18446744073709551615,"u8":255,"u16":65535,"u32":4294967295,"u64":18446744073709551615}"#
        )
        try expectRoundTrip(
            Scalars.optionals(
                b: nil, s: nil, d: nil, f: nil, i: nil, i8: nil, i16: nil, i32: nil, i64: nil,
                u: nil, u8: nil, u16: nil, u32: nil, u64: nil),
            #"{"type":"optionals"}"#)
    }
}
