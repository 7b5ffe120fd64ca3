import Events
import FlatTagged
import Foundation
import Gateway
import Testing

/// Types of another module that describe themselves are described by their conformance, and the
/// enum that holds them builds without a warning (this package builds with warnings as errors).
@Suite("Schema: types of another module")
struct OtherModuleSchemaTests {
    @Test func theirConformancesDescribeThem() throws {
        let remind = ScheduleRequest.jsonSchema["anyOf"]?[0]
        #expect(remind?["properties"]?["at"] == ["type": "string", "format": "date-time"])
        let snooze = ScheduleRequest.jsonSchema["anyOf"]?[1]
        #expect(snooze?["properties"]?["until"]?["items"] == ["type": "string", "format": "date-time"])
        #expect(ScheduleRequest.jsonSchema["$defs"]?["AssistantAction"] != nil)
        let text = #"{"op":"remind","at":"2026-11-30T09:00:00Z","note":"Call Ada"}"#
        _ = try expectRoundTrip(ScheduleRequest.self, text)
        try SchemaCorpus.write(
            "ScheduleRequest", schema: ScheduleRequest.jsonSchema, strict: ScheduleRequest.strictJSONSchema,
            valid: [text, #"{"op":"snooze","until":["2026-11-30T09:00:00Z"]}"#],
            invalid: [#"{"op":"remind","at":5,"note":"x"}"#, #"{"op":"snooze","until":[1]}"#],
            strictValid: [])
    }
}
