import FlatTagged
import Foundation
import Testing

@Suite("Unknown tags")
struct FallbackTests {
    static let unknownObject = #"""
        {"type":"poll","question":"Tea? ☕️ «oui»","options":["yes","no",null],"open":true,
         "meta":{"votes":12345678901,"max":18446744073709551615,"min":-9223372036854775808,
                 "ratio":0.25,"big":1e300,"nested":{"deep":[[1,2],[{"x":false}]]}}}
        """#

    @Test func knownTagsStillDecode() throws {
        try expectRoundTrip(LosslessMessage.move(x: 1, y: 2), #"{"type":"move","x":1,"y":2}"#)
        try expectRoundTrip(LossyMessage.text(TextPayload(text: "t")), #"{"type":"text","text":"t"}"#)
    }

    @Test func bareFallbackDecodesAndRefusesToEncode() throws {
        #expect(try decode(LossyMessage.self, #"{"type":"video","url":"u"}"#) == .other)
        #expect(LossyMessage.other.flatTag == nil)
        let error = try #require(throws: EncodingError.self) { try json(LossyMessage.other) }
        guard case .invalidValue(_, let context) = error else {
            Issue.record("expected invalidValue, got \(error)")
            return
        }
        #expect(context.debugDescription.contains("LossyMessage.other"))
        #expect(try decode(ContentLossy.self, #"{"kind":"new","data":[1]}"#) == .unknown)
        #expect(throws: EncodingError.self) { try json(ContentLossy.unknown) }
    }

    @Test func keepingFallbackIsLossless() throws {
        let value = try decode(LosslessMessage.self, Self.unknownObject)
        guard case .unknown(let unknown) = value else {
            Issue.record("expected .unknown, got \(value)")
            return
        }
        #expect(unknown.tag == "poll")
        #expect(value.flatTag == "poll")
        #expect(unknown.object["options"] == .array([.string("yes"), .string("no"), .null]))
        #expect(unknown.object["open"] == .bool(true))
        let encoded = try json(value)
        #expect(try parsed(encoded) == parsed(Self.unknownObject))
        // Decoding the output again gives the same value.
        #expect(try decode(LosslessMessage.self, encoded) == value)
    }

    @Test func numbersKeepTheirKind() throws {
        guard case .unknown(let unknown) = try decode(LosslessMessage.self, Self.unknownObject),
            case .object(let meta)? = unknown.object["meta"]
        else {
            Issue.record("no meta object")
            return
        }
        #expect(meta["votes"] == .int(12_345_678_901))
        #expect(meta["max"] == .uint(UInt64.max))
        #expect(meta["min"] == .int(Int64.min))
        #expect(meta["ratio"] == .double(0.25))
        #expect(meta["big"] == .double(1e300))
    }

    @Test func contentFormKeepsTheWholeObject() throws {
        let text = #"{"kind":"chart","data":{"points":[1,2.5,3]},"extra":"kept"}"#
        let value = try decode(ContentLossless.self, text)
        #expect(value.flatTag == "chart")
        #expect(try parsed(json(value)) == parsed(text))
        try expectRoundTrip(ContentLossless.count(3), #"{"kind":"count","data":3}"#)
    }

    @Test func changingTheTagOfAnUnknownObjectWritesTheNewTag() throws {
        guard case .unknown(var unknown) = try decode(LosslessMessage.self, #"{"type":"a","v":1}"#) else {
            Issue.record("expected .unknown")
            return
        }
        unknown.tag = "b"
        #expect(try json(LosslessMessage.unknown(unknown)) == #"{"type":"b","v":1}"#)
    }

    @Test func fallbackIsNotListedAmongTags() {
        #expect(LosslessMessage.flatTags == ["text", "move"])
        #expect(ContentLossy.flatTags == ["count"])
    }

    @Test func unknownObjectsInPropertyLists() throws {
        let value = try decode(
            LosslessMessage.self, #"{"type":"poll","n":3,"r":1.5,"ok":false,"s":"é","a":[1,"x"],"o":{"k":"v"}}"#)
        for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
            let encoder = PropertyListEncoder()
            encoder.outputFormat = format
            let decoded = try PropertyListDecoder().decode(LosslessMessage.self, from: encoder.encode(value))
            #expect(decoded == value, "\(format)")
        }
    }

    @Test func descriptionReadsLikeJSON() throws {
        let unknown = FlatTaggedUnknown(tag: "poll", object: ["b": .array([.int(1), .null]), "a": .string("x\"y")])
        #expect(unknown.description == #"unknown "poll": {"a":"x\"y","b":[1,null],"type":"poll"}"#)
        #expect(Set([unknown, unknown]).count == 1)
    }
}

@Suite("@LossyArray")
struct LossyArrayTests {
    @Test func skipsFailingElementsAndReportsThemInOrderWithTheirIndex() throws {
        let text =
            #"{"messages":[{"type":"ping"},{"type":"move","x":1},{"type":"video"},{"type":"text","text":"t"},7]}"#
        let inbox = try decode(Inbox.self, text)
        #expect(inbox.messages == [.ping, .text(TextPayload(text: "t"))])
        let paths = inbox.$messages.compactMap {
            ($0 as? DecodingError).flatMap(context(of:)).map { pathText($0.codingPath) }
        }
        #expect(paths == [".messages[1]", ".messages[2].type", ".messages[4]"])
        #expect(inbox.$messages.count == 3)
    }

    @Test func missingKeyOrNonArrayIsAnError() throws {
        #expect(throws: DecodingError.self) { try decode(Inbox.self, #"{}"#) }
        #expect(throws: DecodingError.self) { try decode(Inbox.self, #"{"messages":{"type":"ping"}}"#) }
    }

    @Test func encodesAsAPlainArrayAndComparesByElements() throws {
        let inbox = Inbox(messages: [.ping, .move(x: 1, y: 2)])
        #expect(try json(inbox) == #"{"messages":[{"type":"ping"},{"type":"move","x":1,"y":2}]}"#)
        let decoded = try decode(
            Inbox.self, #"{"messages":[{"type":"ping"},{"type":"bad"},{"type":"move","x":1,"y":2}]}"#)
        #expect(decoded == inbox)  // errors are not compared
        #expect(Set([LossyArray(wrappedValue: [1, 2]), LossyArray(wrappedValue: [1, 2])]).count == 1)
    }
}
