import FlatTagged
import Foundation
import Testing

/// Through a coder whose scalars are text (Yams-like) and one that keeps their kinds (JSON-like):
/// the hand-written `switch` and FlatTagged read the same values and write the same document.
@Suite("A coder whose scalars are text")
struct TextScalarCoderTests {
    static let text = TextScalarCoder(mode: .text, userInfo: [.flatTagged: GeneratedFamilies.registry])
    static let typed = TextScalarCoder(mode: .typed, userInfo: [.flatTagged: GeneratedFamilies.registry])
    static let coders = [text, typed]

    // MARK: FlatTaggedValue and FlatTaggedUnknown

    @Test func valuesKeepTheirKindsWhereTheCoderReadsText() throws {
        let value = try Self.text.decode(
            FlatTaggedValue.self,
            from: "{n: 3, b: true, d: 0.5, neg: -12, e: 1e-07, big: 18446744073709551615, nul: null}")
        #expect(
            value
                == .object([
                    "n": .int(3), "b": .bool(true), "d": .double(0.5), "neg": .int(-12), "e": .double(1e-07),
                    "big": .uint(.max), "nul": .null,
                ]))
        #expect(
            try Self.text.encode(value).contains("n: 3") && Self.text.encode(value).contains("d: 0.5")
                && Self.text.encode(value).contains("b: true"))
    }

    @Test func decimalsInScientificNotationAreNumbers() throws {
        // Yams 5 writes the Double 0.5 as `5e-1`, 3.0 as `3e+0`, 1234.5 as `1.2345e+3`: a
        // hand-written `Bool, Int64, UInt64, Double, String` reads them as numbers.
        let document = "{half: 5e-1, three: 3e+0, big: 1.2345e+3, small: -2.5e-10, type: video}"
        let expected: [String: FlatTaggedValue] = [
            "half": .double(0.5), "three": .double(3), "big": .double(1234.5), "small": .double(-2.5e-10),
            "type": .string("video"),
        ]
        #expect(try Self.text.decode(FlatTaggedValue.self, from: document) == .object(expected))
        // The unknown tag's fallback keeps them as numbers and writes them back as numbers.
        let event = try Self.text.decode(CoderEvent.self, from: document)
        #expect(event == .unknown(FlatTaggedUnknown(tag: "video", object: expected)))
        #expect(try Self.text.decode(CoderEvent.self, from: Self.text.encode(event)) == event)
    }

    @Test func stringsThatReadAsNumbersStayStrings() throws {
        // Quoted scalars are strings: the coder refuses them as numbers. A plain `007`, `+3`,
        // `1E3` or `0.50` would be written back as other text if it became a number: it stays
        // the text it is.
        let document = "{s: '3', q: 'null', z: '007', p: 007, plus: +3, upper: 1E3, trailing: 0.50, word: hello}"
        let value = try Self.text.decode(FlatTaggedValue.self, from: document)
        #expect(
            value
                == .object([
                    "s": .string("3"), "q": .string("null"), "z": .string("007"), "p": .string("007"),
                    "plus": .string("+3"), "upper": .string("1E3"), "trailing": .string("0.50"),
                    "word": .string("hello"),
                ]))
        // Written back as strings, quoted where they would read as something else.
        let again = try Self.text.decode(FlatTaggedValue.self, from: try Self.text.encode(value))
        #expect(again == value)
    }

    @Test func aQuotedBooleanIsReadAsTheCoderReadsIt() throws {
        // Yams reads 'true' in quotes as a boolean too, so nothing tells it from a plain `true`:
        // it becomes a boolean (the documented limit of a coder that reads text).
        #expect(try Self.text.decode(FlatTaggedValue.self, from: "{t: 'true'}") == .object(["t": .bool(true)]))
        #expect(try Self.typed.decode(FlatTaggedValue.self, from: "{t: 'true'}") == .object(["t": .string("true")]))
    }

    @Test(arguments: coders)
    func everyKindRoundTrips(coder: TextScalarCoder) throws {
        let document =
            "{n: 3, b: false, d: 0.25, s: '42', w: word, nul: null, a: [1, 'x', [true, {k: -2.5}]], o: {p: {q: []}}}"
        let value = try coder.decode(FlatTaggedValue.self, from: document)
        #expect(value["n"] == .int(3))
        #expect(value["s"] == .string("42"))
        #expect(value["a"] == .array([.int(1), .string("x"), .array([.bool(true), .object(["k": .double(-2.5)])])]))
        #expect(try coder.encodeTree(value).sortedKeys == TextScalarSyntax.parse(document).sortedKeys)
    }

    @Test(arguments: coders)
    func anUnknownIntegerTagIsWrittenBackAsAnInteger(coder: TextScalarCoder) throws {
        // Seen with Yams: `op: 99` came back as `op: '99'`, which no longer decodes.
        let value = try coder.decode(CoderOp.self, from: "{op: 99, d: {x: 1, s: '1'}}")
        guard case .unknown(let unknown) = value else {
            Issue.record("expected the fallback, got \(value)")
            return
        }
        #expect(unknown.tag == "99")
        #expect(unknown.object["op"] == .int(99))
        let written = try coder.encode(value)
        #expect(written.contains("op: 99"), "\(written)")
        #expect(try coder.decode(CoderOp.self, from: written) == value)
        #expect(
            try coder.encodeTree(value).sortedKeys == TextScalarSyntax.parse("{op: 99, d: {x: 1, s: '1'}}").sortedKeys)
    }

    @Test(arguments: coders)
    func anUnknownStringTagKeepsEveryScalar(coder: TextScalarCoder) throws {
        let document = "{type: video, n: 3, b: true, d: 0.5, id: '123'}"
        let value = try coder.decode(CoderEvent.self, from: document)
        guard case .unknown(let unknown) = value else {
            Issue.record("expected the fallback, got \(value)")
            return
        }
        #expect(unknown.object["n"] == .int(3))
        #expect(unknown.object["id"] == .string("123"))
        #expect(try coder.encodeTree(value).sortedKeys == TextScalarSyntax.parse(document).sortedKeys)
    }

    // MARK: Every form beside the hand-written switch

    @Test(arguments: coders)
    func theFlatFormReadsAsTheSwitchDoes(coder: TextScalarCoder) throws {
        for document in ["{type: move, x: 3, y: 0.5}", "{type: note, text: '12', pinned: true}", "{type: ping}"] {
            try sameThroughBoth(CoderEvent.self, HandCoderEvent.self, document, coder)
        }
    }

    @Test(arguments: coders)
    func theContentFormReadsAsTheSwitchDoes(coder: TextScalarCoder) throws {
        for document in ["{kind: count, data: 3}", "{kind: label, data: '3'}", "{kind: flag, data: false}"] {
            try sameThroughBoth(CoderContent.self, HandCoderContent.self, document, coder)
        }
    }

    @Test(arguments: coders)
    func theExternalFormReadsAsTheSwitchDoes(coder: TextScalarCoder) throws {
        for document in ["{count: 3}", "{note: {text: hi, pinned: false}}"] {
            try sameThroughBoth(CoderExternal.self, HandCoderExternal.self, document, coder)
        }
    }

    @Test(arguments: coders)
    func theUntaggedFormReadsAsTheTryChainDoes(coder: TextScalarCoder) throws {
        for document in ["true", "3", "0.5", "hello", "'3'", "{text: hi, pinned: false}"] {
            try sameThroughBoth(CoderUntagged.self, HandCoderUntagged.self, document, coder)
        }
    }

    @Test(arguments: coders)
    func integerTagsReadAsTheSwitchDoes(coder: TextScalarCoder) throws {
        for document in ["{op: 1, interval: 45}", "{op: 2}"] {
            try sameThroughBoth(CoderOp.self, HandCoderOp.self, document, coder)
        }
    }

    @Test(arguments: coders)
    func familiesReadAsTheClosedEnumDoes(coder: TextScalarCoder) throws {
        let document = """
            {figure: [{type: circle, radius: 0.5}, {type: square, side: 2}], spare: [{type: square, side: 3}],
             sketch: [{type: circle, radius: 1.5}]}
            """
        let hand = try coder.decode(HandCoderDrawing.self, from: document)
        let drawing = try coder.decode(CoderDrawing.self, from: document)
        #expect(drawing.handWritten == hand)
        #expect(try coder.encodeTree(drawing).sortedKeys == coder.encodeTree(hand).sortedKeys)
    }

    // MARK: JSON keeps its strings

    @Test func jsonStringsThatReadAsNumbersStayStrings() throws {
        let json = #"{"s":"3","b":"true","d":"0.5","n":3,"t":true}"#
        let expected = FlatTaggedValue.object([
            "s": .string("3"), "b": .string("true"), "d": .string("0.5"), "n": .int(3), "t": .bool(true),
        ])
        #expect(try JSONDecoder().decode(FlatTaggedValue.self, from: Data(json.utf8)) == expected)
        // A decoder FlatTagged doesn't know is asked, and JSON's refuses the string as a number.
        let hintless = try HintlessOptions(message: "").decode(
            FlatTaggedValue.self, from: Data(json.utf8), with: JSONDecoder())
        #expect(hintless == expected)
    }

    /// Decodes `document` with the hand-written type and with FlatTagged's; both must encode the
    /// same document, and FlatTagged's must decode again to the same value.
    private func sameThroughBoth<Flat: Codable & Equatable, Hand: Codable & Equatable>(
        _ flat: Flat.Type, _ hand: Hand.Type, _ document: String, _ coder: TextScalarCoder
    ) throws {
        let handValue = try coder.decode(Hand.self, from: document)
        let flatValue = try coder.decode(Flat.self, from: document)
        let written = try coder.encodeTree(flatValue).sortedKeys
        #expect(written == (try coder.encodeTree(handValue).sortedKeys), "\(document)")
        #expect(try coder.decode(Flat.self, from: written) == flatValue, "\(document)")
    }
}

extension TextScalarCoder: CustomTestStringConvertible {
    var testDescription: String {
        if let name { return name }
        switch mode {
        case .text: return "text scalars"
        case .typed: return "typed scalars"
        case .strict: return "strictly typed numbers"
        }
    }
}

extension FlatTaggedValue {
    fileprivate subscript(key: String) -> FlatTaggedValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }
}

extension TextTree {
    /// The same document with every mapping's keys in order: encoders write keys in the order of
    /// their code, which is no part of the data.
    var sortedKeys: TextTree {
        switch self {
        case .scalar: self
        case .mapping(let entries):
            .mapping(entries.map { .init(key: $0.key, value: $0.value.sortedKeys) }.sorted { $0.key < $1.key })
        case .sequence(let nodes): .sequence(nodes.map(\.sortedKeys))
        }
    }
}
