import Foundation
import Testing

/// `flat-tagged schema [--strict] TYPE FILE…`: the schema's JSON from the declarations, as the
/// generated `jsonSchema` and `strictJSONSchema` build it (`Scripts/check-schemas.sh` compares the
/// two for every schema fixture).
@Suite("Command line: flat-tagged schema")
struct SchemaCommandTests {
    static var folder: URL { GoldenFixture.root.appendingPathComponent("Schema") }

    static func json(_ arguments: [String]) throws -> (status: Int32, value: Any?, error: String) {
        let result = try FlatTaggedTool.run(["schema"] + arguments, in: folder)
        let value = try? JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        return (result.status, value, result.standardError)
    }

    @Test func printsTheSchemaOfATypeWithItsDefinitions() throws {
        let result = try Self.json(["Tool", "schema_flat.swift"])
        #expect(result.status == 0, "\(result.error)")
        let document = try #require(result.value as? [String: Any])
        #expect(document["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        let cases = try #require(document["anyOf"] as? [[String: Any]])
        #expect(cases.count == 5)
        let weather = try #require(cases[0]["properties"] as? [String: Any])
        #expect((weather["type"] as? [String: String]) == ["const": "weather"])
        #expect(cases[0]["required"] as? [String] == ["type", "city_name"])
        let definitions = try #require(document["$defs"] as? [String: Any])
        #expect(definitions.keys.sorted() == ["Unit"])
        // The flattened payload's keys are merged into the case's object, one per unit.
        let nested = try #require(cases[3]["anyOf"] as? [[String: Any]])
        #expect(
            nested.map { $0["required"] as? [String] ?? [] } == [
                ["type", "extra", "kind"], ["type", "extra", "kind"],
            ])
    }

    @Test func strictPrintsTheStrictSubset() throws {
        let result = try Self.json(["--strict", "Gateway", "schema_content.swift"])
        #expect(result.status == 0, "\(result.error)")
        let text = try FlatTaggedTool.run(["schema", "--strict", "Gateway", "schema_content.swift"], in: Self.folder)
        #expect(!text.standardOutput.contains("\"const\""))
        #expect(!text.standardOutput.contains("minimum"))
        #expect(!text.standardOutput.contains("$schema"))
        let cases = try #require((result.value as? [String: Any])?["anyOf"] as? [[String: Any]])
        #expect(cases.allSatisfy { $0["anyOf"] != nil || $0["additionalProperties"] as? Bool == false })
    }

    @Test func anUnknownTypeOrAFileWithAnErrorFails() throws {
        let unknown = try FlatTaggedTool.run(["schema", "Nope", "schema_flat.swift"], in: Self.folder)
        #expect(unknown.status == 1)
        #expect(unknown.standardError.contains("no enum 'Nope' marked // @FlatTagged(schema)"))
        let usage = try FlatTaggedTool.run(["schema", "Tool"], in: Self.folder)
        #expect(usage.status == 2)
        let option = try FlatTaggedTool.run(["schema", "--loose", "Tool", "schema_flat.swift"], in: Self.folder)
        #expect(option.status == 2)
    }
}
