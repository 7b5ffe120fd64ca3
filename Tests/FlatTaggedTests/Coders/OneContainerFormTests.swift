import FlatTagged
import Foundation
import Testing

// Each form through a decoder that lends one container per value (as MessagePack's does), beside
// the `switch` on the tag a programmer would write by hand through the same decoder: FlatTagged
// decodes where the hand-written code decodes, and where the hand-written code needs a second
// container of the same decoder (a flat payload of a type of its own reads the whole object
// again), FlatTagged needs one too, and no more.

private enum HandKey: String, CodingKey { case type, kind, data, x, y, node, leaf, text }

/// `Shape.move(x:y:)` and `Shape.text(_:)`, by hand.
private enum HandShape: Decodable, Equatable {
    case move(x: Int, y: Int)
    case text(TextPayload)

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: HandKey.self)
        switch try container.decode(String.self, forKey: .type) {
        case "move":
            self = .move(x: try container.decode(Int.self, forKey: .x), y: try container.decode(Int.self, forKey: .y))
        case "text": self = .text(try TextPayload(from: decoder))
        default: throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "unknown tag")
        }
    }
}

/// `ContentShape.count(_:)`, by hand.
private enum HandContent: Decodable, Equatable {
    case count(Int)

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: HandKey.self)
        switch try container.decode(String.self, forKey: .kind) {
        case "count": self = .count(try container.decode(Int.self, forKey: .data))
        default: throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "unknown tag")
        }
    }
}

/// `StackExternal`, by hand.
private indirect enum HandExternal: Decodable {
    case leaf(Int)
    case node(HandExternal)

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: HandKey.self)
        if container.contains(.leaf) {
            self = .leaf(try container.decode(Int.self, forKey: .leaf))
        } else {
            self = .node(try container.decode(HandExternal.self, forKey: .node))
        }
    }
}

@Suite("Every form through a decoder that lends one container per value, beside a hand-written switch")
struct OneContainerFormTests {
    /// The result of decoding `text` as `type`, and how many second containers were asked for.
    func decode<T: Decodable>(_ type: T.Type, _ text: String) -> (result: Result<T, any Error>, violations: Int) {
        let log = OneContainerLog()
        let result = Result { try log.decode(type, text) }
        return (result, log.violations.count)
    }

    /// Both decode, or both throw a `DecodingError`, and neither asks for a second container.
    func expectSameOutcome<A: Decodable, B: Decodable>(
        _ flatTagged: A.Type, _ handWritten: B.Type, _ text: String, decodes: Bool,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let generated = decode(A.self, text)
        let hand = decode(B.self, text)
        #expect(generated.violations == 0, "FlatTagged \(A.self) from \(text)", sourceLocation: sourceLocation)
        #expect(hand.violations == 0, "hand-written \(B.self) from \(text)", sourceLocation: sourceLocation)
        for (name, result) in [
            ("FlatTagged", generated.result.map { _ in () }), ("hand-written", hand.result.map { _ in () }),
        ] {
            switch result {
            case .success: #expect(decodes, "\(name) decoded \(text)", sourceLocation: sourceLocation)
            case .failure(let error):
                #expect(!decodes, "\(name): \(error)", sourceLocation: sourceLocation)
                #expect(error is DecodingError, "\(name): \(error)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func flatLabelsTakeOneContainer() throws {
        expectSameOutcome(Shape.self, HandShape.self, #"{"type":"move","x":1,"y":2}"#, decodes: true)
        #expect(try decode(Shape.self, #"{"type":"move","x":1,"y":2}"#).result.get() == .move(x: 1, y: 2))
        expectSameOutcome(Shape.self, HandShape.self, #"{"type":"move","x":"a","y":2}"#, decodes: false)
        expectSameOutcome(Shape.self, HandShape.self, #"{"x":1}"#, decodes: false)
        expectSameOutcome(Shape.self, HandShape.self, #""move""#, decodes: false)
    }

    @Test func aFlatPayloadOfItsOwnNeedsASecondContainerAsHandWrittenCodeDoes() {
        // The payload reads the object the tag was read from: through the same decoder, by hand too.
        let generated = decode(Shape.self, #"{"type":"text","text":"hi"}"#)
        let hand = decode(HandShape.self, #"{"type":"text","text":"hi"}"#)
        #expect(hand.violations == 1)
        #expect(generated.violations == hand.violations)
    }

    @Test func contentAndExternalFormsTakeOneContainer() throws {
        expectSameOutcome(ContentShape.self, HandContent.self, #"{"kind":"count","data":3}"#, decodes: true)
        expectSameOutcome(ContentShape.self, HandContent.self, #"{"kind":"count","data":"3"}"#, decodes: false)
        expectSameOutcome(StackExternal.self, HandExternal.self, #"{"node":{"node":{"leaf":1}}}"#, decodes: true)
        expectSameOutcome(StackExternal.self, HandExternal.self, #"{"node":{"leaf":"x"}}"#, decodes: false)
    }

    @Test func untaggedObjectsBesideScalarsTakeOneContainer() {
        // Objects are read through the single-value container, which gives them a decoder of
        // their own, so an enum with scalar and object cases asks its decoder for one container.
        #expect(decode(Setting.self, #"{"lower":1,"upper":3}"#).violations == 0)
        #expect(decode(Contents.self, #"{"uri":"u","text":"t"}"#).violations == 0)
        #expect(decode(Setting.self, "3").violations == 0)
        #expect((try? decode(Setting.self, #"{"lower":1,"upper":3}"#).result.get()) == .range(lower: 1, upper: 3))
    }
}
