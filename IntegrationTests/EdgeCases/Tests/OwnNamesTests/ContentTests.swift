import EdgeSupport
import FlatTagged
import Foundation
import OwnNames
import Testing

@Test func contentEnumWithoutFallbackRoundTrips() throws {
    let values: [Command] = [.say("hi"), .move(x: 1, y: 2), .publish(Post(title: "t")), .quit]
    #expect(try roundTrips(values) == [values, values, values])
    #expect(
        try sortedJSON(values)
            == #"[{"args":"hi","op":"say"},{"args":{"x":1,"y":2},"op":"move"},{"args":{"title":"t"},"op":"publish"},{"op":"quit"}]"#
    )
    let error = #expect(throws: DecodingError.self) { try decode(Command.self, from: #"{"op":"jump","args":1}"#) }
    #expect(
        error.map(DecodingErrorParts.init)?.message
            == #"Command: unknown "op" value "jump"; expected one of "say", "move", "publish", "quit""#)
    let field = #expect(throws: DecodingError.self) { try decode(Command.self, from: #"{"op":"move","args":{"x":1}}"#) }
    #expect(field.map(DecodingErrorParts.init)?.kind == .keyNotFound)
    #expect(field.map(DecodingErrorParts.init)?.path == ["args", "y"])
}

@Test func contentEnumWithFallbackRoundTrips() throws {
    let values: [Reply] = [.ok("fine"), .post(Post(title: "t", body: "b"))]
    #expect(try roundTrips(values) == [values, values, values])
    #expect(try sortedJSON(values) == #"[{"data":"fine","type":"ok"},{"data":{"body":"b","title":"t"},"type":"post"}]"#)
    let json = #"{"type":"later","data":{"in":[1,2.5,"x"]}}"#
    let reply = try decode(Reply.self, from: json)
    #expect(reply.flatTag == "later")
    #expect(try sameJSON(sortedJSON(reply), json))
    #expect(throws: DecodingError.self) { try decode(Reply.self, from: #"{"type":"ok","data":7}"#) }
}
