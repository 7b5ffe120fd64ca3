import Events
import FlatTagged
import Foundation
import Testing

/// A type that describes itself by hand, declared beside the enum, is described by its
/// conformance, and the enum builds without a warning (this package builds with warnings as
/// errors).
@Suite("Schema: a type described by hand")
struct ReminderSchemaTests {
    @Test func theConformanceDescribesTheType() throws {
        let remind = ReminderAction.jsonSchema["anyOf"]?[0]
        #expect(remind?["properties"]?["at"] == ["type": "string", "format": "date-time"])
        let snooze = ReminderAction.strictJSONSchema["anyOf"]?[1]
        #expect(snooze?["properties"]?["until"] == ["anyOf": [["type": "string"], ["type": "null"]]])
        let text = #"{"type":"remind","text":"Call Ada","at":"2026-11-30T09:00:00Z"}"#
        let action = try expectRoundTrip(ReminderAction.self, text)
        try SchemaCorpus.write(
            "ReminderAction", schema: ReminderAction.jsonSchema, strict: ReminderAction.strictJSONSchema,
            valid: [text, #"{"type":"snooze","id":"r1"}"#],
            invalid: [#"{"type":"remind","text":"Call Ada","at":5}"#, #"{"type":"snooze"}"#],
            strictValid: [["type": "snooze", "id": "r1", "until": .null]])
        #expect(action.kind == .remind)
    }
}
