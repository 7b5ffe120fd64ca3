import FlatTagged

// The external form: DynamoDB items, whose attribute values name their type as the object's
// only key (`{"S":"Joe"}`, `{"M":{…}}`). The generated enum against the best hand-written code,
// which switches on the single key of a `CodingKeys`-keyed container, as synthesized `Codable`
// does for enums with associated values.

/// FlatTagged: what the plugin generates for the external form.
// @FlatTagged(external, naming: .uppercase)
indirect enum GeneratedAttributeValue: Equatable, Sendable {
    case s(String)
    case n(String)
    case bool(Bool)
    case null(Bool)
    case l([GeneratedAttributeValue])
    case m([String: GeneratedAttributeValue])
}

/// The best hand-written code for the same shapes: the container's only key, a switch on it,
/// the value decoded under it. (It is less strict than the generated code: an unknown key is
/// dropped from `allKeys` by `CodingKeys(stringValue:)`, so `{"S":"a","X":1}` decodes.)
indirect enum HandWrittenAttributeValue: Codable, Equatable, Sendable {
    case s(String)
    case n(String)
    case bool(Bool)
    case null(Bool)
    case l([HandWrittenAttributeValue])
    case m([String: HandWrittenAttributeValue])

    enum CodingKeys: String, CodingKey {
        case s = "S", n = "N", bool = "BOOL", null = "NULL", l = "L", m = "M"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let keys = container.allKeys
        guard keys.count == 1 else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "expected exactly one key, found \(keys.count)")
            )
        }
        switch keys[0] {
        case .s: self = .s(try container.decode(String.self, forKey: .s))
        case .n: self = .n(try container.decode(String.self, forKey: .n))
        case .bool: self = .bool(try container.decode(Bool.self, forKey: .bool))
        case .null: self = .null(try container.decode(Bool.self, forKey: .null))
        case .l: self = .l(try container.decode([HandWrittenAttributeValue].self, forKey: .l))
        case .m: self = .m(try container.decode([String: HandWrittenAttributeValue].self, forKey: .m))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .s(let value): try container.encode(value, forKey: .s)
        case .n(let value): try container.encode(value, forKey: .n)
        case .bool(let value): try container.encode(value, forKey: .bool)
        case .null(let value): try container.encode(value, forKey: .null)
        case .l(let value): try container.encode(value, forKey: .l)
        case .m(let value): try container.encode(value, forKey: .m)
        }
    }
}

/// A DynamoDB item as one map attribute: a number, two strings, a Boolean, a null and a list of
/// two strings, so nine attribute values an item.
func attributeItem(_ index: Int) -> HandWrittenAttributeValue {
    .m([
        "id": .n(String(index)),
        "name": .s("user \(index)"),
        "email": .s("user\(index)@example.com"),
        "active": .bool(index % 2 == 0),
        "deleted": .null(true),
        "tags": .l([.s("tag\(index % 7)"), .s("tag\(index % 11)")]),
    ])
}
