import FlatTagged
import Foundation
import Testing

/// Through the strict coders (`StrictCoders.all`): every form reads and writes what the
/// hand-written `switch` on the tag reads and writes through the same coder, and
/// `FlatTaggedValue` and `FlatTaggedUnknown` keep every number in the coder's own type.
@Suite("Strict coders")
struct StrictCoderTests {
    static let coders = StrictCoders.all

    // MARK: Numbers in the coder's own types

    @Test(arguments: coders)
    func anUnknownObjectKeepsItsIntegers(coder: TextScalarCoder) throws {
        // Seen with CBOR: "expected null, a boolean, a number, …" for `"tea": 3`.
        let document = "{type: video, tea: 3, big: 18446744073709551615, half: 0.5, neg: -7}"
        let value = try coder.decode(CoderEvent.self, from: document)
        guard case .unknown(let unknown) = value else {
            Issue.record("expected the fallback, got \(value)")
            return
        }
        #expect(unknown.object["tea"] == .int(3))
        #expect(unknown.object["big"] == .uint(.max))
        #expect(unknown.object["half"] == .double(0.5))
        #expect(unknown.object["neg"] == .int(-7))
        #expect(try coder.encodeTree(value).sortedKeys == TextScalarSyntax.parse(document).sortedKeys)
    }

    @Test(arguments: coders)
    func anUnknownIntegerTagRoundTrips(coder: TextScalarCoder) throws {
        let document = "{op: 99, d: {x: 1, y: 2.5}}"
        let value = try coder.decode(CoderOp.self, from: document)
        guard case .unknown(let unknown) = value else {
            Issue.record("expected the fallback, got \(value)")
            return
        }
        #expect(unknown.tag == "99")
        #expect(unknown.object["op"] == .int(99))
        #expect(try coder.encodeTree(value).sortedKeys == TextScalarSyntax.parse(document).sortedKeys)
        #expect(try coder.decode(CoderOp.self, from: coder.encodeTree(value)) == value)
    }

    @Test(arguments: coders)
    func valuesRoundTripWithEveryKind(coder: TextScalarCoder) throws {
        var object: [String: FlatTaggedValue] = [
            "n": .int(3), "u": .uint(.max), "d": .double(0.5), "s": .string("3"), "b": .bool(true),
            "a": .array([.int(1), .array([.int(-2)]), .object(["k": .double(1.5)])]),
        ]
        // A coder that keeps numbers' types keeps 2.0 a floating-point number; JSON-like ones read it as 2.
        if coder.mode == .strict { object["whole"] = .double(2) }
        // swift-extras-json drops a single-value nil (StrictCoderPromiseTests.inputs).
        if !coder.rules.silentSingleValueNil { object["nul"] = .null }
        let value = FlatTaggedValue.object(object)
        #expect(try coder.decode(FlatTaggedValue.self, from: coder.encodeTree(value)) == value)
    }

    @Test(arguments: coders)
    func anArrayOfIntegersIsNeverData(coder: TextScalarCoder) throws {
        // Seen with CBOR: `[1]` decoded as `.data("AQ==")`.
        #expect(try coder.decode(FlatTaggedValue.self, from: "[1]") == .array([.int(1)]))
        #expect(
            try coder.decode(FlatTaggedValue.self, from: "{a: [1, 2]}") == .object(["a": .array([.int(1), .int(2)])]))
    }

    @Test(arguments: coders.filter { $0.mode == .strict })
    func aNumberNoTypeHoldsIsAnErrorAtIt(coder: TextScalarCoder) throws {
        // (JSON-like coders read it as a `Double`, as `JSONDecoder` does.)
        do {
            let value = try coder.decode(FlatTaggedValue.self, from: "{a: [18446744073709551616]}")
            Issue.record("decoded \(value)")
        } catch let error as DecodingError {
            #expect(PromiseTests.message(of: error).contains("a number out of range"), "\(error)")
        }
    }

    @Test func aValueThatFailsInsideAGuessIsNoWrongGuess() throws {
        // A coder that keeps no coding paths (SwiftCBOR under a key): the array guess fails on
        // its element, and that failure is the element's, not a sign that the value is no array.
        var rules = CoderRules.lenient
        rules.emptyCodingPaths = true
        let coder = TextScalarCoder(mode: .strict, rules: rules, name: "strict numbers, no coding paths")
        #expect(try coder.decode(FlatTaggedValue.self, from: "[1]") == .array([.int(1)]))
        do {
            let value = try coder.decode(FlatTaggedValue.self, from: "{a: {b: [18446744073709551616]}}")
            Issue.record("decoded \(value)")
        } catch let error as DecodingError {
            // The element's own error, not "expected null, …" about the outer object.
            #expect(PromiseTests.message(of: error).contains("a number out of range"), "\(error)")
        }
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
        for document in ["true", "3", "0.5", "'hello'", "'3'", "{text: hi, pinned: false}"] {
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

    @Test(arguments: coders)
    func aLossyArraySkipsAFailedElementWithoutASuperDecoder(coder: TextScalarCoder) throws {
        let document = "[{type: circle, radius: 0.5}, {type: circle}, {type: square, side: 2}]"
        let lossy = try coder.decode(LossyPolymorphic<any CoderFigure>.self, from: document)
        #expect(lossy.wrappedValue.count == 2)
        #expect(lossy.projectedValue.count == 1)
        #expect((lossy.wrappedValue.last as? CoderSquare)?.side == 2)
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
