import Foundation
import Testing

@testable import FlatTagged

/// The canary for what FlatTagged reads of Foundation's private state: `DecoderKindProbe` reads the
/// kind of the value `JSONDecoder` is decoding through reflection (`values`, the top one's case).
/// Another layout makes it answer nil, and deep untagged values and `FlatTaggedValue`s are then
/// decoded by trying a case per JSON type: still correct, no longer linear in their depth. This
/// test fails the day a Foundation update changes what it reads, so that the change is seen.
@Suite("Foundation specifics: the JSONDecoder kind probe still reads JSONDecoder")
struct FoundationCanaryTests {
    /// Records what the probe says of the value it is decoded from.
    struct Told: Decodable {
        var kind: JSONKind?
        init(from decoder: any Decoder) throws { kind = DecoderKindProbe.kind(of: decoder) }
    }

    @Test func theProbeTellsEveryJSONKind() throws {
        let told = try JSONDecoder().decode([Told].self, from: Data(#"[null,"s",1,true,{},[]]"#.utf8))
        #expect(told.map(\.kind) == [.null, .string, .number, .bool, .object, .array])
        let top = try JSONDecoder().decode(Told.self, from: Data(#"{"a":1}"#.utf8))
        #expect(top.kind == .object)
    }

    @Test func otherDecodersAreNotRead() throws {
        let list = try PropertyListEncoder().encode(["a"])
        let told = try PropertyListDecoder().decode(Told.self, from: list)
        #expect(told.kind == nil)
    }
}
