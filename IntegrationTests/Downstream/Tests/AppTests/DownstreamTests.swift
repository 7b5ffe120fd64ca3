import App
import FlatTagged
import Foundation
import Testing

@testable import MainActorApp

/// A marked enum in the test target itself.
// @FlatTagged
enum Local: Equatable {
    case one(value: Int)
}

func sortedJSON<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}

@Test func publicEnumFromALibraryRoundTrips() throws {
    let json = #"[{"type":"text","text":"hi"},{"type":"reaction","emoji":"👍"},{"type":"media","url":"u"}]"#
    let messages = try JSONDecoder().decode([Message].self, from: Data(json.utf8))
    #expect(
        messages == [.text(TextMessage(text: "hi")), .reaction(emoji: "👍", count: 1), .media(MediaMessage(url: "u"))])
    #expect(
        try sortedJSON(messages)
            == #"[{"text":"hi","type":"text"},{"count":1,"emoji":"👍","type":"reaction"},{"type":"media","url":"u"}]"#)
    #expect(Message.flatTags == ["text", "media", "reaction"])
}

@Test func unknownObjectsSurviveARoundTrip() throws {
    let json = #"{"type":"poll","question":"Tea?","options":["yes","no"],"meta":{"n":1.5,"big":12345678901234}}"#
    let message = try JSONDecoder().decode(Message.self, from: Data(json.utf8))
    #expect(message.flatTag == "poll")
    let reencoded = try sortedJSON(message)
    let original = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? NSDictionary
    let roundTripped = try JSONSerialization.jsonObject(with: Data(reencoded.utf8)) as? NSDictionary
    #expect(original == roundTripped)
}

@Test func lossyArraysSkipAndReport() throws {
    let json = #"{"items":[{"type":"text","text":"a"},{"type":"text"},{"type":"media","url":"b"}]}"#
    let feed = try JSONDecoder().decode(Feed.self, from: Data(json.utf8))
    #expect(feed.items == [.text(TextMessage(text: "a")), .media(MediaMessage(url: "b"))])
    #expect(feed.$items.count == 1)
}

@Test func packageEnumInTheContentForm() throws {
    // `package` access works across modules of the same package.
    #expect(try sortedJSON(Command.setVolume(level: 3)) == #"{"args":{"level":3},"op":"set_volume"}"#)
    #expect(try JSONDecoder().decode(Command.self, from: Data(#"{"op":"say","args":"hi"}"#.utf8)) == .say("hi"))
}

@Test func testTargetsGetThePluginToo() throws {
    #expect(try sortedJSON(Local.one(value: 1)) == #"{"type":"one","value":1}"#)
}

@MainActor
@Test func defaultMainActorIsolationTargets() throws {
    #expect(
        try decodeScreens(#"[{"type":"banner","title":"Hi"},{"type":"list","count":2}]"#)
            == #"[{"title":"Hi","type":"banner"},{"count":2,"type":"list"}]"#)
}

@Test func nonisolatedEnumsDecodeOffTheMainActor() async throws {
    let sequence = try await Task.detached { try decodePing(#"{"type":"ping","sequence":7}"#) }.value
    #expect(sequence == 7)
}

@Test func integerTagsKindMissingKeysAndNilDefaultsWorkThroughThePlugin() throws {
    let json =
        #"{"type":1,"components":[{"type":2,"style":1,"label":"OK"},{"type":6,"custom_id":"s"},{"type":9,"x":1}]}"#
    let row = try JSONDecoder().decode(Component.self, from: Data(json.utf8))
    guard case .actionRow(let components) = row else {
        Issue.record("expected an action row, got \(row)")
        return
    }
    #expect(components.map(\.kind) == [.button, .select, nil])
    #expect(understoodComponentTypes() == [1, 2, 3])
    #expect(Component.Kind(tag: 8) == .select)
    // The unknown component is kept, its number written back as a number.
    #expect(try sortedJSON(components[2]) == #"{"type":9,"x":1}"#)
    #expect(try sortedJSON(components[0]) == #"{"label":"OK","style":1,"type":2}"#)

    let form = try JSONDecoder().decode(ElicitationRequest.self, from: Data(#"{"message":"Name?"}"#.utf8))
    #expect(form == .form(message: "Name?"))
    #expect(form.kind == .form)
    #expect(try sortedJSON(form) == #"{"message":"Name?","mode":"form"}"#)

    #expect(try sortedJSON(GeoObject.feature(properties: nil, id: nil)) == #"{"type":"Feature"}"#)
    #expect(
        try JSONDecoder().decode(GeoObject.self, from: Data(#"{"type":"Feature","properties":null,"id":null}"#.utf8))
            == .feature(properties: nil, id: nil))
}

@Test func kindOfANonisolatedEnumOffTheMainActor() async throws {
    let kind = try await Task.detached { try pingKind(#"{"type":"ping","sequence":3}"#) }.value
    #expect(kind == "ping")
}
