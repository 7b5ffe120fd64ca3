import Availability
import EdgeSupport
import FlatTagged
import Foundation
import Testing

enum LegacyNoticeScenario: Scenario {
    @available(*, deprecated)
    static func run() throws {
        let legacy = Notice.legacy(text: "old")
        #expect(try roundTrips(legacy) == [legacy, legacy, legacy])
        #expect(try sortedJSON(legacy) == #"{"text":"old","type":"legacy"}"#)
        #expect(try decode(Notice.self, from: #"{"type":"legacy","text":"x"}"#) == .legacy(text: "x"))
    }
}

@Test func deprecatedCaseRoundTrips() throws {
    try run(LegacyNoticeScenario.self)
}

/// Nothing here names the deprecated case, so nothing here may warn.
@Test func deprecatedCaseIsReachableWithoutWarnings() throws {
    #expect(Notice.flatTags == ["text", "legacy", "ping"])
    #expect(Notice.flatTagKey == "type")
    let notices = try decode(
        [Notice].self, from: #"[{"type":"text","body":"b"},{"type":"legacy","text":"t"},{"type":"ping"}]"#)
    #expect(notices.map(\.flatTag) == ["text", "legacy", "ping"])
    #expect(
        try sameJSON(sortedJSON(notices), #"[{"type":"text","body":"b"},{"type":"legacy","text":"t"},{"type":"ping"}]"#)
    )
    #expect(try roundTrips(notices) == [notices, notices, notices])
}
