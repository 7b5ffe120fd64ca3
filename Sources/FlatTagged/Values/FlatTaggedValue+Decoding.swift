#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// How `FlatTaggedValue` finds out what a value is without the decoder telling it.
//
// `Decoder` has no "what is here?" question: a value's kind is learned by asking for one type
// after another until one decodes. Every wrong guess costs an error that the decoder builds in
// full (Foundation's `JSONDecoder`: a `DecodingError` with its coding path and a message naming
// both types, about three times the cost of decoding the value). So there is one guess, and the
// error of a wrong one is read for a hint:
//
// 1. `String`, the most common value in JSON objects: strings cost no error at all. (For a single
//    value, where it is free, `decodeNil()` comes first.)
// 2. Its type mismatch names what was found instead ("but found number instead.", "…an array…",
//    "…a dictionary…", "…bool…", "…null…", "…a date…", "…a data value…": Foundation's JSON and
//    property-list decoders), and that kind is decoded next. A hint is only a hint: if the
//    decode it suggests fails, or the message names nothing known, every kind is tried in turn.
// 3. A number is decoded as `Double`, which JSONDecoder reads as cheaply as an integer; an
//    integral value is kept as `Int64` (below 2^53 straight from the `Double`, beyond that
//    decoded again as `Int64` or `UInt64`, so no digit is lost).
// 4. `Date` and `Data`, kinds of their own only in property lists, are tried only on a hint or
//    after everything else: JSON, where a date is a number or a string, never pays for them.
//
// Objects are read key by key from their own keyed container (one hash lookup per guess, no
// nested decoder); array elements and single values through a nested decoder's single-value
// container, since an unkeyed container may move on after a failed guess.

extension FlatTaggedValue {
    /// Decodes whatever value the decoder holds.
    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.singleValueContainer() {
            if container.decodeNil() {
                self = .null
                return
            }
            self = try Self.decode(SingleValueSource(container: container, decoder: decoder))
        } else {
            self = try Self.decode(DecoderSource(decoder: decoder))
        }
    }

    /// Decodes every key of an object, each value from the object's own container.
    static func decodeObject(_ container: KeyedDecodingContainer<FlatTaggedCodingKey>) throws -> [String: FlatTaggedValue] {
        let keys = container.allKeys
        var object: [String: FlatTaggedValue] = [:]
        object.reserveCapacity(keys.count)
        for key in keys {
            object[key.stringValue] = try decode(KeyedSource(container: container, key: key))
        }
        return object
    }

    /// Decodes every element of an array, each through a nested decoder.
    static func decodeArray(_ container: any UnkeyedDecodingContainer) throws -> [FlatTaggedValue] {
        var container = container
        var elements: [FlatTaggedValue] = []
        if let count = container.count { elements.reserveCapacity(count) }
        while !container.isAtEnd {
            elements.append(try container.decode(FlatTaggedValue.self))
        }
        return elements
    }

    /// Decodes the value `source` points at: a string, or the kind its mismatch error hints at,
    /// or failing that every kind in turn. Throws the errors of an object's or an array's own
    /// values, and `dataCorrupted` for a value that no kind reads.
    private static func decode(_ source: some ValueSource) throws -> FlatTaggedValue {
        let mismatch: any Error
        do {
            return .string(try source.decode(String.self))
        } catch {
            mismatch = error
        }
        switch FoundKind(mismatch) {
        case .null: if try source.decodeNil() { return .null }
        case .number: if let value = decodeNumber(source) { return value }
        case .bool: if let value = try? source.decode(Bool.self) { return .bool(value) }
        case .object: if let value = try source.decodeObject() { return value }
        case .array: if let value = try source.decodeArray() { return value }
        case .date: if let value = try? source.decode(Date.self) { return .date(value) }
        case .data: if let value = try? source.decode(Data.self) { return .data(value) }
        case nil: break
        }
        if try source.decodeNil() { return .null }
        if let value = decodeNumber(source) { return value }
        if let value = try? source.decode(Bool.self) { return .bool(value) }
        if let value = try source.decodeObject() { return value }
        if let value = try source.decodeArray() { return value }
        if let value = try? source.decode(Date.self) { return .date(value) }
        if let value = try? source.decode(Data.self) { return .data(value) }
        throw DecodingError.dataCorrupted(
            .init(
                codingPath: source.codingPath,
                debugDescription: "expected null, a boolean, a number, a string, an array, an object, a date or data"))
    }

    /// A number, or `nil` if the value is not one. Integral values become `.int` (or `.uint`
    /// beyond `Int64`), others `.double`.
    private static func decodeNumber(_ source: some ValueSource) -> FlatTaggedValue? {
        let double: Double
        do {
            double = try source.decode(Double.self)
        } catch DecodingError.typeMismatch {
            return nil
        } catch {
            // A number `Double` can't hold (`1e400`): an integer decoder may still read it.
            if let value = try? source.decode(Int64.self) { return .int(value) }
            return (try? source.decode(UInt64.self)).map(FlatTaggedValue.uint)
        }
        guard double.rounded(.towardZero) == double else { return .double(double) }
        // Every integer below 2^53 is exact as a `Double`; beyond, decode the digits again.
        if double.magnitude < 0x1p53 { return .int(Int64(double)) }
        // (`Int64.max` rounds up to 2^63 as a `Double`, and `UInt64.max` to 2^64: both bounds inclusive.)
        if double >= -0x1p63, double <= 0x1p63, let value = try? source.decode(Int64.self) { return .int(value) }
        if double >= 0x1p63, double <= 0x1p64, let value = try? source.decode(UInt64.self) { return .uint(value) }
        return .double(double)
    }
}

/// The kind a decoder's type-mismatch message says it found, or `nil` when it names none that
/// `FlatTaggedValue` knows. A hint that saves guesses, never trusted: what it suggests is
/// decoded like any other guess.
private enum FoundKind {
    case null, number, bool, object, array, date, data

    init?(_ error: any Error) {
        guard case DecodingError.typeMismatch(_, let context) = error else { return nil }
        // "Expected to decode String but found number instead." (JSON), "…an integer…", "…a
        // real number…", "…a boolean…", "…a date…", "…a data value…" (property lists).
        var text = context.debugDescription
        guard let kind = text.withUTF8(Self.kind(foundIn:)) else { return nil }
        self = kind
    }

    /// The kind named by the word(s) before " instead." at the end of `message`.
    private static func kind(foundIn message: UnsafeBufferPointer<UInt8>) -> FoundKind? {
        func endsWith(_ suffix: StaticString) -> Bool {
            let count = suffix.utf8CodeUnitCount
            guard message.count >= count else { return false }
            let start = suffix.utf8Start
            let offset = message.count - count
            for index in 0..<count where message[offset + index] != start[index] { return false }
            return true
        }
        if endsWith(" number instead.") || endsWith(" integer instead.") { return .number }
        if endsWith(" string instead.") { return nil }
        if endsWith(" dictionary instead.") { return .object }
        if endsWith(" array instead.") { return .array }
        if endsWith(" bool instead.") || endsWith(" boolean instead.") { return .bool }
        if endsWith(" null instead.") || endsWith(" null value instead.") { return .null }
        if endsWith(" date instead.") { return .date }
        if endsWith(" data value instead.") { return .data }
        return nil
    }
}

/// Where a value is read from: a decoder's single-value container, a key of a keyed container,
/// or a decoder that has no single-value container. Generic code over it is specialized for
/// each, so none pays for the others.
private protocol ValueSource {
    var codingPath: [any CodingKey] { get }
    func decodeNil() throws -> Bool
    func decode(_ type: String.Type) throws -> String
    func decode(_ type: Bool.Type) throws -> Bool
    func decode(_ type: Int64.Type) throws -> Int64
    func decode(_ type: UInt64.Type) throws -> UInt64
    func decode(_ type: Double.Type) throws -> Double
    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value
    /// The object, or `nil` if the value is not one; throws its values' errors.
    func decodeObject() throws -> FlatTaggedValue?
    /// The array, or `nil` if the value is not one; throws its elements' errors.
    func decodeArray() throws -> FlatTaggedValue?
}

/// A value read from a decoder: its single-value container, or its keyed or unkeyed container.
private struct SingleValueSource: ValueSource {
    let container: any SingleValueDecodingContainer
    let decoder: any Decoder

    var codingPath: [any CodingKey] { decoder.codingPath }
    func decodeNil() throws -> Bool { container.decodeNil() }
    func decode(_ type: String.Type) throws -> String { try container.decode(type) }
    func decode(_ type: Bool.Type) throws -> Bool { try container.decode(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try container.decode(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try container.decode(type) }
    func decode(_ type: Double.Type) throws -> Double { try container.decode(type) }
    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try container.decode(type) }
    func decodeObject() throws -> FlatTaggedValue? { try DecoderSource(decoder: decoder).decodeObject() }
    func decodeArray() throws -> FlatTaggedValue? { try DecoderSource(decoder: decoder).decodeArray() }
}

/// A decoder without a single-value container: it can only hold an object or an array.
private struct DecoderSource: ValueSource {
    let decoder: any Decoder

    var codingPath: [any CodingKey] { decoder.codingPath }
    func decodeNil() throws -> Bool { false }
    func decode(_ type: String.Type) throws -> String { try decoder.singleValueContainer().decode(type) }
    func decode(_ type: Bool.Type) throws -> Bool { try decoder.singleValueContainer().decode(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decoder.singleValueContainer().decode(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.singleValueContainer().decode(type) }
    func decode(_ type: Double.Type) throws -> Double { try decoder.singleValueContainer().decode(type) }
    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try decoder.singleValueContainer().decode(type) }

    func decodeObject() throws -> FlatTaggedValue? {
        guard let container = try? decoder.container(keyedBy: FlatTaggedCodingKey.self) else { return nil }
        return .object(try FlatTaggedValue.decodeObject(container))
    }

    func decodeArray() throws -> FlatTaggedValue? {
        guard let container = try? decoder.unkeyedContainer() else { return nil }
        return .array(try FlatTaggedValue.decodeArray(container))
    }
}

/// The value for one key of a keyed container.
private struct KeyedSource: ValueSource {
    let container: KeyedDecodingContainer<FlatTaggedCodingKey>
    let key: FlatTaggedCodingKey

    var codingPath: [any CodingKey] { container.codingPath + [key] }
    func decodeNil() throws -> Bool { try container.decodeNil(forKey: key) }
    func decode(_ type: String.Type) throws -> String { try container.decode(type, forKey: key) }
    func decode(_ type: Bool.Type) throws -> Bool { try container.decode(type, forKey: key) }
    func decode(_ type: Int64.Type) throws -> Int64 { try container.decode(type, forKey: key) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try container.decode(type, forKey: key) }
    func decode(_ type: Double.Type) throws -> Double { try container.decode(type, forKey: key) }
    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try container.decode(type, forKey: key) }

    func decodeObject() throws -> FlatTaggedValue? {
        guard let nested = try? container.nestedContainer(keyedBy: FlatTaggedCodingKey.self, forKey: key) else { return nil }
        return .object(try FlatTaggedValue.decodeObject(nested))
    }

    func decodeArray() throws -> FlatTaggedValue? {
        guard let nested = try? container.nestedUnkeyedContainer(forKey: key) else { return nil }
        return .array(try FlatTaggedValue.decodeArray(nested))
    }
}
