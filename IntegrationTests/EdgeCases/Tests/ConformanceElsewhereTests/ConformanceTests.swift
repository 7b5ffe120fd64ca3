import ConformanceElsewhere
import EdgeSupport
import FlatTagged
import Foundation
import Testing

@Test func codableDeclaredInAnotherFileRoundTrips() throws {
    let values: [Message] = [.text(TextMessage(text: "hi")), .move(x: 1, y: 2), .ping]
    #expect(try roundTrips(values) == [values, values, values])
    #expect(try sortedJSON(values) == #"[{"text":"hi","type":"text"},{"type":"move","x":1,"y":2},{"type":"ping"}]"#)
    #expect(Message.flatTags == ["text", "move", "ping"])
}

@Test func codableThroughATypealiasRoundTrips() throws {
    let values: [Shape] = [.circle(radius: 1.5), .label(TextMessage(text: "a")), .dot]
    #expect(try roundTrips(values) == [values, values, values])
    #expect(
        try sortedJSON(values)
            == #"[{"data":{"radius":1.5},"type":"circle"},{"data":{"text":"a"},"type":"label"},{"type":"dot"}]"#)
    #expect(Set(values).count == 3)
    #expect(values.map(\.flatTag) == ["circle", "label", "dot"])
}

@Test func decodableDeclaredInTheSameFileOutsideTheClause() throws {
    let values: [Reading] = [.celsius(value: 21.5), .offline]
    #expect(try roundTrips(values) == [values, values, values])
    #expect(try sortedJSON(values) == #"[{"type":"celsius","value":21.5},{"type":"offline"}]"#)
}
