import FlatTagged
import Foundation
import Testing

@Suite("Case shapes, flat form")
struct FlatShapeTests {
    @Test func payloadlessCase() throws {
        try expectRoundTrip(Shape.ping, #"{"type":"ping"}"#)
    }

    @Test func singlePayloadStandsBesideTheTag() throws {
        try expectRoundTrip(Shape.text(TextPayload(text: "hi")), #"{"type":"text","text":"hi"}"#)
    }

    @Test func labeledValuesUnderTheirLabels() throws {
        try expectRoundTrip(Shape.move(x: 1, y: 2), #"{"type":"move","x":1,"y":2}"#)
    }

    @Test func optionalsAreOmittedWhenNilAndDecodeFromMissingOrNull() throws {
        try expectRoundTrip(Shape.note(text: "a", author: nil), #"{"type":"note","text":"a"}"#)
        try expectRoundTrip(Shape.note(text: "a", author: "b"), #"{"type":"note","text":"a","author":"b"}"#)
        #expect(try decode(Shape.self, #"{"type":"note","text":"a","author":null}"#) == .note(text: "a", author: nil))
    }

    @Test func defaultsFillMissingKeys() throws {
        #expect(try decode(Shape.self, #"{"type":"resize"}"#) == .resize(width: 100, height: 7))
        #expect(try decode(Shape.self, #"{"type":"resize","width":5,"height":6}"#) == .resize(width: 5, height: 6))
        try expectRoundTrip(Shape.resize(width: 3, height: 4), #"{"type":"resize","width":3,"height":4}"#)
        // An optional with a default: nil is written as null, which decodes to nil, not the default.
        try expectRoundTrip(Shape.resize(width: 3, height: nil), #"{"type":"resize","width":3,"height":null}"#)
    }

    @Test func aPayloadFieldNamedLikeTheKeyIsKeptOrRejectedNeverReplaced() throws {
        // Decoding gives the payload the object's "type", which is the tag, and encoding keeps it.
        try expectRoundTrip(Shape.typed(TypedPayload(type: "typed", size: 2)), #"{"type":"typed","size":2}"#)
        // Any other value would be replaced by the tag: encoding throws (PayloadKeyTests).
        #expect(throws: EncodingError.self) { try json(Shape.typed(TypedPayload(type: "mine", size: 2))) }
    }

    @Test func keywordLabels() throws {
        try expectRoundTrip(
            Shape.keyword(default: 1, self: "s", container: true),
            #"{"type":"keyword","default":1,"self":"s","container":true}"#)
    }

    @Test func severalCasesOnOneLine() throws {
        try expectRoundTrip(Shape.a, #"{"type":"a"}"#)
        try expectRoundTrip(Shape.b, #"{"type":"b"}"#)
    }

    @Test func otherKeysAreIgnored() throws {
        #expect(try decode(Shape.self, #"{"type":"move","x":1,"y":2,"z":3,"extra":{"a":[1]}}"#) == .move(x: 1, y: 2))
    }

    @Test func inContainers() throws {
        let values: [String: [Shape?]] = ["a": [.ping, nil, .move(x: 1, y: 2)]]
        let text = try json(values)
        #expect(text == #"{"a":[{"type":"ping"},null,{"type":"move","x":1,"y":2}]}"#)
        #expect(try decode([String: [Shape?]].self, text) == values)
    }
}

@Suite("Case shapes, content form")
struct ContentShapeTests {
    @Test func payloadless() throws {
        try expectRoundTrip(ContentShape.ping, #"{"kind":"ping"}"#)
    }

    @Test func singlePayloadUnderTheContentKey() throws {
        try expectRoundTrip(ContentShape.text(TextPayload(text: "hi")), #"{"kind":"text","data":{"text":"hi"}}"#)
    }

    @Test func labeledValuesUnderTheContentKey() throws {
        try expectRoundTrip(ContentShape.move(x: 1, y: 2), #"{"kind":"move","data":{"x":1,"y":2}}"#)
        try expectRoundTrip(ContentShape.note(text: "a", author: nil), #"{"kind":"note","data":{"text":"a"}}"#)
    }

    @Test func scalarsAndArrays() throws {
        try expectRoundTrip(ContentShape.count(5), #"{"kind":"count","data":5}"#)
        try expectRoundTrip(ContentShape.list(["a", "b"]), #"{"kind":"list","data":["a","b"]}"#)
    }

    @Test func optionalPayloadIsNilWhenMissingOrNull() throws {
        try expectRoundTrip(ContentShape.maybe(nil), #"{"kind":"maybe"}"#)
        try expectRoundTrip(ContentShape.maybe(3), #"{"kind":"maybe","data":3}"#)
        #expect(try decode(ContentShape.self, #"{"kind":"maybe","data":null}"#) == .maybe(nil))
    }
}

@Suite("Tags: naming, explicit tags, aliases")
struct TagTests {
    @Test func namingStrategies() throws {
        #expect(try json(SnakeNamed.parseURLValue) == #"{"type":"parse_url_value"}"#)
        #expect(try json(SnakeNamed.userID2) == #"{"type":"user_id2"}"#)
        #expect(try json(KebabNamed.parseURLValue) == #"{"type":"parse-url-value"}"#)
        #expect(try json(ScreamingNamed.parseURLValue) == #"{"type":"PARSE_URL_VALUE"}"#)
        #expect(try json(PascalNamed.parseURLValue) == #"{"type":"ParseURLValue"}"#)
        #expect(try json(LowerNamed.parseURLValue) == #"{"type":"parseurlvalue"}"#)
        #expect(try json(UpperNamed.parseURLValue) == #"{"type":"PARSEURLVALUE"}"#)
        #expect(try decode(KebabNamed.self, #"{"type":"simple"}"#) == .simple)
        #expect(try decode(UpperNamed.self, #"{"type":"SIMPLE"}"#) == .simple)
    }

    @Test func namingMatchesFoundationsSnakeCase() throws {
        // The same words as JSONEncoder's .convertToSnakeCase for the same names.
        struct Keys: Encodable {
            var parseURLValue = 0
            var userID2 = 0
        }
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let keys = try json(Keys(), encoder: encoder)
        #expect(keys.contains("parse_url_value") && keys.contains("user_id2"))
        #expect(SnakeNamed.flatTags == ["parse_url_value", "simple", "user_id2"])
    }

    @Test func explicitTagsAndAliases() throws {
        try expectRoundTrip(Auth.logIn(user: "a"), #"{"type":"login","user":"a"}"#)
        #expect(try decode(Auth.self, #"{"type":"signin","user":"a"}"#) == .logIn(user: "a"))
        #expect(try decode(Auth.self, #"{"type":"sign_in","user":"a"}"#) == .logIn(user: "a"))
        try expectRoundTrip(Auth.logOut, #"{"type":"log_out"}"#)
        #expect(try decode(Auth.self, #"{"type":"bye"}"#) == .logOut)
        try expectRoundTrip(Auth.text(TextPayload(text: "t")), #"{"type":"txt","text":"t"}"#)
    }

    @Test func flatTaggedEnumRequirements() {
        #expect(Auth.flatTagKey == "type")
        #expect(Auth.flatTags == ["login", "log_out", "txt"])
        #expect(Auth.logIn(user: "a").flatTag == "login")
        #expect(ContentShape.flatTagKey == "kind")
        #expect(Event.flatTagKey == "eventType")
        #expect(Platformed.flatTags == ["always", "known"])
    }
}
