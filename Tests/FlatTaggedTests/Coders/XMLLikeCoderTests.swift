import FlatTagged
import Foundation
import Testing

/// Through an XML-like coder (text scalars; repeated elements a list only for an `Array`): the
/// hand-written `switch` and FlatTagged read the same values and write the same document.
@Suite("An XML-like coder")
struct XMLLikeCoderTests {
    static let coder = XMLLikeCoder(userInfo: [.flatTagged: GeneratedFamilies.registry])

    // MARK: Families in repeated elements

    @Test func polymorphicArraysReadEveryRepeatedElement() throws {
        // Seen with XMLCoder: `@Polymorphic var figures: [any Figure]` decoded one element and
        // failed, because the wrapper isn't an `Array` type.
        let document = """
            <figure><type>circle</type><radius>0.5</radius></figure>
            <figure><type>square</type><side>2</side></figure>
            <figure><type>circle</type><radius>3.0</radius></figure>
            <spare><type>square</type><side>7</side></spare>
            <sketch><type>square</type><side>1</side></sketch>
            <sketch><type>circle</type><radius>1.5</radius></sketch>
            """
        let hand = try Self.coder.decode(HandCoderDrawing.self, from: document)
        let drawing = try Self.coder.decode(CoderDrawing.self, from: document)
        #expect(hand.figure.count == 3)
        #expect(drawing.handWritten == hand)
        #expect(try Self.coder.encodeNode(drawing).sortedChildren == Self.coder.encodeNode(hand).sortedChildren)
        let again = try Self.coder.decode(CoderDrawing.self, from: try Self.coder.encodeNode(drawing))
        #expect(again.handWritten == hand)
    }

    @Test func oneElementNoneAndAMissingOptionalArray() throws {
        let one = try Self.coder.decode(CoderDrawing.self, from: "<figure><type>square</type><side>2</side></figure>")
        #expect(one.handWritten == HandCoderDrawing(figure: [.square(side: 2)], spare: nil, sketch: []))
        let hand = try Self.coder.decode(
            HandCoderDrawing.self, from: "<figure><type>square</type><side>2</side></figure>")
        #expect(one.handWritten == hand)
    }

    @Test func lossyArraysSkipTheRepeatedElementsThatFail() throws {
        let document = """
            <figure><type>square</type><side>2</side></figure>
            <sketch><type>square</type><side>one</side></sketch>
            <sketch><type>circle</type><radius>1.5</radius></sketch>
            """
        let drawing = try Self.coder.decode(CoderDrawing.self, from: document)
        #expect(drawing.sketch.count == 1)
        #expect(drawing.$sketch.count == 1)
        #expect((drawing.sketch.first as? CoderCircle)?.radius == 1.5)
    }

    @Test func anEmptyArrayStillNeedsARegistry() throws {
        #expect(throws: FlatTaggedConfigurationError.self) {
            try XMLLikeCoder().decode(CoderDrawing.self, from: "<other>x</other>")
        }
    }

    // MARK: Text scalars

    @Test func unknownObjectsKeepTheirTextExactly() throws {
        // XML has only text: `007` stays the string "007", `3` may be the number 3 since it is
        // written back as the same text.
        let document = "<type>video</type><code>007</code><n>3</n><d>0.5</d><b>true</b><s>1E3</s>"
        let value = try Self.coder.decode(CoderEvent.self, from: document)
        guard case .unknown(let unknown) = value else {
            Issue.record("expected the fallback, got \(value)")
            return
        }
        #expect(unknown.object["code"] == .string("007"))
        #expect(unknown.object["s"] == .string("1E3"))
        #expect(try Self.coder.encodeNode(value).sortedChildren == XMLLikeNode.parse(document).sortedChildren)
    }

    @Test func anUnknownIntegerTagDecodesAgain() throws {
        let document = "<op>99</op><d><x>1</x></d>"
        let value = try Self.coder.decode(CoderOp.self, from: document)
        #expect(value.flatTag == "99")
        let written = try Self.coder.encodeNode(value)
        #expect(written.sortedChildren == (try XMLLikeNode.parse(document).sortedChildren))
        #expect(try Self.coder.decode(CoderOp.self, from: written) == value)
    }

    // MARK: Every form beside the hand-written switch

    @Test func everyFormReadsAsTheSwitchDoes() throws {
        for document in [
            "<type>move</type><x>3</x><y>0.5</y>", "<type>note</type><text>007</text><pinned>1</pinned>",
            "<type>ping</type>",
        ] {
            try sameThroughBoth(CoderEvent.self, HandCoderEvent.self, document)
        }
        for document in ["<kind>count</kind><data>3</data>", "<kind>label</kind><data>007</data>"] {
            try sameThroughBoth(CoderContent.self, HandCoderContent.self, document)
        }
        for document in ["<count>3</count>", "<note><text>hi</text><pinned>false</pinned></note>"] {
            try sameThroughBoth(CoderExternal.self, HandCoderExternal.self, document)
        }
        for document in ["<op>1</op><interval>45</interval>", "<op>2</op>"] {
            try sameThroughBoth(CoderOp.self, HandCoderOp.self, document)
        }
    }

    @Test func theUntaggedFormReadsAsTheTryChainDoes() throws {
        for text in ["true", "3", "0.5", "hello", "007"] {
            let hand = try Self.coder.decode(HandCoderUntagged.self, from: .text(text))
            let flat = try Self.coder.decode(CoderUntagged.self, from: .text(text))
            #expect(try Self.coder.encodeNode(flat) == Self.coder.encodeNode(hand), "\(text)")
        }
    }

    private func sameThroughBoth<Flat: Codable & Equatable, Hand: Codable & Equatable>(
        _ flat: Flat.Type, _ hand: Hand.Type, _ document: String
    ) throws {
        let handValue = try Self.coder.decode(Hand.self, from: document)
        let flatValue = try Self.coder.decode(Flat.self, from: document)
        let written = try Self.coder.encodeNode(flatValue).sortedChildren
        #expect(written == (try Self.coder.encodeNode(handValue).sortedChildren), "\(document)")
        #expect(try Self.coder.decode(Flat.self, from: written) == flatValue, "\(document)")
    }
}

extension XMLLikeNode {
    /// The same document with every element's children in name order (repeated names keep their
    /// order): encoders write keys in the order of their code, which is no part of the data.
    var sortedChildren: XMLLikeNode {
        switch self {
        case .text: self
        case .element(let children):
            .element(
                children.enumerated().sorted { ($0.element.name, $0.offset) < ($1.element.name, $1.offset) }.map {
                    Child(name: $0.element.name, node: $0.element.node.sortedChildren)
                })
        }
    }
}
