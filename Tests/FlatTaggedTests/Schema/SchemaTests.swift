import FlatTagged
import Foundation
import Testing

/// The generated schemas of `SchemaFixtures.swift`: their instances decode or fail as the schemas
/// say, the strict ones keep to the strict subset, and the corpus for the independent validator
/// (`Scripts/validate-schemas.py`) is written where `FLATTAGGED_SCHEMA_OUT` says.
@Suite("Schema: generated schemas of every form")
struct SchemaTests {
    @Test(arguments: SchemaFixture.all.map(\.name))
    func instancesDecodeAsTheSchemasSay(_ name: String) throws {
        let fixture = try #require(SchemaFixture.all.first { $0.name == name })
        for data in try fixture.encodedInstances() {
            #expect(throws: Never.self, "\(String(decoding: data, as: UTF8.self))") { try fixture.decode(data) }
        }
        for json in fixture.strictInstances {
            #expect(throws: Never.self, "\(json)") { try fixture.decode(Data(json.utf8)) }
        }
        for json in fixture.invalidInstances + fixture.outOfRangeInstances {
            #expect(throws: (any Error).self, "\(json)") { try fixture.decode(Data(json.utf8)) }
        }
    }

    @Test(arguments: SchemaFixture.all.map(\.name))
    func strictSchemasKeepToTheSubset(_ name: String) throws {
        let fixture = try #require(SchemaFixture.all.first { $0.name == name })
        var problems: [String] = []
        Self.checkStrict(fixture.strictJSONSchema, at: "#", problems: &problems)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func theFlatFormSaysTagsLabelsAndRequiredKeys() throws {
        guard case .object(let document) = SchemaTool.jsonSchema, case .array(let cases)? = document["anyOf"] else {
            Issue.record("not an anyOf: \(SchemaTool.jsonSchema)")
            return
        }
        #expect(document["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
        #expect(cases.count == 4)
        #expect(
            cases[0]
                == .object([
                    "type": .string("object"),
                    "properties": .object([
                        "type": .object(["const": .string("weather")]),
                        "city_name": .object(["type": .string("string")]),
                        "unit": .object([
                            "anyOf": .array([
                                .object(["$ref": .string("#/$defs/SchemaUnit")]), .object(["type": .string("null")]),
                            ])
                        ]),
                    ]),
                    "required": .array([.string("type"), .string("city_name")]),
                ]))
        guard case .object(let search) = cases[1], case .object(let properties)? = search["properties"] else { return }
        #expect(properties["type"] == .object(["enum": .array([.string("search"), .string("find")])]))
        #expect(
            properties["limit"] == .object(["type": .string("integer"), "minimum": .int(-128), "maximum": .int(127)]))
        #expect(search["required"] == .array([.string("type"), .string("query")]))
    }

    @Test func writesTheCorpusForTheIndependentValidator() throws {
        guard let path = ProcessInfo.processInfo.environment["FLATTAGGED_SCHEMA_OUT"] else { return }
        var entries: [FlatTaggedValue] = []
        for fixture in SchemaFixture.all {
            let encoded = try fixture.encodedInstances().map {
                try JSONDecoder().decode(FlatTaggedValue.self, from: $0)
            }
            let parse = { (json: String) in try JSONDecoder().decode(FlatTaggedValue.self, from: Data(json.utf8)) }
            entries.append(
                .object([
                    "name": .string(fixture.name), "jsonSchema": fixture.jsonSchema,
                    "strictJSONSchema": fixture.strictJSONSchema, "instances": .array(encoded),
                    "strictInstances": .array(try fixture.strictInstances.map(parse)),
                    "invalidInstances": .array(try fixture.invalidInstances.map(parse)),
                    "outOfRangeInstances": .array(try fixture.outOfRangeInstances.map(parse)),
                ]))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(FlatTaggedValue.array(entries)).write(to: URL(fileURLWithPath: path))
    }

    static let strictKeywords: Set<String> = [
        "type", "properties", "required", "additionalProperties", "items", "anyOf", "enum", "const", "$ref",
        "$defs", "description",
    ]

    /// The strict subset: only its keywords; every object closed and requiring every property.
    static func checkStrict(_ schema: FlatTaggedValue, at path: String, problems: inout [String]) {
        guard case .object(let fields) = schema else {
            problems.append("\(path): not an object")
            return
        }
        for key in fields.keys where !strictKeywords.contains(key) {
            problems.append("\(path): keyword \(key)")
        }
        if fields["type"] == .string("object") {
            if fields["additionalProperties"] != .bool(false) { problems.append("\(path): not closed") }
            if case .object(let properties)? = fields["properties"] {
                let required = fields["required"].flatMap { value -> Set<String>? in
                    guard case .array(let keys) = value else { return nil }
                    return Set(keys.compactMap { if case .string(let key) = $0 { key } else { nil } })
                }
                if required ?? [] != Set(properties.keys) { problems.append("\(path): not every property required") }
                for (key, value) in properties {
                    checkStrict(value, at: "\(path)/properties/\(key)", problems: &problems)
                }
            }
        }
        if case .object(let definitions)? = fields["$defs"] {
            for (key, value) in definitions { checkStrict(value, at: "\(path)/$defs/\(key)", problems: &problems) }
        }
        if case .array(let entries)? = fields["anyOf"] {
            for (index, value) in entries.enumerated() {
                checkStrict(value, at: "\(path)/anyOf/\(index)", problems: &problems)
            }
        }
        if let items = fields["items"] { checkStrict(items, at: "\(path)/items", problems: &problems) }
    }
}
