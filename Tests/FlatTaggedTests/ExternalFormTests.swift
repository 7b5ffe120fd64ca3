import FlatTagged
import Foundation
import Testing

/// The external form, `{"tag": value}`: every case shape, both directions, and every error with
/// its coding path and words.
@Suite("External form")
struct ExternalFormTests {
    @Test func dynamoDBItemsRoundTrip() throws {
        let item = ExternalAttributeValue.m([
            "Name": .s("Joe"), "Age": .n("35"), "Admin": .bool(false), "Nothing": .null(true),
            "Tags": .l([.s("a"), .n("1")]), "Colors": .ss(["Red", "Blue"]),
        ])
        try expectRoundTrip(
            item,
            #"{"M":{"Name":{"S":"Joe"},"Age":{"N":"35"},"Admin":{"BOOL":false},"Nothing":{"NULL":true},"Tags":{"L":[{"S":"a"},{"N":"1"}]},"Colors":{"SS":["Red","Blue"]}}}"#
        )
        #expect(ExternalAttributeValue.flatTags == ["S", "N", "BOOL", "NULL", "L", "M", "SS"])
        #expect(item.flatTag == "M")
        #expect(item.kind == .m)
    }

    @Test func everyCaseShapeRoundTrips() throws {
        try expectRoundTrip(ExternalShape.ping, #""ping""#)
        try expectRoundTrip(ExternalShape.count(5), #"{"count":5}"#)
        try expectRoundTrip(ExternalShape.text(ExternalText(text: "hi")), #"{"text":{"text":"hi"}}"#)
        try expectRoundTrip(ExternalShape.move(x: 1, y: 2), #"{"move":{"x":1,"y":2}}"#)
        try expectRoundTrip(ExternalShape.note(text: "a", author: nil), #"{"note":{"text":"a"}}"#)
        try expectRoundTrip(ExternalShape.note(text: "a", author: "b"), #"{"note":{"text":"a","author":"b"}}"#)
        try expectRoundTrip(ExternalShape.resize(width: 3), #"{"resize":{"width":3}}"#)
        #expect(try decode(ExternalShape.self, #"{"resize":{}}"#) == .resize(width: 100))
        try expectRoundTrip(ExternalShape.box(height: nil), #"{"box":{"height":null}}"#)
        #expect(try decode(ExternalShape.self, #"{"box":{}}"#) == .box(height: 7))
        try expectRoundTrip(ExternalShape.maybe(nil), #"{"maybe":null}"#)
        try expectRoundTrip(ExternalShape.maybe(4), #"{"maybe":4}"#)
        try expectRoundTrip(ExternalShape.circle(radius: 1.5), #"{"circle":{"radius":1.5}}"#)
        #expect(try decode(ExternalShape.self, #"{"round":{"radius":2}}"#) == .circle(radius: 2))
    }

    @Test func aCaseWithoutValuesAlsoDecodesFromAnEmptyObjectOrNull() throws {
        #expect(try decode(ExternalShape.self, #"{"ping":{}}"#) == .ping)
        #expect(try decode(ExternalShape.self, #"{"ping":null}"#) == .ping)
        let error = try decodingError([ExternalShape].self, #"[{"ping":5}]"#)
        #expect(
            try expectDataCorrupted(error, at: "[0].ping")
                == #"ExternalShape: case "ping" has no value; expected "ping", {"ping":{}} or {"ping":null}"#)
        #expect(
            try expectDataCorrupted(decodingError([ExternalShape].self, #"[{"ping":{"a":1}}]"#), at: "[0].ping") != nil)
    }

    @Test func aPayloadsErrorPathRunsThroughTheTag() throws {
        let error = try decodingError(
            [ExternalContentBlock].self, #"[{"image":{"format":"png","source":{"bytes":5}}}]"#)
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("expected typeMismatch, got \(error)")
            return
        }
        #expect(pathText(context.codingPath) == "[0].image.source.bytes")
    }

    @Test func severalKeysOrNoneAreDataCorruptedAtTheObject() throws {
        let two = try decodingError([ExternalAttributeValue].self, #"[{"S":"a","N":"1"}]"#)
        #expect(
            try expectDataCorrupted(two, at: "[0]")
                == #"ExternalAttributeValue: expected an object with exactly one key naming the case; found 2 keys: "N", "S""#
        )
        let none = try decodingError([ExternalAttributeValue].self, "[{}]")
        #expect(
            try expectDataCorrupted(none, at: "[0]")
                == "ExternalAttributeValue: expected an object with exactly one key naming the case; found no keys")
        // At most ten keys are named, sorted; a fallback doesn't make a malformed object unknown.
        let keys = (0..<12).map { #""k\#(String(format: "%02d", $0))":1"# }.joined(separator: ",")
        let many = try decodingError(ExternalOpen.self, "{\(keys)}")
        #expect(
            try expectDataCorrupted(many, at: "")
                == #"ExternalOpen: expected an object with exactly one key naming the case; found 12 keys: "k00", "k01", "k02", "k03", "k04", "k05", "k06", "k07", "k08", "k09", …"#
        )
    }

    @Test func anUnknownTagListsEveryTagAndAlias() throws {
        let error = try decodingError([ExternalShape].self, #"[{"X":1}]"#)
        #expect(
            try expectDataCorrupted(error, at: "[0]")
                == #"ExternalShape: unknown case "X"; expected one of "ping", "count", "text", "move", "note", "resize", "box", "maybe", "circle", "round""#
        )
        // An unknown bare string's error sits at the value.
        let bare = try decodingError([ExternalShape].self, #"["x"]"#)
        #expect(
            try expectDataCorrupted(bare, at: "[0]")?.hasPrefix(#"ExternalShape: unknown case "x"; expected one of"#)
                == true)
    }

    @Test func aBareStringForACaseWithValuesIsDataCorruptedAtTheValue() throws {
        let error = try decodingError([ExternalShape].self, #"["ping","circle"]"#)
        #expect(
            try expectDataCorrupted(error, at: "[1]") == #"ExternalShape: case "circle" needs a value: {"circle": …}"#)
    }

    @Test func otherValuesAreTypeMismatchNamingTheEnum() throws {
        for (value, found) in [("5", "a number"), ("true", "a boolean"), ("[1]", "an array"), ("null", "null")] {
            let error = try decodingError([ExternalShape].self, "[\(value)]")
            guard case .typeMismatch(let type, let context) = error else {
                Issue.record("expected typeMismatch for \(value), got \(error)")
                continue
            }
            #expect(ObjectIdentifier(type) == ObjectIdentifier(ExternalShape.self))
            #expect(pathText(context.codingPath) == "[0]")
            #expect(
                context.debugDescription
                    == "ExternalShape: expected an object with one key naming the case, or a string; found \(found)")
        }
    }

    @Test func numbersOutOfRangeAreErrorsAtTheValueUnderTheTag() throws {
        for number in ["1.5", "1e400", "99999999999999999999"] {
            let error = try #require(throws: (any Error).self) {
                try decode([ExternalShape].self, #"[{"count":\#(number)}]"#)
            }
            guard let decodingError = error as? DecodingError, let context = context(of: decodingError) else {
                Issue.record("\(number): expected a DecodingError, got \(type(of: error)): \(error)")
                continue
            }
            #expect(pathText(context.codingPath) == "[0].count", "\(number)")
        }
    }

    @Test func theFallbackKeepsUnknownCasesLosslessly() throws {
        for text in [
            #"{"video":{"url":"u","size":[1,2.5,null]}}"#, #"{"n":5}"#, #"{"s":"x"}"#, #"{"z":null}"#, #""bare""#,
        ] {
            let value = try decode(ExternalOpen.self, text)
            guard case .unknown(let unknown) = value else {
                Issue.record("expected the fallback for \(text), got \(value)")
                continue
            }
            #expect(unknown.isExternal)
            #expect(value.flatTag == unknown.tag)
            #expect(value.kind == nil)
            #expect(try parsed(json(value)) == parsed(text), "\(text)")
        }
        #expect(try decode(ExternalOpen.self, #""bare""#).flatTag == "bare")
        #expect(
            try decode(ExternalOpen.self, #"{"video":1}"#)
                == .unknown(FlatTaggedUnknown(externalTag: "video", value: .int(1))))
        // Known cases still decode, in every shape.
        #expect(try decode(ExternalOpen.self, #""ping""#) == .ping)
        #expect(try decode(ExternalOpen.self, #"{"count":2}"#) == .count(2))
    }

    @Test func aFallbackWithoutPayloadDecodesAndCannotEncode() throws {
        #expect(try decode(ExternalClosed.self, #"{"new":1}"#) == .other)
        #expect(try decode(ExternalClosed.self, #""new""#) == .other)
        #expect(throws: EncodingError.self) { try json(ExternalClosed.other) }
    }

    @Test func keyStrategiesApplyToTheTagAsAnObjectKey() throws {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let block = try decode(
            ExternalContentBlock.self, #"{"tool_use":{"tool_use_id":"t1","name":"search"}}"#, decoder: decoder)
        #expect(block == .toolUse(toolUseId: "t1", name: "search"))
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        #expect(try json(block, encoder: encoder) == #"{"tool_use":{"name":"search","tool_use_id":"t1"}}"#)
        // Without a strategy the tag is the case name as written.
        try expectRoundTrip(block, #"{"toolUse":{"toolUseId":"t1","name":"search"}}"#)
    }

    @Test func anUnknownCaseUnderKeyStrategiesComesBackAsItCame() throws {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let value = try decode(
            ExternalOpen.self, #"{"tool_result":{"some_key":[1,{"inner_key":true}]}}"#, decoder: decoder)
        // The tag is the enum's own key, so the strategy applies to it; the value is data.
        #expect(value.flatTag == "toolResult")
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        #expect(try json(value, encoder: encoder) == #"{"tool_result":{"some_key":[1,{"inner_key":true}]}}"#)
    }

    @Test func genericsAndLossyArrays() throws {
        try expectRoundTrip(ExternalOutcome.success([1, 2]), #"{"success":[1,2]}"#)
        try expectRoundTrip(ExternalOutcome<Int>.failure(message: "no"), #"{"failure":{"message":"no"}}"#)
        let feed = try decode(
            ExternalFeed.self, #"{"blocks":[{"text":"a"},{"text":"b","image":{}},{"video":{}},{"text":"c"}]}"#)
        #expect(feed.blocks == [.text("a"), .text("c")])
        #expect(feed.$blocks.count == 2)
    }

    @Test func propertyListsRoundTrip() throws {
        let values: [ExternalShape] = [
            .ping, .count(5), .text(ExternalText(text: "hi")), .move(x: 1, y: 2), .note(text: "a", author: nil),
            .resize(width: 3), .maybe(4), .circle(radius: 1.5),
        ]
        let items: [ExternalAttributeValue] = [.m(["a": .l([.s("x"), .bool(true)])]), .ss(["a", "b"])]
        for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
            let encoder = PropertyListEncoder()
            encoder.outputFormat = format
            #expect(try PropertyListDecoder().decode([ExternalShape].self, from: encoder.encode(values)) == values)
            #expect(
                try PropertyListDecoder().decode([ExternalAttributeValue].self, from: encoder.encode(items)) == items)
            let image = ExternalContentBlock.image(
                ExternalImage(format: "png", source: ExternalImageSource(bytes: Data([1, 2]))))
            #expect(
                try PropertyListDecoder().decode([ExternalContentBlock].self, from: encoder.encode([image])) == [image])
        }
    }

    // MARK: - Helpers

    private func decodingError<T: Decodable>(_: T.Type, _ text: String) throws -> DecodingError {
        try #require(throws: DecodingError.self) { try decode(T.self, text) }
    }

    /// The description of a `dataCorrupted` error whose coding path is `path`, or nil (recorded).
    private func expectDataCorrupted(
        _ error: DecodingError, at path: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String? {
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)", sourceLocation: sourceLocation)
            return nil
        }
        #expect(pathText(context.codingPath) == path, sourceLocation: sourceLocation)
        return context.debugDescription
    }
}
