import Foundation

/// The decoder of `XMLLikeCoder` (which says what XMLCoder behaviour it reproduces).
struct XMLLikeDecoder: Decoder, SingleValueDecodingContainer {
    /// What a value is: one element's content, or the elements a key gathered for an `Array`.
    enum Content {
        case node(XMLLikeNode)
        case list([XMLLikeNode])
    }

    let content: Content
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any]

    func child(_ content: Content, _ key: any CodingKey) -> XMLLikeDecoder {
        XMLLikeDecoder(content: content, codingPath: codingPath + [key], userInfo: userInfo)
    }

    func mismatch(_ type: Any.Type) -> DecodingError {
        let found =
            switch content {
            case .node(.text): "text"
            case .node(.element): "element"
            case .list: "list"
            }
        return .typeMismatch(
            type,
            .init(codingPath: codingPath, debugDescription: "Expected to decode \(type) but found \(found) instead."))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        // A list's first element, as XMLCoder's keyed container over a list does.
        switch single {
        case .element(let children)?:
            return KeyedDecodingContainer(XMLLikeKeyedDecoder(children: children, decoder: self))
        default:
            throw mismatch([String: Any].self)
        }
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        switch content {
        case .list(let nodes):
            return XMLLikeUnkeyedDecoder(nodes: nodes, decoder: self)
        case .node(.element(let children)):
            // XMLCoder: each child as an element of its own.
            return XMLLikeUnkeyedDecoder(nodes: children.map { .element([$0]) }, decoder: self)
        case .node(.text):
            throw mismatch([Any].self)
        }
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    /// The element itself, or a list's first element.
    private var single: XMLLikeNode? {
        switch content {
        case .node(let node): node
        case .list(let nodes): nodes.first
        }
    }

    // MARK: Scalars

    func decodeNil() -> Bool {
        if case .node(.element(let children)) = content { return children.isEmpty }
        return false
    }

    func decode(_ type: String.Type) throws -> String {
        switch single {
        case .text(let text)?: return text
        default: throw mismatch(type)
        }
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        switch try scalarText(type) {
        case "true", "1": return true
        case "false", "0": return false
        default: throw mismatch(type)
        }
    }

    private func scalarText(_ type: Any.Type) throws -> String {
        do {
            return try decode(String.self)
        } catch {
            throw mismatch(type)
        }
    }

    private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        guard let value = T(try scalarText(type)) else { throw mismatch(type) }
        return value
    }

    private func floatingPoint(_ type: Any.Type) throws -> Double {
        guard let value = Double(try scalarText(type)) else { throw mismatch(type) }
        return value
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

struct XMLLikeKeyedDecoder<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let children: [XMLLikeNode.Child]
    let decoder: XMLLikeDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] {
        var seen = Set<String>()
        return children.compactMap { seen.insert($0.name).inserted ? Key(stringValue: $0.name) : nil }
    }
    func contains(_ key: Key) -> Bool { children.contains { $0.name == key.stringValue } }

    private func elements(_ key: Key) -> [XMLLikeNode] {
        children.filter { $0.name == key.stringValue }.map(\.node)
    }

    /// The first element under `key`: what every type but an `Array` gets.
    private func child(_ key: Key) throws -> XMLLikeDecoder {
        guard let first = elements(key).first else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: codingPath, debugDescription: "No element named \"\(key.stringValue)\"."))
        }
        return decoder.child(.node(first), key)
    }

    func decodeNil(forKey key: Key) throws -> Bool { try elements(key).isEmpty || child(key).decodeNil() }
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

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        // Repeated elements are a list only for an `Array`, and no element is an empty one.
        if type is any XMLLikeSequence.Type { return try decoder.child(.list(elements(key)), key).decode(type) }
        return try child(key).decode(type)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try child(key).container(keyedBy: type)
    }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder.child(.list(elements(key)), key).unkeyedContainer()
    }
    func superDecoder() throws -> any Decoder {
        decoder.child(.node(children.first { $0.name == "super" }?.node ?? .element([])), TextTreeKey("super"))
    }
    func superDecoder(forKey key: Key) throws -> any Decoder {
        decoder.child(.node(elements(key).first ?? .element([])), key)
    }
}

struct XMLLikeUnkeyedDecoder: UnkeyedDecodingContainer {
    let nodes: [XMLLikeNode]
    let decoder: XMLLikeDecoder
    var currentIndex = 0

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { nodes.count }
    var isAtEnd: Bool { currentIndex >= nodes.count }

    /// Decodes the next element, moving past it only when it decodes.
    private mutating func element<T>(_ body: (XMLLikeDecoder) throws -> T) throws -> T {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                T.self,
                .init(codingPath: codingPath + [TextTreeKey(index: currentIndex)], debugDescription: "At the end."))
        }
        let value = try body(decoder.child(.node(nodes[currentIndex]), TextTreeKey(index: currentIndex)))
        currentIndex += 1
        return value
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, nodes[currentIndex] == .element([]) else { return false }
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
    mutating func superDecoder() throws -> any Decoder { try element { $0 } }
}
