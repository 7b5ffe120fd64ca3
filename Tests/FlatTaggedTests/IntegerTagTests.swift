import FlatTagged
import Foundation
import Testing

/// Integer tags, Discord's shapes.
@Suite("Integer tags")
struct IntegerTagTests {
    @Test func componentsRoundTripWithIntegerTags() throws {
        let button = ButtonPayload(style: 1, label: "OK", custom_id: "ok")
        try expectRoundTrip(DiscordComponent.button(button), #"{"type":2,"style":1,"label":"OK","custom_id":"ok"}"#)
        try expectRoundTrip(
            DiscordComponent.actionRow(components: [.button(button), .select(SelectPayload(custom_id: "s"))]),
            #"{"type":1,"components":[{"type":2,"style":1,"label":"OK","custom_id":"ok"},{"type":3,"custom_id":"s"}]}"#)
        // Aliases decode; encoding writes the primary tag.
        #expect(
            try decode(DiscordComponent.self, #"{"type":7,"custom_id":"s"}"#) == .select(SelectPayload(custom_id: "s")))
        // Foundation reads 2.0 and 1e0-style numbers as integers.
        #expect(
            try decode(DiscordComponent.self, #"{"type":2.0,"style":1,"label":"OK","custom_id":"ok"}"#)
                == .button(button))
        #expect(
            try decode(DiscordComponent.self, #"{"type":3e0,"custom_id":"s"}"#)
                == .select(SelectPayload(custom_id: "s")))
    }

    @Test func tagsAreDecimalText() {
        #expect(DiscordComponent.flatTags == ["1", "2", "3"])
        #expect(DiscordComponent.select(SelectPayload(custom_id: "s")).flatTag == "3")
        #expect(Opcode.flatTags == ["-1", "4"])
        #expect(Opcode.absent.flatTag == "-1")
    }

    @Test func unknownTagListsNumbersUnquoted() throws {
        let error = try #require(throws: DecodingError.self) { try decode([DiscordComponent].self, #"[{"type":9}]"#) }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        #expect(
            context.debugDescription
                == #"DiscordComponent: unknown "type" value 9; expected one of 1, 2, 3, 5, 6, 7, 8"#)
        #expect(pathText(context.codingPath) == "[0].type")
    }

    @Test func nonIntegersAreTypeMismatchAtTheKeyEvenWithAFallback() throws {
        for tag in [#""2""#, "2.5", "true", "{}"] {
            let text = #"[{"type":\#(tag)}]"#
            #expect(try typeMismatchPath([DiscordComponent].self, text) == "[0].type", "\(tag)")
            #expect(try typeMismatchPath([Opcode].self, text) == "[0].type", "\(tag) with a fallback")
        }
    }

    /// The coding path of the `typeMismatch` that decoding `text` throws.
    private func typeMismatchPath<T: Decodable>(_: T.Type, _ text: String) throws -> String? {
        let error = try #require(throws: DecodingError.self) { try decode(T.self, text) }
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("expected typeMismatch, got \(error)")
            return nil
        }
        return pathText(context.codingPath)
    }

    @Test func missingOrNullIntegerTag() throws {
        #expect(try decode(Opcode.self, #"{}"#) == .absent)
        #expect(try decode(Opcode.self, #"{"type":null}"#) == .absent)
        try expectRoundTrip(Opcode.absent, #"{"type":-1}"#)
        for text in [#"[{"x":1}]"#, #"[{"type":null}]"#] {
            let error = try #require(throws: DecodingError.self) { try decode([DiscordComponent].self, text) }
            guard case .keyNotFound(let key, let context) = error else {
                Issue.record("expected keyNotFound for \(text), got \(error)")
                continue
            }
            #expect(key.stringValue == "type")
            #expect(pathText(context.codingPath) == "[0]")
        }
    }

    @Test func theFallbackKeepsTheNumberAsANumber() throws {
        let text = #"{"type":17,"accent_color":3,"nested":{"a":[1,2]}}"#
        let value = try decode(Opcode.self, text)
        guard case .unknown(let unknown) = value else {
            Issue.record("expected the fallback, got \(value)")
            return
        }
        #expect(unknown.tag == "17")
        #expect(value.flatTag == "17")
        #expect(try parsed(json(value)) == parsed(text))
        try expectRoundTrip(Opcode.four(value: 2), #"{"type":4,"value":2}"#)
    }

    @Test func gatewayContentForm() throws {
        try expectRoundTrip(
            Gateway.hello(HelloPayload(heartbeat_interval: 41250)), #"{"op":10,"d":{"heartbeat_interval":41250}}"#)
        try expectRoundTrip(Gateway.heartbeat(251), #"{"op":1,"d":251}"#)
        try expectRoundTrip(Gateway.heartbeat(nil), #"{"op":1}"#)
        try expectRoundTrip(Gateway.heartbeatAck, #"{"op":11}"#)
    }

    @Test func lossyArraySkipsBadIntegerTags() throws {
        let text =
            #"{"components":[{"type":2,"style":1,"label":"OK","custom_id":"ok"},{"type":2.5},{"type":"2"},{"type":9},{"type":3,"custom_id":"s"}]}"#
        let value = try decode(LossyComponents.self, text)
        #expect(
            value.components == [
                .button(ButtonPayload(style: 1, label: "OK", custom_id: "ok")), .select(SelectPayload(custom_id: "s")),
            ])
        #expect(value.$components.count == 3)
    }
}
