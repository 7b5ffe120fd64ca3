/// What the value no case decoded is, found through what `init(from:)` already has — the kind
/// the decoder told, the keyed container, the single-value container — and asked only as far as
/// the error needs it: whether it is an array or an object (did a collection case fit it?), its
/// keys (did a labeled case's keys?), its JSON type (the words of the message).
///
/// Every answer comes from a call the `Decoder` protocol promises, never from the text of an
/// error or the length of a coding path: an array is a value that lends an unkeyed container, an
/// object one that lends a keyed container, each asked through the single-value container (which
/// gives the question a decoder of its own, so the decoder is asked for no second container).
/// `JSONDecoder` tells the kind without a container (`DecoderKindProbe`). Only the error path
/// builds one.
final class UntaggedValueProbe {
    /// The keyed container `init(from:)` asked for, if it did: `nil` in it when the value is no
    /// object.
    enum ObjectContainer<Key: CodingKey> {
        case notAsked
        case asked(KeyedDecodingContainer<Key>?)
    }

    let decoder: any Decoder
    private let single: (any SingleValueDecodingContainer)?
    /// False when `init(from:)` asked for a keyed container and got none: no object.
    private let mayBeObject: Bool
    /// Whether `init(from:)` asked for a keyed container: then the decoder is asked for no other.
    private let objectAsked: Bool
    /// Whether the object has a key, once it is known to be an object whose keys can be read.
    private(set) var contains: ((String) -> Bool)?
    private var knownKind: JSONKind??
    private var told: JSONKind??

    init<Key: CodingKey>(
        kind known: FlatTaggedUntaggedAttempts.ValueKind?, single: (any SingleValueDecodingContainer)?,
        object: ObjectContainer<Key>, decoder: any Decoder
    ) {
        self.decoder = decoder
        self.single = single
        switch object {
        case .asked(let object?):
            mayBeObject = true
            objectAsked = true
            contains = { Key(stringValue: $0).map(object.contains) ?? false }
            knownKind = .some(.object)
        case .asked(nil):
            mayBeObject = false
            objectAsked = true
            knownKind = known.map { .some(JSONKind($0)) }
        case .notAsked:
            mayBeObject = true
            objectAsked = false
            knownKind = known.map { .some(JSONKind($0)) }
        }
    }

    /// What the decoder tells without a container (`JSONDecoder`), or was told before.
    private var toldKind: JSONKind? {
        if let knownKind { return knownKind }
        if let told { return told }
        let found = DecoderKindProbe.kind(of: decoder)
        told = .some(found)
        return found
    }

    /// Whether the value is an array; nil when that can't be told.
    var isArray: Bool? {
        if let told = toldKind { return told == .array }
        guard let single else { return nil }
        let isArray = (try? single.decode(UntaggedArrayShape.self)) != nil
        if isArray { knownKind = .some(.array) }
        return isArray
    }

    /// Whether the value is an object; nil when that can't be told. Its keys are then readable
    /// (``contains``).
    var isObject: Bool? {
        if !mayBeObject { return false }
        if contains != nil { return true }
        if let told = toldKind, told != .object { return false }
        guard let single else {
            // `JSONDecoder` lends containers freely; `init(from:)` asked for none.
            if toldKind == .object, let keyed = try? decoder.container(keyedBy: FlatTaggedCodingKey.self) {
                contains = { keyed.contains(FlatTaggedCodingKey($0)) }
            }
            return toldKind.map { $0 == .object }
        }
        guard let keyed = single.flatTaggedObject(keyedBy: FlatTaggedCodingKey.self) else { return false }
        contains = { keyed.contains(FlatTaggedCodingKey($0)) }
        knownKind = .some(.object)
        return true
    }

    /// Whether the object has all of `keys`; nil when its keys can't be read.
    func hasKeys(_ keys: [String]) -> Bool? {
        guard isObject == true, let contains else { return nil }
        return keys.allSatisfy(contains)
    }

    /// The value's kind; nil when it can't be told.
    var kind: JSONKind? {
        if let told = toldKind {
            if told == .object { _ = isObject }
            return told
        }
        guard let single = single ?? (objectAsked ? nil : try? decoder.singleValueContainer()) else {
            return nil
        }
        let found = Self.scalarKind(single)
        if found != nil { knownKind = .some(found) }
        if found != nil { return found }
        if isArray == true { return .array }
        if isObject == true { return .object }
        return nil
    }

    /// The kind of a scalar: `null`, a string, a boolean or a number (one the coder reads as a
    /// `Double` or an `Int64`, or one it refuses for its size rather than its type).
    private static func scalarKind(_ single: any SingleValueDecodingContainer) -> JSONKind? {
        if single.decodeNil() { return .null }
        if (try? single.decode(String.self)) != nil { return .string }
        if (try? single.decode(Bool.self)) != nil { return .bool }
        do {
            _ = try single.decode(Double.self)
            return .number
        } catch {
            if !UntaggedVerdict.isOtherType(error) { return .number }
        }
        if (try? single.decode(Int64.self)) != nil { return .number }
        return nil
    }

    /// What the value is, as an untagged error's summary ends: `this object`, `null`.
    var described: String {
        switch kind {
        case .null: "null"
        case .object: "this object"
        case .array: "this array"
        case .string: "this string"
        case .bool: "this boolean"
        case .number: "this number"
        case .date, .data, nil: "this value"
        }
    }
}

/// A value that lends an unkeyed container: an array, asked without decoding its elements.
private struct UntaggedArrayShape: Decodable {
    init(from decoder: any Decoder) throws {
        _ = try decoder.unkeyedContainer()
    }
}
