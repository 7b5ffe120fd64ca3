import Foundation
import Testing

@testable import FlatTagged

/// Hostile nesting: below the first levels, `FlatTaggedValue` asks `JSONDecoder` what each value
/// is instead of guessing, so a document nested hundreds deep costs no error per level (its time
/// is measured in Benchmarks: `FlatTaggedBenchmarks --depth`). These tests check that the
/// question still has an answer on this Foundation, and that the deep path decodes every kind
/// exactly as the shallow one does.
@Suite("Deep nesting")
struct DeepNestingTests {
    /// Records what the probe says for the value it is decoded from.
    struct Probed: Decodable {
        let kind: JSONKind?
        init(from decoder: any Decoder) throws { kind = DecoderKindProbe.kind(of: decoder) }
    }

    @Test func jsonDecoderTellsWhatItHoldsWithoutAFailedDecode() throws {
        let text = #"[{"a":1},[2],"s",3,4.5,true,null]"#
        let kinds = try JSONDecoder().decode([Probed].self, from: Data(text.utf8)).map(\.kind)
        #expect(kinds == [.object, .array, .string, .number, .number, .bool, .null])
    }

    @Test func otherDecodersAreNotAskedAndStillDecode() throws {
        let data = try PropertyListEncoder().encode(["a": [1, 2]])
        #expect(try PropertyListDecoder().decode(Probed.self, from: data).kind == nil)
    }

    /// Every kind, under 100 levels of objects and arrays in turn, and at every level on the way.
    static func deepDocument(depth: Int) -> String {
        let leaf = #"{"s":"é","t":true,"f":false,"n":null,"i":-7,"u":18446744073709551615,"d":0.25,"e":{},"a":[]}"#
        var text = leaf
        for level in 0..<depth {
            text = level % 2 == 0 ? #"{"x":"# + text + #","k":\#(level)}"# : "[" + text + #","s\#(level)",1.5]"#
        }
        return #"{"type":"deep","v":"# + text + "}"
    }

    @Test func deepValuesDecodeExactlyAndRoundTrip() throws {
        let text = Self.deepDocument(depth: 100)
        let value = try decode(FlatTaggedValue.self, text)
        // The same document decoded by guesses only (a decoder wrapper can't be asked).
        let guessed = try HintlessOptions(message: "").decode(
            FlatTaggedValue.self, from: Data(text.utf8), with: JSONDecoder())
        #expect(value == guessed)
        let message = try decode(LosslessMessage.self, text)
        #expect(try parsed(json(message)) == parsed(text))
    }

    @Test(arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
    func deepPropertyListsDecodeByGuessesWithTheirDatesAndData(format: PropertyListSerialization.PropertyListFormat)
        throws
    {
        var value = FlatTaggedValueRoundTripTests.plistValue
        for level in 0..<40 {
            value =
                level % 2 == 0
                ? .object(["v": value, "d": .date(Date(timeIntervalSinceReferenceDate: Double(level)))])
                : .array([value, .data(Data([UInt8(level)]))])
        }
        let encoder = PropertyListEncoder()
        encoder.outputFormat = format
        let decoded = try PropertyListDecoder().decode(FlatTaggedValue.self, from: encoder.encode(value))
        #expect(decoded == value)
    }

    @Test func aDeepNumberOutOfRangeIsReportedAsOne() throws {
        let text = String(repeating: "[", count: 60) + "1e400" + String(repeating: "]", count: 60)
        do {
            let value = try decode(FlatTaggedValue.self, text)
            Issue.record("decoded \(value)")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription.contains("a number out of range"))
            #expect(context.codingPath.count == 60)
        }
    }
}
