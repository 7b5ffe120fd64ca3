import FlatTagged
import Foundation
import Testing

/// A content-form case whose payload is flattened beside labeled values under the content key,
/// through the strict coders (`StrictCoders.all`) beside the hand-written `switch`: the object
/// under the key is decoded with `decode(_:forKey:)` and encoded with `encode(_:forKey:)`, never
/// through `superDecoder(forKey:)`/`superEncoder(forKey:)`, which trap in swift-extras-json and
/// SwiftCBOR (`CoderRules.noSuperCoders` records an issue there).
@Suite("Strict coders, a payload beside labels under the content key")
struct StrictCoderContentPayloadTests {
    static let documents = [
        "{kind: created, data: {text: hi, pinned: true, requestID: 7}}",
        "{kind: stamped, data: {text: hi, pinned: false, stamp: 3, tea: 3, half: 0.5}}",
        "{kind: stamped, data: {text: hi, pinned: false, stamp: 3}}",
        "{kind: retried, data: {text: hi, pinned: true}}",
        "{kind: retried, data: {text: hi, pinned: true, attempt: 4}}",
    ]

    @Test(arguments: StrictCoders.all)
    func readsAndWritesAsTheSwitchDoes(coder: TextScalarCoder) throws {
        for document in Self.documents {
            let hand = try coder.decode(HandCoderWrapped.self, from: document)
            let value = try coder.decode(CoderWrapped.self, from: document)
            #expect(value.handWritten == hand, "\(document)")
            let written = try coder.encodeTree(value).sortedKeys
            #expect(written == (try coder.encodeTree(hand).sortedKeys), "\(document)")
            #expect(try coder.decode(CoderWrapped.self, from: written) == value, "\(document)")
        }
    }

    @Test(arguments: StrictCoders.all)
    func writesAsTheSwitchDoes(coder: TextScalarCoder) throws {
        let note = CoderNote(text: "hi", pinned: true)
        let values: [CoderWrapped] = [
            .created(note, requestID: 7), .stamped(note, stamp: 3, extra: ["tea": .int(3)]), .retried(note, attempt: 2),
        ]
        for value in values {
            #expect(
                try coder.encodeTree(value).sortedKeys == coder.encodeTree(value.handWritten).sortedKeys, "\(value)")
        }
    }

    @Test func restKeysStayBesideThePayloadAndTheLabels() throws {
        let value = try StrictCoders.strict.decode(CoderWrapped.self, from: Self.documents[1])
        #expect(
            value
                == .stamped(
                    CoderNote(text: "hi", pinned: false), stamp: 3, extra: ["tea": .int(3), "half": .double(0.5)]))
    }

    @Test(arguments: [
        ("{kind: created, data: {text: hi, pinned: 3, requestID: 7}}", ["data", "pinned"]),
        ("{kind: created, data: {text: hi, pinned: true, requestID: '7'}}", ["data", "requestID"]),
        ("{kind: retried, data: {text: hi, pinned: true, attempt: '4'}}", ["data", "attempt"]),
        ("{kind: stamped, data: {pinned: true, stamp: 3}}", ["data"]),
    ])
    func errorsKeepTheContentKeyThenTheLabelKey(document: String, path: [String]) throws {
        let coder = TextScalarCoder(mode: .typed, name: "typed")
        for decode in [
            { _ = try coder.decode(CoderWrapped.self, from: document) },
            { _ = try coder.decode(HandCoderWrapped.self, from: document) },
        ] {
            let error = try #require(throws: DecodingError.self) { try decode() }
            #expect(Self.codingPath(of: error) == path, "\(error)")
        }
    }

    @Test func errorsThroughJSONDecoderKeepTheirPaths() throws {
        let json = #"{"kind": "created", "data": {"text": "hi", "pinned": true, "requestID": "7"}}"#
        let error = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(CoderWrapped.self, from: Data(json.utf8))
        }
        #expect(Self.codingPath(of: error) == ["data", "requestID"], "\(error)")
        #expect(PromiseTests.message(of: error).contains("CoderWrapped.created"), "\(error)")
    }

    /// The keys of an error's coding path.
    static func codingPath(of error: DecodingError) -> [String]? {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            context.codingPath.map(\.stringValue)
        case .keyNotFound(_, let context): context.codingPath.map(\.stringValue)
        @unknown default: nil
        }
    }
}
