@_spi(FlatTaggedGenerated) import FlatTagged
import Foundation
import Testing

/// Referred to by both descriptions below: a `$defs` entry, flattened into a case.
private enum TemplateUnit: FlatTaggedSchemaDefinition {
    static func flatTaggedSchema(in schema: FlatTaggedSchemaBuilder) -> FlatTaggedValue {
        schema.anyOf([schema.object(["kind": schema.tag("celsius")], required: ["kind"])])
    }
}

/// Every call of the builder's vocabulary, as generated code spelled schemas before templates.
private enum EveryNodeByCalls: FlatTaggedSchemaDefinition {
    static func flatTaggedSchema(in schema: FlatTaggedSchemaBuilder) -> FlatTaggedValue {
        schema.anyOf(
            [
                schema.object(
                    [
                        "type": schema.tag("a\"\u{E9}\u{1F600}\\"), "s": schema.string(),
                        "u": schema.string(format: "uri"),
                        "b": schema.boolean(), "n": schema.number(), "d": schema.date(), "x": schema.data(),
                        "i8": schema.integer(Int8.self), "i64": schema.integer(Int64.self),
                        "u64": schema.integer(UInt64.self), "any": schema.anyValue(), "z": schema.null(),
                        "list": schema.array(schema.string()), "map": schema.dictionary(schema.number()),
                        "unit": schema.optional(schema.value(TemplateUnit.self)),
                    ], required: ["type", "s", "i64"]),
                schema.object(["type": schema.tags(["b", "c"])], required: ["type"], closed: true),
                schema.object(["op": schema.tag(2)], required: ["op"]),
                schema.object(["op": schema.tags([3, 4])], required: ["op"]),
                schema.flattening(
                    schema.value(TemplateUnit.self), into: schema.object(["type": schema.tag("f")], required: ["type"])),
                schema.requiring(
                    ["id"], absent: ["name"], in: schema.object(["id": schema.integer(Int.self)], required: [])),
                schema.unknownTag(excluding: ["a", "b"]),
                schema.unknownTag(excluding: [2, 3]),
                schema.unknownKey(excluding: ["a"]),
                schema.describing(schema.string(), "A \"quoted\" line\nand\tmore \u{7F}."),
            ], description: "Every node.")
    }
}

/// The same schema as a template, written by hand in the vocabulary `template(_:_:)` reads.
private enum EveryNodeByTemplate: FlatTaggedSchemaDefinition {
    static func flatTaggedSchema(in schema: FlatTaggedSchemaBuilder) -> FlatTaggedValue {
        schema.template(
            #"""
            {"anyOf": [
              {"object": [["type", {"tag": "a\"\u00e9\ud83d\ude00\\"}], ["s", "string"], ["u", {"string": "uri"}],
                ["b", "boolean"], ["n", "number"], ["d", "date"], ["x", "data"],
                ["i8", {"integer": "Int8"}], ["i64", {"integer": "Int64"}], ["u64", {"integer": "UInt64"}],
                ["any", "any"], ["z", "null"], ["list", {"array": "string"}], ["map", {"dictionary": "number"}],
                ["unit", {"optional": {"part": 0}}]], "required": ["type", "s", "i64"]},
              {"object": [["type", {"tags": ["b", "c"]}]], "required": ["type"], "closed": true},
              {"object": [["op", {"tag": 2}]], "required": ["op"]},
              {"object": [["op", {"tags": [3, 4]}]], "required": ["op"]},
              {"flattening": {"part": 1}, "into": {"object": [["type", {"tag": "f"}]], "required": ["type"]}},
              {"requiring": ["id"], "absent": ["name"], "in": {"object": [["id", {"integer": "Int"}]], "required": []}},
              {"unknownTag": ["a", "b"]},
              {"unknownTag": [2, 3], "integers": true},
              {"unknownKey": ["a"]},
              {"describing": "string", "description": "A \"quoted\" line\nand\tmore \u007f."}
            ], "description": "Every node."}
            """#, schema.value(TemplateUnit.self), schema.value(TemplateUnit.self))
    }
}

@Suite("Schema: templates, the schemas generated code writes")
struct SchemaTemplateTests {
    @Test func aTemplateBuildsWhatTheBuilderCallsBuild() {
        #expect(EveryNodeByTemplate.jsonSchema == EveryNodeByCalls.jsonSchema)
        #expect(EveryNodeByTemplate.strictJSONSchema == EveryNodeByCalls.strictJSONSchema)
        // Built twice: the second time from the parsed template.
        #expect(EveryNodeByTemplate.jsonSchema == EveryNodeByCalls.jsonSchema)
    }

    @Test func integersStayExact() throws {
        let first = try #require(EveryNodeByTemplate.jsonSchema.objectValue?["anyOf"]?.arrayValue?.first)
        let properties = try #require(first.objectValue?["properties"]?.objectValue)
        #expect(properties["i64"]?.objectValue?["minimum"] == .int(Int64.min))
        #expect(properties["u64"]?.objectValue?["maximum"] == .uint(UInt64.max))
        #expect(properties["type"] == .object(["const": .string("a\"\u{E9}\u{1F600}\\")]))
        let second = try #require(EveryNodeByTemplate.jsonSchema.objectValue?["anyOf"]?.arrayValue?[2])
        #expect(second.objectValue?["properties"]?.objectValue?["op"] == .object(["const": .int(2)]))
    }

    @Test func aPartIsTheValueHandedIn() {
        let schema = EveryNodeByTemplate.jsonSchema
        #expect(schema.objectValue?["$defs"]?.objectValue?.keys.sorted() == ["TemplateUnit"])
    }
}
