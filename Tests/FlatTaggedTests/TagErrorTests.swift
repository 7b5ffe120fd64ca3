import FlatTagged
import Foundation
import Testing

/// A raw-value enum, declared where the generator that expands `Ticket` can't see it: it decodes
/// from a single value, so it can't stand beside the tag.
enum TicketPriority: String, Codable, Equatable, Sendable {
    case low, high
}

/// The `FlatTaggedTagError` underneath `error`, or nil.
private func tagError(_ error: DecodingError) -> FlatTaggedTagError? {
    context(of: error)?.underlyingError as? FlatTaggedTagError
}

private let shapeTags = ["ping", "text", "move", "note", "resize", "typed", "keyword", "a", "b"]

@Suite("Errors about the tag: named, and readable by a program")
struct TagErrorTests {
    @Test func aMissingTagNamesTheEnumAndTheKey() throws {
        let error = try #require(throws: DecodingError.self) { try decode([Shape].self, #"[{"x":1}]"#) }
        guard case .keyNotFound(let key, let context) = error else {
            Issue.record("expected keyNotFound, got \(error)")
            return
        }
        #expect(key.stringValue == "type")
        #expect(pathText(context.codingPath) == "[0]")
        #expect(context.debugDescription.hasPrefix(#"Shape: no "type" key; expected one of "ping", "text""#))
        let underlying = try #require(tagError(error))
        #expect(underlying.problem == .missing)
        #expect(underlying.typeName == "Shape")
        #expect(underlying.key == "type")
        #expect(underlying.tag == nil)
        #expect(underlying.acceptedTags == shapeTags)
        #expect(underlying.message == context.debugDescription)
    }

    @Test func aNullTagNamesTheEnumAndTheKey() throws {
        let error = try #require(throws: DecodingError.self) { try decode(Shape.self, #"{"type":null}"#) }
        guard case .keyNotFound(_, let context) = error else {
            Issue.record("expected keyNotFound, got \(error)")
            return
        }
        #expect(context.debugDescription.hasPrefix(#"Shape: the "type" value is null; expected one of "ping""#))
        #expect(tagError(error)?.problem == .null)
        #expect(tagError(error)?.tag == nil)
    }

    @Test func aNumberWhereAStringTagBelongsNamesTheEnumTheKeyAndTheValue() throws {
        let error = try #require(throws: DecodingError.self) { try decode([Shape].self, #"[{"type":5}]"#) }
        guard case .typeMismatch(let type, let context) = error else {
            Issue.record("expected typeMismatch, got \(error)")
            return
        }
        #expect(type is String.Type)
        #expect(pathText(context.codingPath) == "[0].type")
        #expect(context.debugDescription.hasPrefix(#"Shape: the "type" value is 5, not a string; expected one of"#))
        #expect(tagError(error)?.problem == .wrongType)
        #expect(tagError(error)?.tag == "5")
        let object = try #require(throws: DecodingError.self) { try decode(Shape.self, #"{"type":{}}"#) }
        #expect(
            FlatTaggedTests.context(of: object)?.debugDescription.hasPrefix(#"Shape: the "type" value is an object"#)
                == true)
    }

    @Test func anUnknownTagCarriesTheTagAndTheAcceptedTags() throws {
        let error = try #require(throws: DecodingError.self) { try decode(Outer.Inner.self, #"{"type":"video"}"#) }
        let underlying = try #require(tagError(error))
        #expect(underlying.problem == .unknown)
        #expect(underlying.typeName == "Outer.Inner")
        #expect(underlying.key == "type")
        #expect(underlying.tag == "video")
        #expect(underlying.message == context(of: error)?.debugDescription)
    }

    @Test func aProgramCountsUnknownEventTypesWithoutParsingText() throws {
        let events = [#"{"type":"video"}"#, #"{"type":"ping"}"#, #"{"type":"video"}"#, #"{"type":"audio"}"#]
        var unknownTypes: [String: Int] = [:]
        for event in events {
            do {
                _ = try decode(Shape.self, event)
            } catch let error as DecodingError {
                if case .dataCorrupted(let context) = error,
                    let tagError = context.underlyingError as? FlatTaggedTagError, tagError.problem == .unknown
                {
                    unknownTypes[tagError.tag ?? "", default: 0] += 1
                }
            }
        }
        #expect(unknownTypes == ["video": 2, "audio": 1])
    }

    @Test func theContentFormAndAMissingCaseNameTheEnumToo() throws {
        let error = try #require(throws: DecodingError.self) { try decode(ContentShape.self, #"{"kind":true}"#) }
        #expect(
            context(of: error)?.debugDescription.hasPrefix(#"ContentShape: the "kind" value is true, not a string"#)
                == true
        )
        // With a `missing` case, a tag of the wrong type is still an error about the tag.
        let missing = try #require(throws: DecodingError.self) { try decode(Opcode.self, #"{"type":"4"}"#) }
        #expect(tagError(missing)?.problem == .wrongType)
    }

    @Test func integerTagErrorsNameTheEnumAndCarryTheNumbersText() throws {
        let string = try #require(throws: DecodingError.self) { try decode(DiscordComponent.self, #"{"type":"2"}"#) }
        guard case .typeMismatch(let type, let context) = string else {
            Issue.record("expected typeMismatch, got \(string)")
            return
        }
        #expect(type is Int.Type)
        #expect(
            context.debugDescription.hasPrefix(
                #"DiscordComponent: the "type" value is "2", not an integer; expected one of 1, 2, 3, 5"#))
        #expect(tagError(string)?.tag == "2")
        #expect(tagError(string)?.acceptedTags == ["1", "2", "3", "5", "6", "7", "8"])
        let fraction = try #require(throws: DecodingError.self) { try decode(DiscordComponent.self, #"{"type":2.5}"#) }
        #expect(tagError(fraction)?.tag == "2.5")
        let unknown = try #require(throws: DecodingError.self) { try decode(DiscordComponent.self, #"{"type":9}"#) }
        #expect(tagError(unknown)?.problem == .unknown)
        #expect(tagError(unknown)?.tag == "9")
        let missing = try #require(throws: DecodingError.self) { try decode(DiscordComponent.self, #"{}"#) }
        #expect(
            FlatTaggedTests.context(of: missing)?.debugDescription.hasPrefix(
                #"DiscordComponent: no "type" key; expected one of 1, 2"#) == true)
    }

    @Test func aHugeIntegerTagIsShortEverywhereInTheError() throws {
        let digits = String(repeating: "7", count: 100_000)
        let error = try #require(throws: DecodingError.self) {
            try decode(DiscordComponent.self, #"{"type":\#(digits)}"#)
        }
        #expect(String(describing: error).count < 1_000)
        #expect(tagError(error)?.problem == .wrongType)
    }

    @Test func externalUnknownTagsAreQuotedShortAndReadable() throws {
        let tag = String(repeating: "x", count: 100_000)
        let object = try #require(throws: DecodingError.self) { try decode(ExternalShape.self, #"{"\#(tag)":1}"#) }
        // The coding path holds the key as the decoder gives it; the message quotes it short.
        let objectContext = try #require(tagError(object).map { _ in FlatTaggedTests.context(of: object) } ?? nil)
        #expect(objectContext.debugDescription.count < 1_000)
        let underlying = try #require(tagError(object))
        #expect(underlying.problem == .unknown)
        #expect(underlying.key == nil)
        #expect(underlying.typeName == "ExternalShape")
        #expect(underlying.tag == String(repeating: "x", count: 100) + "…")
        #expect(underlying.acceptedTags.contains("round"))
        let bare = try #require(throws: DecodingError.self) { try decode(ExternalShape.self, #""\#(tag)""#) }
        #expect(String(describing: bare).count < 1_000)
        #expect(tagError(bare)?.problem == .unknown)
    }

    @Test func familyTagErrorsNameTheFamily() throws {
        let missing = try #require(throws: DecodingError.self) { try Families.animals(#"[{"name":"x"}]"#) }
        #expect(tagError(missing)?.typeName == "Animal")
        #expect(tagError(missing)?.problem == .missing)
        #expect(
            context(of: missing)?.debugDescription.hasPrefix(#"Animal: no "kind" key; expected one of "cat""#) == true)
        let wrong = try #require(throws: DecodingError.self) { try Families.animals(#"[{"kind":1}]"#) }
        #expect(tagError(wrong)?.problem == .wrongType)
        let unknown = try #require(throws: DecodingError.self) {
            try Families.decode(Zoo.self, #"{"star":{"kind":"parrot"}}"#, Families.strict)
        }
        #expect(tagError(unknown)?.tag == "parrot")
        #expect(tagError(unknown)?.acceptedTags.first == "cat")
    }

    @Test func tagErrorsThroughPropertyLists() throws {
        let decoder = PropertyListDecoder()
        let missing = try PropertyListSerialization.data(fromPropertyList: ["x": 1], format: .xml, options: 0)
        let error = try #require(throws: DecodingError.self) { try decoder.decode(Shape.self, from: missing) }
        #expect(tagError(error)?.problem == .missing)
        #expect(context(of: error)?.debugDescription.hasPrefix(#"Shape: no "type" key"#) == true)
        let wrong = try PropertyListSerialization.data(fromPropertyList: ["type": 5], format: .xml, options: 0)
        let wrongError = try #require(throws: DecodingError.self) { try decoder.decode(Shape.self, from: wrong) }
        #expect(tagError(wrongError)?.problem == .wrongType)
        let unknown = try PropertyListSerialization.data(fromPropertyList: ["type": "video"], format: .xml, options: 0)
        let unknownError = try #require(throws: DecodingError.self) { try decoder.decode(Shape.self, from: unknown) }
        #expect(tagError(unknownError)?.tag == "video")
    }
}

@Suite("Errors inside a case name the enum and the case")
struct CaseErrorTests {
    @Test func anErrorInLabeledValuesNamesTheEnumAndTheCase() throws {
        let error = try #require(throws: DecodingError.self) {
            try decode([PullRequestEvent].self, #"[{"action":"synchronize","before":"a"}]"#)
        }
        guard case .keyNotFound(let key, let context) = error else {
            Issue.record("expected keyNotFound, got \(error)")
            return
        }
        #expect(key.stringValue == "after")
        #expect(pathText(context.codingPath) == "[0]")
        #expect(context.debugDescription.hasPrefix("PullRequestEvent.synchronize: "))
        let mismatch = try #require(throws: DecodingError.self) {
            try decode(ContentShape.self, #"{"kind":"move","data":{"x":1,"y":"two"}}"#)
        }
        guard case .typeMismatch(_, let mismatchContext) = mismatch else {
            Issue.record("expected typeMismatch, got \(mismatch)")
            return
        }
        #expect(pathText(mismatchContext.codingPath) == ".data.y")
        #expect(mismatchContext.debugDescription.hasPrefix("ContentShape.move: "))
        let external = try #require(throws: DecodingError.self) { try decode(ExternalShape.self, #"{"move":{"x":1}}"#) }
        #expect(FlatTaggedTests.context(of: external)?.debugDescription.hasPrefix("ExternalShape.move: ") == true)
    }

    /// A single payload under the content key or under an external tag names the enum and the
    /// case, as labeled values do, and keeps Foundation's error, its kind and its path.
    @Test func aSinglePayloadsErrorNamesTheEnumAndTheCaseInTheContentAndExternalForms() throws {
        let expectations: [(error: DecodingError, prefix: String, path: String)] = [
            (
                try #require(throws: DecodingError.self) {
                    try decode(ContentShape.self, #"{"kind":"count","data":"x"}"#)
                },
                "ContentShape.count: ", ".data"
            ),
            (
                try #require(throws: DecodingError.self) { try decode(ContentShape.self, #"{"kind":"count"}"#) },
                "ContentShape.count: ", ""
            ),
            (
                try #require(throws: DecodingError.self) {
                    try decode(ContentShape.self, #"{"kind":"maybe","data":"x"}"#)
                },
                "ContentShape.maybe: ", ".data"
            ),
            (
                try #require(throws: DecodingError.self) { try decode(ExternalShape.self, #"{"count":"x"}"#) },
                "ExternalShape.count: ", ".count"
            ),
            (
                try #require(throws: DecodingError.self) { try decode(ExternalShape.self, #"{"maybe":[]}"#) },
                "ExternalShape.maybe: ", ".maybe"
            ),
            (
                try #require(throws: DecodingError.self) { try decode(ExternalContentBlock.self, #"{"text":5}"#) },
                "ExternalContentBlock.text: ", ".text"
            ),
            (
                try #require(throws: DecodingError.self) {
                    try decode(ExternalAttributeValue.self, #"{"BOOL":"yes"}"#)
                },
                "ExternalAttributeValue.bool: ", ".BOOL"
            ),
        ]
        for (error, prefix, path) in expectations {
            let found = FlatTaggedTests.context(of: error)
            let context = try #require(found)
            #expect(context.debugDescription.hasPrefix(prefix), "\(context.debugDescription)")
            #expect(pathText(context.codingPath) == path, "\(prefix)")
        }
        // A value of the same enum nested in a case names the enum once, at its own case.
        let nested = try #require(throws: DecodingError.self) {
            try decode(ExternalAttributeValue.self, #"{"L":[{"M":{"a":{"S":1}}}]}"#)
        }
        let foundNested = FlatTaggedTests.context(of: nested)
        let nestedContext = try #require(foundNested)
        #expect(nestedContext.debugDescription.hasPrefix("ExternalAttributeValue.s: Expected to decode String"))
        #expect(pathText(nestedContext.codingPath) == ".L[0].M.a.S")
        let missing = try #require(throws: DecodingError.self) { try decode(ContentShape.self, #"{"kind":"count"}"#) }
        guard case .keyNotFound(let key, _) = missing else {
            Issue.record("expected keyNotFound, got \(missing)")
            return
        }
        #expect(key.stringValue == "data")
    }

    @Test func aFlatPayloadThatDecodesFromASingleValueNamesTheEnumTheCaseAndTheFix() throws {
        let error = try #require(throws: DecodingError.self) { try decode(Ticket.self, #"{"type":"urgent"}"#) }
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("expected typeMismatch, got \(error)")
            return
        }
        #expect(context.codingPath.isEmpty)
        #expect(
            context.debugDescription
                == #"Ticket.urgent: the payload (TicketPriority) decodes from a single value, not an object, so it cannot stand beside the "type" tag; label it, as in 'case urgent(value: TicketPriority)', or use @FlatTagged(content: "…")"#
        )
        // Encoding says the same.
        let encoding = try #require(throws: EncodingError.self) { try json(Ticket.urgent(.high)) }
        guard case .invalidValue(_, let encodingContext) = encoding else { return }
        #expect(encodingContext.debugDescription.contains("'case urgent(value: TicketPriority)'"))
    }
}
