@_spi(FlatTaggedGenerated) import FlatTagged
import Foundation
import Testing

/// A flat payload's own value of the discriminator key is never replaced silently: kept when it is
/// one of the case's (or the member's) tags or aliases, so that decode → encode is lossless, an
/// `EncodingError` naming the owner and both values otherwise. Through JSON and property lists.
@Suite("Flat payloads that write the key themselves")
struct PayloadKeyTests {
    /// One coder, JSON or property list, for the same checks.
    struct Coder: Sendable, CustomStringConvertible {
        let description: String
        let encode: @Sendable (any Encodable, FlatTaggedRegistry?) throws -> Data
        let decode: @Sendable (any Decodable.Type, Data, FlatTaggedRegistry?) throws -> any Decodable
    }

    static let coders = [
        Coder(
            description: "JSON",
            encode: { value, registry in
                let encoder = JSONEncoder()
                encoder.userInfo[.flatTagged] = registry
                return try encoder.encode(value)
            },
            decode: { type, data, registry in
                let decoder = JSONDecoder()
                decoder.userInfo[.flatTagged] = registry
                return try decoder.decode(type, from: data)
            }),
        Coder(
            description: "property list",
            encode: { value, registry in
                let encoder = PropertyListEncoder()
                encoder.userInfo[.flatTagged] = registry
                return try encoder.encode(value)
            },
            decode: { type, data, registry in
                let decoder = PropertyListDecoder()
                decoder.userInfo[.flatTagged] = registry
                return try decoder.decode(type, from: data)
            }),
    ]

    static let registry = FlatTaggedRegistry(.flatTaggedTests)

    /// The encoded object's value of `key`, read back through the same coder's format.
    func value(of key: String, in data: Data) throws -> Any? {
        let object =
            data.first == UInt8(ascii: "{")
            ? try JSONSerialization.jsonObject(with: data)
            : try PropertyListSerialization.propertyList(from: data, format: nil)
        return (object as? [String: Any])?[key]
    }

    /// Encodes `value` expecting the key conflict's error; returns its message (from
    /// `PropertyListEncoder`, which wraps it, the underlying error's).
    func conflictMessage(
        _ value: any Encodable, _ coder: Coder, sourceLocation: SourceLocation = #_sourceLocation
    ) -> String {
        do {
            _ = try coder.encode(value, Self.registry)
            Issue.record("expected an EncodingError", sourceLocation: sourceLocation)
        } catch let error as EncodingError {
            guard case .invalidValue(_, let context) = error else {
                Issue.record("expected invalidValue, got \(error)", sourceLocation: sourceLocation)
                return ""
            }
            if let underlying = context.underlyingError as? EncodingError, case .invalidValue(_, let inner) = underlying
            {
                return inner.debugDescription
            }
            return context.debugDescription
        } catch {
            Issue.record("expected an EncodingError, got \(error)", sourceLocation: sourceLocation)
        }
        return ""
    }

    /// Decodes `json` (converted to the coder's format), encodes it again, and returns the key's value.
    func roundTrip<T: Codable>(_ type: T.Type, _ json: String, key: String, _ coder: Coder) throws -> (T, Any?) {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        let input =
            coder.description == "JSON"
            ? Data(json.utf8)
            : try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        let decoded = try #require(try coder.decode(type, input, Self.registry) as? T)
        return (decoded, try value(of: key, in: try coder.encode(decoded, Self.registry)))
    }

    // MARK: Nested @FlatTagged enums with the same key (Slack's text objects)

    @Test(arguments: coders)
    func aNestedEnumsAliasSurvivesDecodeAndEncode(coder: Coder) throws {
        let (plain, plainType) = try roundTrip(
            ContextElement.self, #"{"type":"plain_text","text":"hello"}"#, key: "type", coder)
        #expect(plain == .text(.plainText(PlainTextObject(text: "hello"))))
        #expect(plainType as? String == "plain_text")
        let (markdown, markdownType) = try roundTrip(
            ContextElement.self, #"{"type":"mrkdwn","text":"*hi*"}"#, key: "type", coder)
        #expect(markdown == .text(.mrkdwn(MarkdownTextObject(text: "*hi*"))))
        #expect(markdownType as? String == "mrkdwn")
        let (_, imageType) = try roundTrip(ContextElement.self, #"{"type":"image","imageURL":"u"}"#, key: "type", coder)
        #expect(imageType as? String == "image")
    }

    @Test(arguments: coders)
    func aNestedEnumsOtherTagThrowsNamingBothValues(coder: Coder) throws {
        let message = conflictMessage(ContextElement.text(.header(PlainTextObject(text: "Title"))), coder)
        #expect(
            message
                == #"ContextElement.text: the payload (TextObject) wrote "header" under the "type" key, and this case's tag is "mrkdwn" (aliases: "plain_text"); the tag would replace the payload's value: add "header" to the case's aliases, rename the payload's key or use // @FlatTagged(content: "…")"#
        )
    }

    // MARK: Payload structs with a field named like the key

    @Test(arguments: coders)
    func aPayloadsOwnTagOrAliasIsKept(coder: Coder) throws {
        for written in ["note", "jotting"] {
            let data = try coder.encode(Notebook.note(TypedNote(type: written, body: "b")), nil)
            #expect(try value(of: "type", in: data) as? String == written)
            #expect(
                try coder.decode(Notebook.self, data, nil) as? Notebook == .note(TypedNote(type: written, body: "b")))
        }
        // Through the generic `encode`: a raw-value enum.
        let data = try coder.encode(Notebook.kinded(KindedNote(type: .memo, body: "b")), nil)
        #expect(try value(of: "type", in: data) as? String == "memo")
    }

    @Test(arguments: coders)
    func aPayloadsOtherValueThrows(coder: Coder) throws {
        #expect(
            conflictMessage(Notebook.note(TypedNote(type: "essay", body: "b")), coder)
                == #"Notebook.note: the payload (TypedNote) wrote "essay" under the "type" key, and this case's tag is "note" (aliases: "jotting"); the tag would replace the payload's value: add "essay" to the case's aliases, rename the payload's key or use // @FlatTagged(content: "…")"#
        )
        #expect(
            conflictMessage(Notebook.kinded(KindedNote(type: .draft, body: "b")), coder)
                .hasPrefix(
                    #"Notebook.kinded: the payload (KindedNote) wrote "draft" under the "type" key, and this case's tag is "kinded" (aliases: "memo")"#
                ))
    }

    @Test func theErrorCarriesThePayloadAndTheCodingPath() throws {
        let error = try #require(throws: EncodingError.self) {
            try JSONEncoder().encode(["k": [Notebook.note(TypedNote(type: "essay", body: "b"))]])
        }
        guard case .invalidValue(let value, let context) = error else {
            Issue.record("expected invalidValue, got \(error)")
            return
        }
        #expect(value as? TypedNote == TypedNote(type: "essay", body: "b"))
        #expect(pathText(context.codingPath) == ".k[0]")
    }

    // MARK: Any key type that can spell the key is watched

    /// Writes its pairs through `FlatTaggedCodingKey`, whose `init(stringValue:)` takes any key.
    struct DynamicKeys: Encodable {
        var pairs: [(String, String)]
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: FlatTaggedCodingKey.self)
            for (key, value) in pairs { try container.encode(value, forKey: FlatTaggedCodingKey(key)) }
        }
    }

    /// A property whose coding key is renamed to the discriminator key.
    struct RenamedKey: Encodable {
        enum CodingKeys: String, CodingKey { case kind = "type" }
        var kind: String
    }

    @Test func openAndRenamedKeysAreWatchedToo() throws {
        #expect(
            try json(GuardedEnvelope.value(DynamicKeys(pairs: [("a", "1"), ("type", "value")])))
                == #"{"a":"1","type":"value"}"#)
        #expect(try json(GuardedEnvelope.value(RenamedKey(kind: "value"))) == #"{"type":"value"}"#)
        for payload in [
            GuardedEnvelope.value(DynamicKeys(pairs: [("type", "other")])) as any Encodable,
            GuardedEnvelope.value(RenamedKey(kind: "other")),
        ] {
            #expect(
                conflictMessage(payload, Self.coders[0]).contains(
                    #"wrote "other" under the "type" key, and this case's tag is "value""#))
        }
    }

    // MARK: Integer tags

    @Test(arguments: coders)
    func aStringUnderAnIntegerTagThrows(coder: Coder) throws {
        #expect(
            conflictMessage(Frame.session(Session(id: "s-1", user: "u")), coder)
                == #"Frame.session: the payload (Session) wrote "s-1" under the "id" key, and this case's tag is 3; the tag would replace the payload's value: rename the payload's key or use // @FlatTagged(content: "…")"#
        )
    }

    @Test(arguments: coders)
    func anIntegerTagOrAliasWrittenByThePayloadIsKept(coder: Coder) throws {
        for id in [4, 5, 6] {
            let (decoded, written) = try roundTrip(Frame.self, #"{"id":\#(id),"text":"t"}"#, key: "id", coder)
            #expect(decoded == .message(NumberedMessage(id: id, text: "t")))
            #expect((written as? NSNumber)?.intValue == id)
        }
        #expect(
            conflictMessage(Frame.message(NumberedMessage(id: 9, text: "t")), coder)
                .hasPrefix(
                    #"Frame.message: the payload (NumberedMessage) wrote 9 under the "id" key, and this case's tag is 4 (aliases: 5, 6); the tag would replace the payload's value: add 9 to the case's aliases, "#
                ))
    }

    // MARK: Families

    @Test(arguments: coders)
    func aMembersOwnTagOrAliasIsKept(coder: Coder) throws {
        for (json, kind) in [
            (#"{"kind":"lion","mane":true}"#, "lion"), (#"{"kind":"tiger","stripes":3}"#, "tiger"),
            (#"{"kind":"big cat","stripes":3}"#, "big cat"), (#"{"kind":"cat","name":"Tom"}"#, "cat"),
        ] {
            let (_, written) = try roundTrip(Polymorphic<any Feline>.self, json, key: "kind", coder)
            #expect(written as? String == kind)
        }
        let (_, op) = try roundTrip(Polymorphic<any Bytecode>.self, #"{"op":8}"#, key: "op", coder)
        #expect((op as? NSNumber)?.intValue == 8)
    }

    @Test(arguments: coders)
    func aMembersOtherValueThrowsNamingFamilyMemberAndBothValues(coder: Coder) throws {
        #expect(
            conflictMessage(Polymorphic<any Feline>(wrappedValue: Lion(kind: "big cat", mane: true)), coder)
                == #"Feline: Lion wrote "big cat" under the "kind" key, and its tag in Feline is "lion"; the tag would replace the member's value: add "big cat" to Lion's aliases, rename Lion's key or declare the family with content: "…""#
        )
        #expect(
            conflictMessage(Polymorphic<[any Feline]>(wrappedValue: [Tiger(kind: "tabby", stripes: 1)]), coder)
                .hasPrefix(
                    #"Feline: Tiger wrote "tabby" under the "kind" key, and its tag in Feline is "tiger" (aliases: "big cat")"#
                ))
        #expect(
            conflictMessage(Polymorphic<any Bytecode>(wrappedValue: Nop(op: 1)), coder)
                .hasPrefix(#"Bytecode: Nop wrote 1 under the "op" key, and its tag in Bytecode is 7 (aliases: 8)"#))
    }
}
