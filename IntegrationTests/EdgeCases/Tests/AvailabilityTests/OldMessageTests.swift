import Availability
import EdgeSupport
import FlatTagged
import Foundation
import Testing

enum OldMessageScenario: Scenario {
    @available(*, deprecated)
    static func run() throws {
        let values: [OldMessage] = [
            .greeting(Greeting(text: "hi")), .note(text: "n", author: nil), .note(text: "n", author: "a"), .ping,
        ]
        for value in values {
            #expect(try roundTrips(value) == [value, value, value])
        }
        #expect(
            try sortedJSON(values)
                == #"[{"text":"hi","type":"greeting"},{"text":"n","type":"note"},{"author":"a","text":"n","type":"note"},{"type":"ping"}]"#
        )
        #expect(try decode(OldMessage.self, from: #"{"type":"note","text":"t"}"#) == .note(text: "t", author: nil))
        #expect(OldMessage.flatTags == ["greeting", "note", "ping"])
        #expect(OldMessage.flatTagKey == "type")
        #expect(values.map(\.flatTag) == ["greeting", "note", "note", "ping"])
    }
}

@Test func deprecatedEnumRoundTripsWithoutWarnings() throws {
    try run(OldMessageScenario.self)
}
