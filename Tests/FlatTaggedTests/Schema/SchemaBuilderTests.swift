import FlatTagged
import Foundation
import Testing

/// A hand-written schema definition: a recursive tree, built with the builder generated schemas
/// use.
private indirect enum HandTree: FlatTaggedSchemaDefinition {
    case leaf(Int8)
    case node([HandTree], attributes: [String: String])

    static func flatTaggedSchema(in schema: FlatTaggedSchemaBuilder) -> FlatTaggedValue {
        schema.anyOf([
            schema.object(
                ["type": schema.tag("leaf"), "value": schema.value(Int8.self)], required: ["type", "value"]),
            schema.object(
                [
                    "type": schema.tag("node"), "children": schema.array(schema.value(HandTree.self)),
                    "attributes": schema.optional(schema.dictionary(schema.string())),
                ], required: ["type", "children"]),
        ])
    }
}

/// Refers to `HandTree`, which goes into `$defs` once.
private enum Forest: FlatTaggedSchemaDefinition {
    case trees(first: HandTree, second: HandTree)

    static func flatTaggedSchema(in schema: FlatTaggedSchemaBuilder) -> FlatTaggedValue {
        schema.object(
            ["first": schema.value(HandTree.self), "second": schema.value(HandTree.self)],
            required: ["first", "second"])
    }
}

/// A type that describes itself by hand.
private struct Celsius: FlatTaggedSchemaProviding {
    static var jsonSchema: FlatTaggedValue { .object(["type": .string("number"), "minimum": .int(-273)]) }
    static var strictJSONSchema: FlatTaggedValue { .object(["type": .string("number")]) }
}

@Suite("Schema: the builder generated schemas use")
struct SchemaBuilderTests {
    @Test func aRecursiveTypeRefersToTheDocumentRoot() {
        let schema = HandTree.jsonSchema
        guard case .object(let fields) = schema, case .array(let cases)? = fields["anyOf"] else {
            Issue.record("not an anyOf: \(schema)")
            return
        }
        #expect(fields["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
        #expect(cases.count == 2)
        // The document refers to itself through `$defs`, which holds the document's own schema.
        #expect("\(cases[1])".contains("#/$defs/HandTree"))
        guard case .object(let definitions)? = fields["$defs"], case .object(var own)? = definitions["HandTree"] else {
            Issue.record("no $defs/HandTree")
            return
        }
        own["$defs"] = fields["$defs"]
        own["$schema"] = fields["$schema"]
        #expect(FlatTaggedValue.object(own) == schema)
        let leaf = cases[0]
        #expect(
            leaf
                == .object([
                    "type": .string("object"),
                    "properties": .object([
                        "type": .object(["const": .string("leaf")]),
                        "value": .object(["type": .string("integer"), "minimum": .int(-128), "maximum": .int(127)]),
                    ]),
                    "required": .array([.string("type"), .string("value")]),
                ]))
    }

    @Test func anotherDefinitionGoesIntoDefsOnce() {
        guard case .object(let fields) = Forest.jsonSchema, case .object(let defs)? = fields["$defs"] else {
            Issue.record("no $defs")
            return
        }
        #expect(Array(defs.keys) == ["HandTree"])
        guard case .object(let properties)? = Self.object(Forest.jsonSchema)["properties"] else {
            Issue.record("no properties")
            return
        }
        #expect(properties["first"] == .object(["$ref": .string("#/$defs/HandTree")]))
        #expect(properties["second"] == properties["first"])
    }

    @Test func theStrictSubsetClosesObjectsRequiresEveryKeyAndLeavesOutWhatItCantSay() {
        let strict = HandTree.strictJSONSchema
        #expect(Self.object(strict)["$schema"] == nil)
        guard case .array(let cases)? = Self.object(strict)["anyOf"] else {
            Issue.record("not an anyOf: \(strict)")
            return
        }
        #expect(Self.object(cases[0])["additionalProperties"] == .bool(false))
        #expect(Self.object(cases[0])["required"] == .array([.string("type"), .string("value")]))
        // The tag is a one-value enum; the integer has no range keywords.
        guard case .object(let properties)? = Self.object(cases[0])["properties"] else { return }
        #expect(properties["type"] == .object(["enum": .array([.string("leaf")])]))
        #expect(properties["value"] == .object(["type": .string("integer")]))
        // The optional dictionary is left out; the rest of the case stays.
        guard case .object(let node)? = Self.object(cases[1])["properties"] else { return }
        #expect(node.keys.sorted() == ["children", "type"])
        #expect(!"\(strict)".contains("flatTaggedLeftOut"))
    }

    @Test func standardTypesAndConformancesAreDescribedAtRunTime() {
        guard case .object(let fields) = Forest.jsonSchema else { return }
        _ = fields
        let document = ValueProbe.jsonSchema
        guard case .object(let properties)? = Self.object(document)["properties"] else {
            Issue.record("no properties")
            return
        }
        #expect(properties["url"] == .object(["type": .string("string"), "format": .string("uri")]))
        #expect(properties["id"] == .object(["type": .string("string"), "format": .string("uuid")]))
        #expect(properties["temperature"] == Celsius.jsonSchema)
        #expect(properties["anything"] == .object([:]))
        #expect(properties["big"] == .object(["type": .string("integer"), "minimum": .int(0), "maximum": .uint(.max)]))
        guard case .object(let strict)? = Self.object(ValueProbe.strictJSONSchema)["properties"] else { return }
        #expect(strict["temperature"] == Celsius.strictJSONSchema)
        #expect(strict["anything"] == nil)
    }

    static func object(_ value: FlatTaggedValue) -> [String: FlatTaggedValue] {
        if case .object(let fields) = value { return fields }
        return [:]
    }
}

/// Values described by `value(_:)` at run time.
private enum ValueProbe: FlatTaggedSchemaDefinition {
    static func flatTaggedSchema(in schema: FlatTaggedSchemaBuilder) -> FlatTaggedValue {
        schema.object(
            [
                "url": schema.value(URL.self), "id": schema.value(UUID.self),
                "temperature": schema.value(Celsius.self), "anything": schema.value(FlatTaggedValue.self),
                "big": schema.value(UInt64.self),
            ], required: ["url"])
    }
}
