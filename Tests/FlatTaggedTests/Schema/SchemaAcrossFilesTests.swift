import FlatTagged
import Testing

/// The build plugin's struct summary: `SchemaJourney`'s schema describes `SchemaLeg`, declared
/// in another file of the module, as a `$defs` object, not as any value.
@Suite("Schema: structs of other files")
struct SchemaAcrossFilesTests {
    @Test func aStructOfAnotherFileIsADefsObject() throws {
        guard case .object(let document) = SchemaJourney.jsonSchema, case .object(let defs)? = document["$defs"]
        else {
            Issue.record("no $defs: \(SchemaJourney.jsonSchema)")
            return
        }
        let leg = try #require(defs["SchemaLeg"])
        guard case .object(let object) = leg, case .object(let properties)? = object["properties"] else {
            Issue.record("SchemaLeg is not an object: \(leg)")
            return
        }
        #expect(object["description"] == .string("One leg of a journey."))
        #expect(properties.keys.sorted() == ["from", "length_m"])
        #expect(
            properties["length_m"]
                == .object(["type": .string("integer"), "minimum": .int(0), "maximum": .int(4_294_967_295)]))
        #expect(object["required"] == .array([.string("from"), .string("length_m")]))
    }
}
