import FlatTagged
import Testing

/// A struct as the generator describes one it reads: `definition(_:_:)` with a helper.
private struct SchemaOutlineNode {
    static func schema(in schema: FlatTaggedSchemaBuilder) -> FlatTaggedValue {
        schema.object(
            ["children": schema.array(schema.definition(SchemaOutlineNode.self, SchemaOutlineNode.schema(in:)))], required: ["children"])
    }
}

/// A type that describes itself: its conformance wins over a body.
private struct SchemaKelvin: FlatTaggedSchemaProviding {
    static var jsonSchema: FlatTaggedValue { .object(["type": .string("number"), "minimum": .int(0)]) }
    static var strictJSONSchema: FlatTaggedValue { .object(["type": .string("number")]) }
}

/// Holds both, twice: each goes into `$defs` once.
private enum OutlineHolder: FlatTaggedSchemaDefinition {
    static func flatTaggedSchema(in schema: FlatTaggedSchemaBuilder) -> FlatTaggedValue {
        schema.object(
            [
                "a": schema.definition(SchemaOutlineNode.self, SchemaOutlineNode.schema(in:)),
                "b": schema.definition(SchemaOutlineNode.self, SchemaOutlineNode.schema(in:)),
                "t": schema.definition(SchemaKelvin.self) { _ in .null },
            ], required: ["a"])
    }
}

@Suite("Schema: definitions of structs the generator reads")
struct SchemaDefinitionTests {
    @Test func aDefinitionIsBuiltOnceAndARecursiveOneRefersToItself() throws {
        guard case .object(let document) = OutlineHolder.jsonSchema else { throw Failure() }
        let reference = FlatTaggedValue.object(["$ref": .string("#/$defs/SchemaOutlineNode")])
        guard case .object(let properties)? = document["properties"] else { throw Failure() }
        #expect(properties["a"] == reference)
        #expect(properties["b"] == reference)
        #expect(properties["t"] == SchemaKelvin.jsonSchema)
        #expect(
            document["$defs"]
                == .object([
                    "SchemaOutlineNode": .object([
                        "type": .string("object"),
                        "properties": .object(["children": .object(["type": .string("array"), "items": reference])]),
                        "required": .array([.string("children")]),
                    ])
                ]))
    }

    private struct Failure: Error {}
}
