import Events
import FlatTagged
import Foundation
import Testing

/// A struct declared in another file of the enum's module is read as synthesized `Codable`
/// codes it, as one in the enum's own file is.
@Suite("Schema: a struct in another file")
struct MeetingActionTests {
    @Test func theStructOfAnotherFileIsAnObjectInDefinitions() throws {
        let attendee = MeetingAction.jsonSchema["$defs"]?["Attendee"]
        #expect(attendee?["type"] == "object")
        #expect(attendee?["description"]?.stringValue?.hasPrefix("Someone invited to a meeting") == true)
        #expect(attendee?["properties"]?["email_address"]?["type"] == "string")
        #expect(attendee?["required"] == ["email_address"])
        let strict = MeetingAction.strictJSONSchema["$defs"]?["Attendee"]
        #expect(strict?["required"] == ["email_address", "name"])
        #expect(strict?["additionalProperties"] == false)
    }

    @Test func aTypeOfAnotherFileThatDescribesItselfIsDescribedByItsConformance() throws {
        let reschedule = MeetingAction.jsonSchema["anyOf"]?[2]
        #expect(reschedule?["properties"]?["at"] == ["type": "string", "format": "date-time"])
    }

    @Test func theFlattenedStructsKeysStandBesideTheTag() throws {
        let invite = try expectRoundTrip(MeetingAction.self, #"{"type":"invite","email_address":"a@b.c"}"#)
        #expect(invite == .invite(Attendee(email: "a@b.c", name: nil)))
        let cases = MeetingAction.jsonSchema["anyOf"]?.arrayValue ?? []
        #expect(cases.first?["properties"]?["email_address"]?["type"] == "string")
        #expect(cases.first?["required"] == ["type", "email_address"])
    }
}
