import Foundation

// The document tree of the test coders whose scalars are text (TextScalarCoder.swift, a YAML-like
// coder, and XMLLikeCoder.swift), and the one encoder both write it with.
//
// Real coders that write text still know what kind of value was encoded: Yams writes the
// integer 99 as `99` and the string "99" as `'99'`, quoted so that it reads back as a string;
// XMLCoder writes both as the text `99`. So the encoder keeps each scalar's text and the kind it
// was encoded as, and each coder decides what a reader sees of that kind.

/// One scalar: its text, as the coder writes it, and the kind of value it was encoded from.
struct TextScalar: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case string, integer, float, bool, null }
    var text: String
    var kind: Kind

    static let null = TextScalar(text: "null", kind: .null)
}

/// A document: mappings (keys in order), sequences and scalars.
indirect enum TextTree: Equatable, Sendable {
    case scalar(TextScalar)
    case mapping([Entry])
    case sequence([TextTree])

    struct Entry: Equatable, Sendable {
        var key: String
        var value: TextTree
    }

    /// The value of the first entry under `key` in a mapping.
    subscript(key: String) -> TextTree? {
        guard case .mapping(let entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }
}

// MARK: - Encoding

/// Encodes any `Encodable` into a `TextTree`.
enum TextTreeEncoding {
    static func encode<T: Encodable>(
        _ value: T, userInfo: [CodingUserInfoKey: Any] = [:], rules: CoderRules = .lenient
    ) throws -> TextTree {
        let root = TextTreeNode()
        try value.encode(to: TextTreeEncoder(node: root, codingPath: [], userInfo: userInfo, rules: rules))
        return try root.tree(at: [])
    }
}

/// A node of the tree being encoded: containers hand out references to their children.
final class TextTreeNode {
    enum Content {
        case none
        case scalar(TextScalar)
        case mapping(Mapping)
        case sequence(Sequence)
    }

    final class Mapping {
        var entries: [(key: String, node: TextTreeNode)] = []

        /// A new node under `key`, replacing what an earlier encode wrote there.
        func child(_ key: String) -> TextTreeNode {
            let node = TextTreeNode()
            if let index = entries.firstIndex(where: { $0.key == key }) {
                entries[index].node = node
            } else {
                entries.append((key, node))
            }
            return node
        }
    }

    final class Sequence {
        var nodes: [TextTreeNode] = []

        func append() -> TextTreeNode {
            let node = TextTreeNode()
            nodes.append(node)
            return node
        }
    }

    var content = Content.none

    func tree(at codingPath: [any CodingKey]) throws -> TextTree {
        switch content {
        case .none:
            throw EncodingError.invalidValue(
                (), .init(codingPath: codingPath, debugDescription: "a value that encoded nothing"))
        case .scalar(let scalar):
            return .scalar(scalar)
        case .mapping(let mapping):
            return .mapping(try mapping.entries.map { .init(key: $0.key, value: try $0.node.tree(at: codingPath)) })
        case .sequence(let sequence):
            return .sequence(try sequence.nodes.map { try $0.tree(at: codingPath) })
        }
    }
}

/// Encodes into a `TextTreeNode`, breaking the assumptions `rules` names (`CoderRules`).
struct TextTreeEncoder: Encoder, SingleValueEncodingContainer {
    let node: TextTreeNode
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any]
    var rules = CoderRules.lenient

    func child(_ node: TextTreeNode, _ key: any CodingKey) -> TextTreeEncoder {
        TextTreeEncoder(node: node, codingPath: codingPath + [key], userInfo: userInfo, rules: rules)
    }

    /// A `superEncoder()` into `node`, which a coder with `rules.noSuperCoders` doesn't have.
    func superEncoder(_ node: TextTreeNode, _ key: any CodingKey) -> TextTreeEncoder {
        if rules.noSuperCoders { CoderRules.trap("superEncoder()", codingPath: codingPath) }
        return child(node, key)
    }

    /// With `rules.oneContainerKind`, asking for `what` where the node already holds other content traps.
    private func checkKind(_ what: String, allowed: (TextTreeNode.Content) -> Bool) {
        guard rules.oneContainerKind else { return }
        if case .none = node.content { return }
        if !allowed(node.content) {
            CoderRules.trap("\(what) where the encoder already holds a value", codingPath: codingPath)
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .mapping(let mapping) = node.content {
            return KeyedEncodingContainer(TextTreeKeyedEncoder(mapping: mapping, encoder: self))
        }
        checkKind("a keyed container") { _ in false }
        let mapping = TextTreeNode.Mapping()
        node.content = .mapping(mapping)
        return KeyedEncodingContainer(TextTreeKeyedEncoder(mapping: mapping, encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .sequence(let sequence) = node.content {
            return TextTreeUnkeyedEncoder(sequence: sequence, encoder: self)
        }
        checkKind("an unkeyed container") { _ in false }
        let sequence = TextTreeNode.Sequence()
        node.content = .sequence(sequence)
        return TextTreeUnkeyedEncoder(sequence: sequence, encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    private func write(_ text: String, _ kind: TextScalar.Kind) {
        checkKind("a single value") { _ in false }
        node.content = .scalar(TextScalar(text: text, kind: kind))
    }

    func encodeNil() {
        // swift-extras-json's single-value `encodeNil()` stores nothing.
        guard !rules.silentSingleValueNil else { return }
        checkKind("a single value") { _ in false }
        node.content = .scalar(.null)
    }
    func encode(_ value: Bool) { write(value ? "true" : "false", .bool) }
    func encode(_ value: String) { write(value, .string) }
    func encode(_ value: Double) { write(String(value), .float) }
    func encode(_ value: Float) { write(String(value), .float) }
    func encode(_ value: Int) { write(String(value), .integer) }
    func encode(_ value: Int8) { write(String(value), .integer) }
    func encode(_ value: Int16) { write(String(value), .integer) }
    func encode(_ value: Int32) { write(String(value), .integer) }
    func encode(_ value: Int64) { write(String(value), .integer) }
    func encode(_ value: UInt) { write(String(value), .integer) }
    func encode(_ value: UInt8) { write(String(value), .integer) }
    func encode(_ value: UInt16) { write(String(value), .integer) }
    func encode(_ value: UInt32) { write(String(value), .integer) }
    func encode(_ value: UInt64) { write(String(value), .integer) }
    func encode<T: Encodable>(_ value: T) throws { try value.encode(to: self) }
}

struct TextTreeKeyedEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let mapping: TextTreeNode.Mapping
    let encoder: TextTreeEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    private func child(_ key: Key) -> TextTreeEncoder { encoder.child(mapping.child(key.stringValue), key) }

    mutating func encodeNil(forKey key: Key) { child(key).encodeNil() }
    mutating func encode(_ value: Bool, forKey key: Key) { child(key).encode(value) }
    mutating func encode(_ value: String, forKey key: Key) { child(key).encode(value) }
    mutating func encode(_ value: Double, forKey key: Key) { child(key).encode(value) }
    mutating func encode(_ value: Float, forKey key: Key) { child(key).encode(value) }
    mutating func encode(_ value: Int, forKey key: Key) { child(key).encode(value) }
    mutating func encode(_ value: Int8, forKey key: Key) { child(key).encode(value) }
    mutating func encode(_ value: Int16, forKey key: Key) { child(key).encode(value) }
    mutating func encode(_ value: Int32, forKey key: Key) { child(key).encode(value) }
    mutating func encode(_ value: Int64, forKey key: Key) { child(key).encode(value) }
    mutating func encode(_ value: UInt, forKey key: Key) { child(key).encode(value) }
    mutating func encode(_ value: UInt8, forKey key: Key) { child(key).encode(value) }
    mutating func encode(_ value: UInt16, forKey key: Key) { child(key).encode(value) }
    mutating func encode(_ value: UInt32, forKey key: Key) { child(key).encode(value) }
    mutating func encode(_ value: UInt64, forKey key: Key) { child(key).encode(value) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        let child = child(key)
        try value.encode(to: child)
        if encoder.rules.silentSingleValueNil, case .none = child.node.content {
            // swift-extras-json: `preconditionFailure()` when the value wrote nothing.
            CoderRules.trap(
                "encode(_:forKey: \"\(key.stringValue)\") of a value that wrote nothing", codingPath: codingPath)
        }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        child(key).container(keyedBy: keyType)
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        child(key).unkeyedContainer()
    }
    mutating func superEncoder() -> any Encoder {
        encoder.superEncoder(mapping.child("super"), TextTreeKey("super"))
    }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        encoder.superEncoder(mapping.child(key.stringValue), key)
    }
}

struct TextTreeUnkeyedEncoder: UnkeyedEncodingContainer {
    let sequence: TextTreeNode.Sequence
    let encoder: TextTreeEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { sequence.nodes.count }

    private func next() -> TextTreeEncoder {
        let index = sequence.nodes.count
        return encoder.child(sequence.append(), TextTreeKey(index: index))
    }

    mutating func encodeNil() { next().encodeNil() }
    mutating func encode(_ value: Bool) { next().encode(value) }
    mutating func encode(_ value: String) { next().encode(value) }
    mutating func encode(_ value: Double) { next().encode(value) }
    mutating func encode(_ value: Float) { next().encode(value) }
    mutating func encode(_ value: Int) { next().encode(value) }
    mutating func encode(_ value: Int8) { next().encode(value) }
    mutating func encode(_ value: Int16) { next().encode(value) }
    mutating func encode(_ value: Int32) { next().encode(value) }
    mutating func encode(_ value: Int64) { next().encode(value) }
    mutating func encode(_ value: UInt) { next().encode(value) }
    mutating func encode(_ value: UInt8) { next().encode(value) }
    mutating func encode(_ value: UInt16) { next().encode(value) }
    mutating func encode(_ value: UInt32) { next().encode(value) }
    mutating func encode(_ value: UInt64) { next().encode(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { try value.encode(to: next()) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        next().container(keyedBy: keyType)
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { next().unkeyedContainer() }
    mutating func superEncoder() -> any Encoder {
        let index = sequence.nodes.count
        return encoder.superEncoder(sequence.append(), TextTreeKey(index: index))
    }
}

/// The keys of the test coders' paths: a mapping key or a sequence index.
struct TextTreeKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(_ string: String) { stringValue = string }
    init(index: Int) {
        stringValue = "Index \(index)"
        intValue = index
    }
    init?(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) { self.init(index: intValue) }
}
