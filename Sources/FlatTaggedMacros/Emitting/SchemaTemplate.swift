/// A schema as generated code writes it: the JSON template of a `SchemaNode`, one node per builder
/// call (the vocabulary `FlatTaggedSchemaBuilder.template(_:_:)` reads), and the builder calls of
/// the parts only known at run time, in the order the template refers to them (`{"part": 0}`, …)
/// and the order the calls would have been made: a part's call can add a `$defs` entry that a
/// later node reads.
///
/// A file of five schema-marked enums costs the compiler 4.1% more instructions than without
/// `schema` this way, 18.5% as builder calls (PerformanceAndBuildCost.md).
struct SchemaTemplate {
    private(set) var parts: [String] = []
    private(set) var json: JSON = .null

    init(_ node: SchemaNode, description: String? = nil) {
        json = template(node)
        if let description, case .object(var fields) = json {
            fields["description"] = .string(description)
            json = .object(fields)
        }
    }

    /// `schema.template(#"…"#, parts…)`: the call that builds the schema.
    var call: String {
        "schema.template(\(Self.rawLiteral(json.compactText))\(parts.map { ", " + $0 }.joined()))"
    }

    private mutating func template(_ node: SchemaNode) -> JSON {
        switch node {
        case .type(let type): return template(type)
        case .tag(let tag): return .object(["tag": Self.value(tag)])
        case .tags(let tags): return .object(["tags": .array(tags.map(Self.value))])
        case .null: return .string("null")
        case .optional(let wrapped): return .object(["optional": template(wrapped)])
        case .object(let properties, let required, let closed):
            var fields: [String: JSON] = [
                "object": .array(properties.map { .array([.string($0.key), template($0.schema)]) }),
                "required": Self.strings(required),
            ]
            if closed { fields["closed"] = .bool(true) }
            return .object(fields)
        case .flattening(let payload, let object):
            // The payload first, as the call `schema.flattening(payload, into: object)` did.
            let payload = template(payload)
            return .object(["flattening": payload, "into": template(object)])
        case .anyOf(let entries): return .object(["anyOf": .array(entries.map { template($0) })])
        case .requiring(let keys, let absent, let shape):
            var fields: [String: JSON] = ["requiring": Self.strings(keys), "in": template(shape)]
            if !absent.isEmpty { fields["absent"] = Self.strings(absent) }
            return .object(fields)
        case .unknownTag(let tags, let integers):
            var fields: [String: JSON] = [
                "unknownTag": .array(tags.map { integers ? Self.value($0) : .string($0.text) })
            ]
            if integers { fields["integers"] = .bool(true) }
            return .object(fields)
        case .unknownKey(let names): return .object(["unknownKey": Self.strings(names)])
        case .anyValue: return .string("any")
        case .describing(let node, let description):
            return .object(["describing": template(node), "description": .string(description)])
        }
    }

    private mutating func template(_ type: SchemaType) -> JSON {
        switch type {
        case .string: return .string("string")
        case .bool: return .string("boolean")
        case .number: return .string("number")
        case .date: return .string("date")
        case .data: return .string("data")
        case .anyValue: return .string("any")
        case .integer(let name):
            return .object(["integer": .string(name.hasPrefix("Swift.") ? String(name.dropFirst(6)) : name)])
        case .formattedString(let format): return .object(["string": .string(format)])
        case .array(let element): return .object(["array": template(element)])
        case .dictionary(let value): return .object(["dictionary": template(value)])
        case .optional(let wrapped): return .object(["optional": template(wrapped)])
        case .runtime, .expression, .declaredStruct:
            parts.append(type.expression)
            return .object(["part": .number(String(parts.count - 1))])
        }
    }

    private static func value(_ tag: Tag) -> JSON {
        switch tag {
        case .string(let text): .string(text)
        case .integer(let value): .number(String(value))
        }
    }

    private static func strings(_ values: [String]) -> JSON { .array(values.map(JSON.string)) }

    /// A raw string literal of `text` (one line, as compact JSON is): as many `#` as it takes
    /// for neither `"#…` nor `\#…` inside to end the literal or start an escape.
    static func rawLiteral(_ text: String) -> String {
        var hashes = "#"
        while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
        return hashes + "\"" + text + "\"" + hashes
    }
}
