import Foundation

/// An XML-like coder: elements with text or child elements, no attributes.
///
/// It reproduces how XMLCoder (CoreOffice/XMLCoder, `XMLDecoder`/`XMLEncoder`) presents a
/// document, which FlatTagged must handle:
/// - Repeated elements are a list only for an `Array` type. A keyed container's
///   `decode(T.self, forKey:)` gathers every child element named by the key when `T` is an
///   `Array` (XMLCoder's `XMLDecodableSequence`; none at all is an empty array), and hands any
///   other type the first one alone. `superDecoder(forKey:)` holds the first one too.
/// - `unkeyedContainer()` on one element presents its children, each as an element of its own
///   (XMLCoder's `SingleKeyedBox`): what a wrapper that asks for an unkeyed container gets.
/// - Scalars are text: `decode(String.self)` reads any text, `Int`/`Double` parse it, `Bool`
///   reads "true"/"1" and "false"/"0" (XMLCoder's `BoolBox`). `007` is the string "007" and the
///   integer 7. `decodeNil()` is true for an empty element.
/// - Encoding writes an array under a key as repeated elements named by the key, and `nil` as an
///   empty element; every scalar is written as its text.
struct XMLLikeCoder: @unchecked Sendable {  // `userInfo` holds only the test registry.
    var userInfo: [CodingUserInfoKey: Any] = [:]

    func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
        try decode(type, from: try XMLLikeNode.parse(text))
    }

    func decode<T: Decodable>(_ type: T.Type, from node: XMLLikeNode) throws -> T {
        try XMLLikeDecoder(content: .node(node), codingPath: [], userInfo: userInfo).decode(type)
    }

    /// The document's root element: the value's keys as its children.
    func encodeNode<T: Encodable>(_ value: T) throws -> XMLLikeNode {
        try XMLLikeNode(try TextTreeEncoding.encode(value, userInfo: userInfo))
    }

    func encode<T: Encodable>(_ value: T) throws -> String { try encodeNode(value).text }
}

/// An XML element's content: text, or child elements in order (names may repeat).
indirect enum XMLLikeNode: Equatable, Sendable {
    case text(String)
    case element([Child])

    struct Child: Equatable, Sendable {
        var name: String
        var node: XMLLikeNode
    }

    /// The element an encoded tree is written as: a sequence under a key becomes repeated
    /// children named by the key; `null` an empty element.
    init(_ tree: TextTree) throws {
        switch tree {
        case .scalar(let scalar):
            self = scalar.kind == .null ? .element([]) : .text(scalar.text)
        case .mapping(let entries):
            var children: [Child] = []
            for entry in entries {
                if case .sequence(let nodes) = entry.value {
                    for node in nodes { children.append(Child(name: entry.key, node: try XMLLikeNode(node))) }
                } else {
                    children.append(Child(name: entry.key, node: try XMLLikeNode(entry.value)))
                }
            }
            self = .element(children)
        case .sequence(let nodes):
            // A list outside a key (the document, or a list in a list): each item an element.
            self = .element(try nodes.map { Child(name: "element", node: try XMLLikeNode($0)) })
        }
    }

    /// `<a>1</a><b><c>x</c></b>`: the children of the root, with `&`, `<` and `>` escaped.
    var text: String {
        switch self {
        case .text(let text):
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;")
        case .element(let children):
            children.map { "<\($0.name)>\($0.node.text)</\($0.name)>" }.joined()
        }
    }

    /// Reads `text`, the root's children; an element with no content is an empty element, not
    /// empty text.
    static func parse(_ text: String) throws -> XMLLikeNode {
        var characters = Substring(text.filter { $0 != "\n" })
        return try parseContent(&characters, closing: nil)
    }

    private static func parseContent(_ rest: inout Substring, closing: String?) throws -> XMLLikeNode {
        var children: [Child] = []
        var text = ""
        while !rest.isEmpty {
            if rest.hasPrefix("</") {
                guard let end = rest.firstIndex(of: ">"),
                    String(rest[rest.index(rest.startIndex, offsetBy: 2)..<end]) == closing
                else { throw TextScalarSyntax.SyntaxError(description: "unexpected closing tag") }
                rest = rest[rest.index(after: end)...]
                return children.isEmpty && !text.isEmpty ? .text(unescaped(text)) : .element(children)
            }
            if rest.first == "<" {
                guard let end = rest.firstIndex(of: ">") else { throw TextScalarSyntax.SyntaxError(description: "<") }
                let name = String(rest[rest.index(after: rest.startIndex)..<end])
                rest = rest[rest.index(after: end)...]
                children.append(Child(name: name, node: try parseContent(&rest, closing: name)))
            } else {
                text.append(rest.removeFirst())
            }
        }
        guard closing == nil else { throw TextScalarSyntax.SyntaxError(description: "unclosed <\(closing!)>") }
        return .element(children)
    }

    private static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}

/// The types whose keyed decoding gathers every repeated element: XMLCoder's
/// `XMLDecodableSequence`, which only `Array` (and `Dictionary`) adopt.
protocol XMLLikeSequence {}
extension Array: XMLLikeSequence {}
