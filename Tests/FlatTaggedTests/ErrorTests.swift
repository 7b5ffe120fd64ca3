import FlatTagged
import Foundation
import Testing

@Suite("Decoding errors")
struct ErrorTests {
    @Test func missingKeyIsKeyNotFound() throws {
        let error = try #require(throws: DecodingError.self) { try decode([Shape].self, #"[{"x":1}]"#) }
        guard case .keyNotFound(let key, let context) = error else {
            Issue.record("expected keyNotFound, got \(error)")
            return
        }
        #expect(key.stringValue == "type")
        #expect(pathText(context.codingPath) == "[0]")
    }

    @Test func nonStringTagIsTypeMismatch() throws {
        let error = try #require(throws: DecodingError.self) { try decode([Shape].self, #"[{"type":1}]"#) }
        guard case .typeMismatch(let type, let context) = error else {
            Issue.record("expected typeMismatch, got \(error)")
            return
        }
        #expect(type is String.Type)
        #expect(pathText(context.codingPath) == "[0].type")
    }

    @Test func unknownTagNamesTheEnumTheTagAndEveryAcceptedTag() throws {
        let error = try #require(throws: DecodingError.self) {
            try decode([Auth].self, #"[{"type":"login","user":"a"},{"type":"video"}]"#)
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        #expect(pathText(context.codingPath) == "[1].type")
        #expect(
            context.debugDescription
                == #"Auth: unknown "type" value "video"; expected one of "login", "signin", "sign_in", "log_out", "bye", "txt""#
        )
    }

    @Test func unknownTagInANestedEnumUsesItsQualifiedNameAndKey() throws {
        let error = try #require(throws: DecodingError.self) { try decode(ContentShape.self, #"{"kind":"nope"}"#) }
        #expect(context(of: error)?.debugDescription.hasPrefix(#"ContentShape: unknown "kind" value "nope""#) == true)
        let nested = try #require(throws: DecodingError.self) { try decode(Outer.Inner.self, #"{"type":"x"}"#) }
        #expect(context(of: nested)?.debugDescription.hasPrefix(#"Outer.Inner: unknown "type" value "x""#) == true)
    }

    @Test func tagsMatchExactly() throws {
        #expect(throws: DecodingError.self) { try decode(Shape.self, #"{"type":"Ping"}"#) }
        #expect(throws: DecodingError.self) { try decode(Shape.self, #"{"type":" ping"}"#) }
    }

    @Test func payloadErrorsPropagateWithTheirPath() throws {
        let error = try #require(throws: DecodingError.self) {
            try decode([Shape].self, #"[{"type":"ping"},{"type":"move","x":1,"y":"two"}]"#)
        }
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("expected typeMismatch, got \(error)")
            return
        }
        #expect(pathText(context.codingPath) == "[1].y")

        let missing = try #require(throws: DecodingError.self) { try decode([Shape].self, #"[{"type":"text"}]"#) }
        guard case .keyNotFound(let key, let missingContext) = missing else {
            Issue.record("expected keyNotFound, got \(missing)")
            return
        }
        #expect(key.stringValue == "text")
        #expect(pathText(missingContext.codingPath) == "[0]")
    }

    @Test func contentFormErrorsPointInsideTheContent() throws {
        let error = try #require(throws: DecodingError.self) {
            try decode(ContentShape.self, #"{"kind":"move","data":{"x":1,"y":null}}"#)
        }
        #expect(context(of: error).map { pathText($0.codingPath) } == ".data.y")
    }

    @Test func notAnObjectIsTypeMismatch() throws {
        let error = try #require(throws: DecodingError.self) { try decode([Shape].self, #"["ping"]"#) }
        guard case .typeMismatch = error else {
            Issue.record("expected typeMismatch, got \(error)")
            return
        }
    }
}

@Suite("Other coders and key strategies")
struct CoderTests {
    @Test func propertyListsRoundTrip() throws {
        let values: [Shape] = [
            .ping, .text(TextPayload(text: "hi")), .move(x: 1, y: 2), .note(text: "a", author: nil),
            .resize(width: 1, height: nil),
        ]
        for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
            let encoder = PropertyListEncoder()
            encoder.outputFormat = format
            let data = try encoder.encode(values)
            #expect(try PropertyListDecoder().decode([Shape].self, from: data) == values)
        }
        let contentShape: [ContentShape] = [.count(1), .maybe(nil), .move(x: 1, y: 2), .text(TextPayload(text: "t"))]
        let data = try PropertyListEncoder().encode(contentShape)
        #expect(try PropertyListDecoder().decode([ContentShape].self, from: data) == contentShape)
    }

    @Test func keyStrategiesApplyToKeysAndLabelsNotTags() throws {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let text = try json(Event.userSignedUp(userName: "ada"), encoder: encoder)
        #expect(text == #"{"event_type":"user_signed_up","user_name":"ada"}"#)
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        #expect(try decode(Event.self, text, decoder: decoder) == .userSignedUp(userName: "ada"))
    }
}
