import Foundation
import Testing

/// A `nulls:` key, a nil optional with a default value and an external optional payload are
/// written as `null` the way a hand-written conformance writes them, with
/// `encodeNil(forKey:)`, in every form: a coder whose single-value `encodeNil()` writes nothing
/// (swift-extras-json's) then still gets a `null`, and the value reads back.
@Suite("nulls: through encodeNil(forKey:)")
struct NullsWriteNilTests {
    func expectNull<T: Codable & Equatable>(_ value: T, writes fragment: String) throws {
        let text = try NilWritesNothingEncoder().encode(value)
        #expect(text.contains(fragment), "\(text)")
        #expect(try JSONDecoder().decode(T.self, from: Data(text.utf8)) == value)
    }

    @Test func theFlatForm() throws {
        try expectNull(LabelsGeo.feature(id: nil, geometry: nil, properties: nil), writes: #""geometry":null"#)
        try expectNull(LabelsGeo.box(height: nil), writes: #""h":null"#)
    }

    @Test func theContentForm() throws {
        try expectNull(LabelsGateway.heartbeat(nil), writes: #""d":null"#)
    }

    @Test func theExternalForm() throws {
        try expectNull(ExternalShape.maybe(nil), writes: #"{"maybe":null}"#)
        try expectNull(ExternalShape.box(height: nil), writes: #""height":null"#)
        try expectNull(
            ExternalLabelsComponent.button(customID: "c", isDisabled: false, label: nil, emojiName: nil),
            writes: #""label":null"#)
    }

    @Test func theUntaggedForm() throws {
        try expectNull(
            UntaggedLabelsMessage.failure(requestID: 1, errorCode: 2, errorData: nil), writes: #""error_data":null"#)
    }
}
