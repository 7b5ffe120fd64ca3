import EdgeSupport
import FlatTagged
import Foundation
import RuntimeGuards
import Testing

/// Encodes `value` (wrapped in an array, as in a real document, and alone) and checks that the
/// encoder throws FlatTagged's `EncodingError.invalidValue` naming the enum and the case.
/// Runs in a child process: today some of these trap inside the encoder (SIGILL), which must
/// fail this test, not kill the whole test run.
func expectRejected(_ value: Status, case caseName: String, by format: Format) throws {
    for document in [try? format.encode([value]), try? format.encode(value)] {
        if let data = document {
            let text = String(decoding: data, as: UTF8.self)
            Issue.record("\(format) encoded Status.\(caseName) without an error: \(text.prefix(200))")
        }
    }
    for encode in [{ _ = try format.encode([value]) }, { _ = try format.encode(value) }] {
        do {
            try encode()
        } catch {
            guard let message = invalidValueDescription(error) else {
                Issue.record("\(format): not EncodingError.invalidValue: \(error)")
                continue
            }
            #expect(message.contains("Status"), "\(format): \(message)")
            #expect(message.contains(caseName), "\(format): \(message)")
        }
    }
}

@Test(arguments: Format.allCases)
func rawValueEnumPayloadIsRejected(format: Format) async {
    await #expect(processExitsWith: .success, "Status.mood with \(format)") { [format] in
        try expectRejected(.mood(.happy), case: "mood", by: format)
    }
}

@Test(arguments: Format.allCases)
func scalarTypealiasPayloadIsRejected(format: Format) async {
    await #expect(processExitsWith: .success, "Status.count with \(format)") { [format] in
        try expectRejected(.count(42), case: "count", by: format)
    }
}

@Test(arguments: Format.allCases)
func arrayTypealiasPayloadIsRejected(format: Format) async {
    await #expect(processExitsWith: .success, "Status.tags with \(format)") { [format] in
        try expectRejected(.tags(["a", "b"]), case: "tags", by: format)
    }
}

@Test func objectPayloadsStillEncode() throws {
    #expect(try sortedJSON(Status.idle) == #"{"type":"idle"}"#)
    #expect(try roundTrips(Status.idle) == [.idle, .idle, .idle])
}

/// Decoding these cases can't succeed (the payload is not an object) but must not crash.
@Test func decodingSingleValuePayloadsThrows() throws {
    for json in [#"{"type":"mood"}"#, #"{"type":"count","count":1}"#, #"{"type":"tags"}"#] {
        #expect(throws: DecodingError.self, "\(json)") { try decode(Status.self, from: json) }
    }
}
