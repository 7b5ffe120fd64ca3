import EdgeSupport
import FlatTagged
import Foundation
import OwnNames
import Testing

// OwnNames declares its own DecodingError, EncodingError, Decoder, Encoder and String
// (internal): here, as in any client, the names mean Swift's.

@Test func flatEnumWithoutFallbackRoundTrips() throws {
    let values: [Activity] = [
        .post(Post(title: "t", body: "b")), .comment(text: "c", author: nil, score: 3),
        .comment(text: "c", author: "a", score: 1), .like,
    ]
    #expect(try roundTrips(values) == [values, values, values])
    #expect(
        try sortedJSON(values)
            == #"[{"body":"b","title":"t","type":"post"},{"score":3,"text":"c","type":"comment"},{"author":"a","score":1,"text":"c","type":"comment"},{"type":"like"}]"#
    )
    #expect(
        try decode(Activity.self, from: #"{"type":"comment","text":"x"}"#) == .comment(text: "x", author: nil, score: 1)
    )
    #expect(Activity.flatTags == ["post", "comment", "like"])
}

@Test func flatEnumErrorsAreSwiftsDecodingError() throws {
    let unknown = #expect(throws: DecodingError.self) { try decode(Activity.self, from: #"{"type":"video"}"#) }
    #expect(
        unknown.map(DecodingErrorParts.init)?.message
            == #"Activity: unknown "type" value "video"; expected one of "post", "comment", "like""#)
    #expect(unknown.map(DecodingErrorParts.init)?.path == ["type"])
    let missing = #expect(throws: DecodingError.self) { try decode(Activity.self, from: #"{"text":"x"}"#) }
    #expect(missing.map(DecodingErrorParts.init)?.kind == .keyNotFound)
    let field = #expect(throws: DecodingError.self) { try decode(Activity.self, from: #"{"type":"comment","text":5}"#) }
    #expect(field.map(DecodingErrorParts.init)?.path == ["text"])
}

@Test func flatEnumWithFallbackKeepsUnknownObjects() throws {
    let values: [FeedItem] = [.newPost(Post(title: "t")), .reaction(emoji: "👍")]
    #expect(try roundTrips(values) == [values, values, values])
    #expect(try sortedJSON(values) == #"[{"kind":"new_post","title":"t"},{"emoji":"👍","kind":"reaction"}]"#)
    let json = #"{"kind":"poll","options":["a","b"],"n":2}"#
    let item = try decode(FeedItem.self, from: json)
    #expect(item.flatTag == "poll")
    #expect(try sameJSON(sortedJSON(item), json))
    #expect(FeedItem.flatTags == ["new_post", "reaction"])
    #expect(FeedItem.flatTagKey == "kind")
}

@Test func payloadlessFallbackThrowsSwiftsEncodingError() throws {
    #expect(try decode(Status.self, from: #"{"type":"away"}"#) == .unknown)
    #expect(
        try roundTrips(Status.online(since: "9")) == [.online(since: "9"), .online(since: "9"), .online(since: "9")])
    let error = #expect(throws: EncodingError.self) { try JSONEncoder().encode(Status.unknown) }
    #expect(error.flatMap(invalidValueDescription)?.contains("Status.unknown") == true)
}
