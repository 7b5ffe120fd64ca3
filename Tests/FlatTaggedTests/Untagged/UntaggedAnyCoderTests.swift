import FlatTagged
import Foundation
import Testing

/// Untagged enums through coders that keep no coding paths, refuse a single-value container for an
/// object, or word their errors otherwise: nothing is decided from a path's length or an error's
/// text, and the container asked for is one the value can give.
@Suite("Untagged form: any coder")
struct UntaggedAnyCoderTests {
    @Test func anErrorWithoutAPathIsNoWrongGuess() throws {
        // The list was a candidate (the value is an array) and failed on an element: its own
        // error, not "no case matches this array" (which a path as short as the value's said).
        let coder = TextScalarCoder(mode: .typed, rules: CoderRules(emptyCodingPaths: true))
        let error = try #require(throws: DecodingError.self) { try coder.decode(QuirkShape.self, from: #"["a"]"#) }
        guard case .typeMismatch(let type, let found) = error else {
            Issue.record("expected the element's typeMismatch, got \(error)")
            return
        }
        #expect(type is Int.Type, "\(found.debugDescription)")
        #expect(found.debugDescription.hasPrefix("QuirkShape.list: "), "\(found.debugDescription)")
        // A labeled case's missing key is still no candidate, path or not.
        let missing = try #require(throws: DecodingError.self) { try coder.decode(QuirkShape.self, from: #"{"x":1}"#) }
        #expect(context(of: missing)?.debugDescription.hasPrefix("QuirkShape: no case matches this object") == true)
    }

    @Test func anObjectDecodesWhereTheSingleValueContainerIsRefused() throws {
        let coder = TextScalarCoder(mode: .typed, rules: CoderRules(noSingleValueForObjects: true))
        #expect(try coder.decode(QuirkShape.self, from: #"{"x":1,"y":2}"#) == .point(x: 1, y: 2))
        #expect(try coder.decode(QuirkShape.self, from: #""a""#) == .text("a"))
        #expect(try coder.decode(QuirkShape.self, from: "[1]") == .list([1]))
        #expect(try coder.decode(WordsOrTable.self, from: #"{"a":1}"#) == .table(["a": 1]))
        #expect(try coder.decode(UObj.self, from: #"{"child":{"child":"x"}}"#) == .obj(child: .obj(child: .leaf("x"))))
        // An enum of object cases reads its fallback's value the same way.
        #expect(try coder.decode(PointOrOther.self, from: #"{"z":1}"#) == .other(.object(["z": .int(1)])))
        #expect(try coder.decode(PointOrOther.self, from: #"{"x":1,"y":2}"#) == .point(x: 1, y: 2))
        let error = try #require(throws: DecodingError.self) { try coder.decode(QuirkShape.self, from: #"{"z":1}"#) }
        #expect(context(of: error)?.debugDescription.hasPrefix("QuirkShape: no case matches this object") == true)
    }

    @Test func errorsWordedOtherwiseSayTheSame() throws {
        for rules in [CoderRules.lenient, CoderRules(ownWording: true)] {
            let error = try #require(throws: DecodingError.self) {
                try TextScalarCoder(mode: .typed, rules: rules).decode(WordsOrTable.self, from: "[1]")
            }
            #expect(
                context(of: error)?.debugDescription
                    == "WordsOrTable: no case matches this array; text: expected a string; table: expected an object",
                "\(rules)")
        }
    }

    @Test func aNumberErrorWordedOtherwiseIsConvertedAlike() throws {
        // Whatever the coder's words, its own error for a number becomes the runtime's shortened one.
        let error = try #require(throws: DecodingError.self) {
            try TextScalarCoder(mode: .typed, rules: CoderRules(ownNumberErrors: true)).decode(
                Narrow.self, from: "9999999999")
        }
        guard case .dataCorrupted(let found) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        #expect(found.debugDescription == "Narrow: expected Int32, found a number out of its range")
        #expect(
            found.underlyingError.map { !($0 is CoderNumberError) } == true,
            "\(String(describing: found.underlyingError))")
    }

    @Test func anErrorIsBuiltOnceNotOncePerLevel() throws {
        // Each level used to read the decoder's coding path on the way up: time (and, through
        // swift-foundation's recursive paths, stack) quadratic in the depth.
        for depth in [50, 200] {
            let reads = CodingPathReads()
            let coder = TextScalarCoder(mode: .typed, rules: CoderRules(pathReads: reads))
            let text = String(repeating: #"{"child":"#, count: depth) + "5" + String(repeating: "}", count: depth)
            #expect(throws: DecodingError.self) { try coder.decode(UObj.self, from: text) }
            #expect(reads.count <= 4, "\(depth) levels: \(reads.count) coding paths read")
        }
    }
}

/// An untagged enum's errors name it as the other forms' do.
@Suite("Untagged form: errors name the enum")
struct UntaggedErrorNamingTests {
    @Test func aNumberOutOfRangeOrFractionalNamesTheEnum() throws {
        let large = try #require(throws: DecodingError.self) { try decode(Narrow.self, "9999999999") }
        #expect(
            context(of: large)?.debugDescription
                == "Narrow: expected Int32, found 9999999999, which is out of its range")
        let fraction = try #require(throws: DecodingError.self) { try decode(RPCID.self, "1.5") }
        #expect(context(of: fraction)?.debugDescription == "RPCID: expected Int, found 1.5, which is not an integer")
    }

    @Test func labeledValuesErrorsNameTheEnumAndTheCase() throws {
        let error = try #require(throws: DecodingError.self) { try decode(Msg.self, #"{"x":"a","y":1}"#) }
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("expected typeMismatch, got \(error)")
            return
        }
        #expect(pathText(context.codingPath) == ".x")
        #expect(context.debugDescription.hasPrefix("Msg.move: "), "\(context.debugDescription)")
    }
}
