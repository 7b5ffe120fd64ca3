import Availability
import EdgeSupport
import FlatTagged
import Foundation
import Testing

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Test func osGatedEnumRoundTrips() throws {
    let values: [Event] = [.opened(at: 1.5), .greeted(Greeting(text: "hi")), .closed]
    #expect(try roundTrips(values) == [values, values, values])
    #expect(try sortedJSON(values) == #"[{"at":1.5,"type":"opened"},{"text":"hi","type":"greeted"},{"type":"closed"}]"#)
    #expect(Event.flatTags == ["opened", "greeted", "closed"])
    #expect(values.map(\.flatTag) == ["opened", "greeted", "closed"])
}

@Test func osGatedCaseDecodesWhereAvailable() throws {
    #expect(try roundTrips(Effect.fade(seconds: 2)) == [.fade(seconds: 2), .fade(seconds: 2), .fade(seconds: 2)])
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) {
        #expect(try decode(Effect.self, from: #"{"type":"sparkle"}"#) == .sparkle)
        #expect(try sortedJSON(Effect.sparkle) == #"{"type":"sparkle"}"#)
    } else {
        #expect(throws: DecodingError.self) { try decode(Effect.self, from: #"{"type":"sparkle"}"#) }
    }
}
