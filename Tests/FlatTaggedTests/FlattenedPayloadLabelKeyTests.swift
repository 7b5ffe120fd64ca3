import FlatTagged
import Foundation
import Testing

/// The payload of `LabelKeyEvent` and `LabelKeyContent`, declared apart from them so that the
/// generator can't see its keys.
struct LabelKeyEnvelope: Codable, Equatable, Sendable {
    var id: String
    var data: Int
}

/// A flattened payload never loses a key to a label: encoding throws, naming the enum, the case
/// and the key, where the label's value would have replaced the payload's.
@Suite("Flattened payloads beside labels that write the same key")
struct FlattenedPayloadLabelKeyTests {
    let envelope = LabelKeyEnvelope(id: "e", data: 1)

    func expectLabelKeyError(_ value: some Encodable, _ name: String, _ key: String, plist: Bool) {
        do {
            _ = try plist ? PropertyListEncoder().encode([value]) : JSONEncoder().encode(value)
            Issue.record("\(name): encoded although the payload wrote \(key)")
        } catch {
            // PropertyListEncoder wraps a value's error in invalidValue's underlying error.
            var described = "\(error)"
            if case EncodingError.invalidValue(_, let context) = error, let underlying = context.underlyingError {
                described += " \(underlying)"
            }
            #expect(error is EncodingError)
            #expect(
                described.contains(
                    "\(name): the payload (LabelKeyEnvelope) wrote the \"\(key)\" key, which a labeled value of this case also writes"
                ), "\(described)")
        }
    }

    @Test func aPayloadKeyThatALabelAlsoWritesThrowsThroughJSONAndPropertyLists() {
        for plist in [false, true] {
            expectLabelKeyError(
                LabelKeyEvent.clash(envelope, data: "label"), "LabelKeyEvent.clash", "data", plist: plist)
            expectLabelKeyError(
                LabelKeyEvent.mapped(envelope, label: "l"), "LabelKeyEvent.mapped", "data", plist: plist)
            expectLabelKeyError(
                LabelKeyContent.clash(envelope, data: "label"), "LabelKeyContent.clash", "data", plist: plist)
        }
    }

    @Test func payloadsBesideOtherLabelsStillRoundTrip() throws {
        try expectRoundTrip(LabelKeyEvent.apart(envelope, note: "n"), #"{"type":"apart","id":"e","data":1,"note":"n"}"#)
        try expectRoundTrip(
            LabelKeyContent.apart(envelope, note: "n"), #"{"op":"apart","d":{"id":"e","data":1,"note":"n"}}"#)
        let values: [LabelKeyEvent] = [.apart(envelope, note: "n")]
        let data = try PropertyListEncoder().encode(values)
        #expect(try PropertyListDecoder().decode([LabelKeyEvent].self, from: data) == values)
    }
}
