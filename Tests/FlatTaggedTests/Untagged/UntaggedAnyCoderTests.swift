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
        let log = QuirkLog(.pathless)
        let error = try #require(throws: DecodingError.self) { try log.decode(QuirkUnion.self, #"["a"]"#) }
        guard case .typeMismatch(let type, let found) = error else {
            Issue.record("expected the element's typeMismatch, got \(error)")
            return
        }
        #expect(type is Int.Type, "\(found.debugDescription)")
        #expect(found.debugDescription.hasPrefix("QuirkUnion.list: "), "\(found.debugDescription)")
        // A labeled case's missing key is still no candidate, path or not.
        let missing = try #require(throws: DecodingError.self) { try log.decode(QuirkUnion.self, #"{"x":1}"#) }
        #expect(context(of: missing)?.debugDescription.hasPrefix("QuirkUnion: no case matches this object") == true)
    }

    @Test func anObjectDecodesWhereTheSingleValueContainerIsRefused() throws {
        let log = QuirkLog(.refusesSingleValueForObjects)
        #expect(try log.decode(QuirkUnion.self, #"{"x":1,"y":2}"#) == .point(x: 1, y: 2))
        #expect(try log.decode(QuirkUnion.self, #""a""#) == .text("a"))
        #expect(try log.decode(QuirkUnion.self, "[1]") == .list([1]))
        #expect(try log.decode(WordsOrTable.self, #"{"a":1}"#) == .table(["a": 1]))
        #expect(try log.decode(UObj.self, #"{"child":{"child":"x"}}"#) == .obj(child: .obj(child: .leaf("x"))))
        let error = try #require(throws: DecodingError.self) { try log.decode(QuirkUnion.self, #"{"z":1}"#) }
        #expect(context(of: error)?.debugDescription.hasPrefix("QuirkUnion: no case matches this object") == true)
    }

    @Test func errorsWordedOtherwiseSayTheSame() throws {
        for quirks: QuirkLog.Quirks in [[], .ownWording] {
            let error = try #require(throws: DecodingError.self) {
                try QuirkLog(quirks).decode(WordsOrTable.self, "[1]")
            }
            #expect(
                context(of: error)?.debugDescription
                    == "WordsOrTable: no case matches this array; text: expected a string; table: expected an object",
                "\(quirks)")
        }
    }

    @Test func aNumberErrorWordedOtherwiseIsConvertedAlike() throws {
        // Whatever the coder's words, its own error for a number becomes the runtime's shortened one.
        let error = try #require(throws: DecodingError.self) {
            try QuirkLog(.ownNumberErrors).decode(Narrow.self, "9999999999")
        }
        guard case .dataCorrupted(let found) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        #expect(found.debugDescription == "Narrow: expected Int32, found a number out of its range")
        #expect(
            found.underlyingError.map { !($0 is QuirkNumberError) } == true,
            "\(String(describing: found.underlyingError))")
    }

    @Test func anErrorIsBuiltOnceNotOncePerLevel() throws {
        // Each level used to read the decoder's coding path on the way up: time (and, through
        // swift-foundation's recursive paths, stack) quadratic in the depth.
        for depth in [50, 200] {
            let log = QuirkLog([])
            let text = String(repeating: #"{"child":"#, count: depth) + "5" + String(repeating: "}", count: depth)
            #expect(throws: DecodingError.self) { try log.decode(UObj.self, text) }
            #expect(log.pathReads <= 4, "\(depth) levels: \(log.pathReads) coding paths read")
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
