import Foundation

/// A YAML-like coder over a `TextTree`, in two modes.
///
/// `.text` reproduces how Yams (jpsim/Yams, `YAMLDecoder`) reads scalars, which FlatTagged must
/// handle: every scalar is text.
/// - `decode(String.self)` succeeds for ANY scalar, quoted or plain, numbers, booleans and `null`
///   included (Yams' `String.construct(from:)` returns the scalar's text).
/// - Integers and floating-point numbers are read only from plain (unquoted) scalars: Yams checks
///   `scalar.style == .plain`, so the quoted '99' is no integer. Here a scalar encoded as a
///   string stands for a quoted one (Yams' emitter quotes every string that would read as
///   something else).
/// - `Bool` is read from any scalar whose text is true/yes/on or false/no/off, in any case,
///   quoted or not (Yams' `Bool.construct(from:)` looks at the text only).
/// - `decodeNil()` is true only for `null` (a plain `null`, `~` or empty scalar in Yams).
/// - A type mismatch names no JSON kind ("…but found scalar instead."): no hint.
///
/// `.typed` keeps every scalar's kind, as JSON does: a string is only a string, a number only a
/// number (an integral float reads as an integer, as `JSONDecoder` reads `2.0`), `true` only a
/// boolean; its messages carry no hint either.
///
/// `.strict` keeps every number's own type, as CBOR does (SwiftCBOR): an integer is read only as an
/// integer type (never as `Double`), a floating-point number only as `Double` or `Float` (never
/// as `Int`, not even `2.0`); strings, booleans and `null` as in `.typed`. Its messages name no
/// JSON kind and don't read like Foundation's.
///
/// `rules` breaks further assumptions (`CoderRules`): no `superDecoder()`, no `userInfo`, and,
/// encoding, the rules `TextTreeEncoder` keeps.
///
/// Encoding is the same in every mode (`TextTreeEncoding`): the integer 99 is written `99`, the
/// string "99" `'99'` (`TextScalarSyntax`).
/// `@unchecked Sendable`: its `userInfo` holds only the test registry, which is `Sendable`.
struct TextScalarCoder: @unchecked Sendable {
    enum Mode { case text, typed, strict }

    var mode: Mode
    var userInfo: [CodingUserInfoKey: Any] = [:]
    var rules = CoderRules.lenient
    /// How test output names the coder; by default its mode.
    var name: String? = nil

    func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
        try decode(type, from: try TextScalarSyntax.parse(text))
    }

    func decode<T: Decodable>(_ type: T.Type, from tree: TextTree) throws -> T {
        try TextScalarDecoder(node: tree, mode: mode, path: [], userInfo: rules.userInfo(userInfo), rules: rules)
            .decode(type)
    }

    func encode<T: Encodable>(_ value: T) throws -> String {
        TextScalarSyntax.print(try encodeTree(value))
    }

    func encodeTree<T: Encodable>(_ value: T) throws -> TextTree {
        try TextTreeEncoding.encode(value, userInfo: rules.userInfo(userInfo), rules: rules)
    }
}

struct TextScalarDecoder: Decoder, SingleValueDecodingContainer {
    let node: TextTree
    let mode: TextScalarCoder.Mode
    /// The coding path, as the coder's own errors carry it.
    var path: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any]
    var rules = CoderRules.lenient

    /// The coding path, read from outside (counted with `rules.pathReads`).
    var codingPath: [any CodingKey] { rules.pathReads?.read(path) ?? path }

    func child(_ node: TextTree, _ key: any CodingKey) -> TextScalarDecoder {
        TextScalarDecoder(
            node: node, mode: mode, path: rules.emptyCodingPaths ? [] : path + [key], userInfo: userInfo,
            rules: rules)
    }

    /// A `superDecoder()`, which a coder with `rules.noSuperCoders` doesn't have.
    func superDecoder(_ node: TextTree, _ key: any CodingKey) throws -> TextScalarDecoder {
        if rules.noSuperCoders {
            CoderRules.trap("superDecoder()", codingPath: path)
            throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "no superDecoder"))
        }
        return child(node, key)
    }

    func mismatch(_ type: Any.Type) -> DecodingError {
        let found: String
        switch node {
        case .scalar: found = "scalar"
        case .mapping: found = "mapping"
        case .sequence: found = "sequence"
        }
        let message =
            mode == .strict || rules.ownWording
            ? "strict coder: no \(type) here, the \(found) holds something else"
            : "Expected to decode \(type) but found \(found) instead."
        return .typeMismatch(type, .init(codingPath: path, debugDescription: message))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .mapping(let entries) = node else { throw mismatch([String: Any].self) }
        return KeyedDecodingContainer(TextScalarKeyedDecoder(entries: entries, decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .sequence(let nodes) = node else { throw mismatch([Any].self) }
        return TextScalarUnkeyedDecoder(nodes: nodes, decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        if rules.noSingleValueForObjects, case .mapping = node {
            throw DecodingError.typeMismatch(
                TextTree.self, .init(codingPath: path, debugDescription: "Cannot decode a single value from a table"))
        }
        return self
    }

    // MARK: Scalars

    private var scalar: TextScalar? {
        if case .scalar(let scalar) = node { return scalar }
        return nil
    }

    func decodeNil() -> Bool { scalar?.kind == .null }

    func decode(_ type: String.Type) throws -> String {
        guard let scalar, mode == .text || scalar.kind == .string else { throw mismatch(type) }
        return scalar.text
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard let scalar else { throw mismatch(type) }
        if mode != .text {
            guard scalar.kind == .bool else { throw mismatch(type) }
            return scalar.text == "true"
        }
        switch scalar.text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw mismatch(type)
        }
    }

    /// A number's text: a plain scalar in `.text` mode, a number in `.typed` mode, in `.strict`
    /// mode a number of the kind asked for (`integer` or `float`).
    private func numberText(_ type: Any.Type, strictKind: TextScalar.Kind) throws -> String {
        guard let scalar else { throw mismatch(type) }
        switch (mode, scalar.kind) {
        case (.text, .string), (.typed, .string), (.typed, .bool), (.typed, .null): throw mismatch(type)
        case (.strict, let kind) where kind != strictKind: throw mismatch(type)
        default: return scalar.text
        }
    }

    private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        let text = try numberText(type, strictKind: .integer)
        if let value = T(text) { return value }
        if mode == .typed, let double = Double(text), let value = T(exactly: double) { return value }
        if rules.ownNumberErrors, let double = Double(text), double.rounded() == double {
            throw CoderNumberError(text: "too big for \(type): \(text)")
        }
        if mode == .strict {
            throw DecodingError.dataCorrupted(
                .init(codingPath: path, debugDescription: "strict coder: \(text) is not a \(type)"))
        }
        throw mismatch(type)
    }

    private func floatingPoint(_ type: Any.Type) throws -> Double {
        let text = try numberText(type, strictKind: .float)
        switch text {
        case ".inf", "+.inf": return .infinity
        case "-.inf": return -.infinity
        case ".nan": return .nan
        default:
            guard let value = Double(text) else { throw mismatch(type) }
            return value
        }
    }

    func decode(_ type: Double.Type) throws -> Double { try floatingPoint(type) }
    func decode(_ type: Float.Type) throws -> Float { Float(try floatingPoint(type)) }
    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }
}

struct TextScalarKeyedDecoder<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let entries: [TextTree.Entry]
    let decoder: TextScalarDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { entries.compactMap { Key(stringValue: $0.key) } }
    func contains(_ key: Key) -> Bool { entries.contains { $0.key == key.stringValue } }

    private func child(_ key: Key) throws -> TextScalarDecoder {
        guard let entry = entries.first(where: { $0.key == key.stringValue }) else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: decoder.path, debugDescription: "No value for key \"\(key.stringValue)\"."))
        }
        return decoder.child(entry.value, key)
    }

    func decodeNil(forKey key: Key) throws -> Bool { try child(key).decodeNil() }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try child(key).decode(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try child(key).decode(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try child(key).decode(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try child(key).decode(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try child(key).decode(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try child(key).decode(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try child(key).decode(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try child(key).decode(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try child(key).decode(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try child(key).decode(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try child(key).decode(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try child(key).decode(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try child(key).decode(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try child(key).decode(type) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try child(key).decode(type) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try child(key).container(keyedBy: type)
    }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try child(key).unkeyedContainer()
    }
    func superDecoder() throws -> any Decoder {
        try decoder.superDecoder(self["super"] ?? .scalar(.null), TextTreeKey("super"))
    }
    func superDecoder(forKey key: Key) throws -> any Decoder {
        try decoder.superDecoder(self[key.stringValue] ?? .scalar(.null), key)
    }

    private subscript(key: String) -> TextTree? { entries.first { $0.key == key }?.value }
}

struct TextScalarUnkeyedDecoder: UnkeyedDecodingContainer {
    let nodes: [TextTree]
    let decoder: TextScalarDecoder
    var currentIndex = 0

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { nodes.count }
    var isAtEnd: Bool { currentIndex >= nodes.count }

    private mutating func next(_ type: Any.Type) throws -> TextScalarDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type,
                .init(codingPath: decoder.path + [TextTreeKey(index: currentIndex)], debugDescription: "At the end."))
        }
        defer { currentIndex += 1 }
        return decoder.child(nodes[currentIndex], TextTreeKey(index: currentIndex))
    }

    /// Decodes the next element, moving past it only when it decodes.
    private mutating func element<T>(_ body: (TextScalarDecoder) throws -> T) throws -> T {
        let index = currentIndex
        do {
            return try body(try next(T.self))
        } catch {
            currentIndex = index
            throw error
        }
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, case .scalar(let scalar) = nodes[currentIndex], scalar.kind == .null else { return false }
        currentIndex += 1
        return true
    }
    mutating func decode(_ type: Bool.Type) throws -> Bool { try element { try $0.decode(type) } }
    mutating func decode(_ type: String.Type) throws -> String { try element { try $0.decode(type) } }
    mutating func decode(_ type: Double.Type) throws -> Double { try element { try $0.decode(type) } }
    mutating func decode(_ type: Float.Type) throws -> Float { try element { try $0.decode(type) } }
    mutating func decode(_ type: Int.Type) throws -> Int { try element { try $0.decode(type) } }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try element { try $0.decode(type) } }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try element { try $0.decode(type) } }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try element { try $0.decode(type) } }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try element { try $0.decode(type) } }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try element { try $0.decode(type) } }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try element { try $0.decode(type) } }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try element { try $0.decode(type) } }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try element { try $0.decode(type) } }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try element { try $0.decode(type) } }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try element { try $0.decode(type) } }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try element { try $0.container(keyedBy: type) }
    }
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try element { try $0.unkeyedContainer() }
    }
    mutating func superDecoder() throws -> any Decoder {
        if decoder.rules.noSuperCoders {
            _ = try decoder.superDecoder(.scalar(.null), TextTreeKey(index: currentIndex))
        }
        return try next((any Decoder).self)
    }
}
