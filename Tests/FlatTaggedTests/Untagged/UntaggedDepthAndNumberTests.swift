import FlatTagged
import Foundation
import Testing

/// Any JSON value as an untagged enum: a case of one JSON type each.
// @FlatTagged(untagged)
indirect enum JSONNode: Equatable {
    case null
    case s(String)
    case n(Double)
    case a([JSONNode])
    case o([String: JSONNode])
}

/// A 32-bit integer or text.
// @FlatTagged(untagged)
enum Narrow: Equatable {
    case int32(Int32)
    case text(String)
}

/// Two integer cases: a number both reject lists both errors.
// @FlatTagged(untagged)
enum TwoIntegers: Equatable {
    case byte(Int8)
    case word(Int64)
}

@Suite("Untagged form: deep values and numbers")
struct UntaggedDepthAndNumberTests {
    /// `[[…1…]]` or `{"a":{"a":…1…}}`, `depth` levels deep.
    func nested(_ depth: Int, objects: Bool) -> String {
        objects
            ? String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
            : String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
    }

    /// The best of three times of decoding `text` as a `JSONNode`, in seconds.
    func decodeTime(_ text: String) throws -> Double {
        let data = Data(text.utf8)
        var best = Double.infinity
        for _ in 0..<3 {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = try JSONDecoder().decode(JSONNode.self, from: data)
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return best
    }

    @Test func deepValuesCostTimeLinearInTheirDepth() throws {
        // Every level used to fail a try per JSON type before its own, each failure costing time
        // quadratic in its depth: ×8 per doubling, ×64 from 100 to 400 levels. Linear is ×4.
        for objects in [false, true] {
            _ = try decodeTime(nested(50, objects: objects))
            let shallow = try decodeTime(nested(100, objects: objects))
            let deep = try decodeTime(nested(400, objects: objects))
            #expect(deep / shallow < 20, "objects: \(objects), 100 levels: \(shallow) s, 400 levels: \(deep) s")
        }
    }

    @Test func deepValuesDecodeExactly() throws {
        var text = #"{"s":"x","n":2.5,"z":null,"t":[]}"#
        var expected = JSONNode.o(["s": .s("x"), "n": .n(2.5), "z": .null, "t": .a([])])
        for level in 0..<300 {
            text = level % 2 == 0 ? "[\(text),\"\(level)\"]" : #"{"k":\#(text)}"#
            expected = level % 2 == 0 ? .a([expected, .s("\(level)")]) : .o(["k": expected])
        }
        #expect(try decode(JSONNode.self, text) == expected)
    }

    @Test func aDeepValueNoCaseTakesStillSaysWhy() throws {
        let text = String(repeating: "[", count: 200) + "true" + String(repeating: "]", count: 200)
        let error = try #require(throws: DecodingError.self) { try decode(JSONNode.self, text) }
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("expected typeMismatch, got \(error)")
            return
        }
        #expect(context.codingPath.count == 200)
        #expect(
            context.debugDescription
                == "JSONNode: no case matches this boolean; null: expected null; s: expected a string; n: expected a number; a: expected an array; o: expected an object"
        )
        // After the error, values at the top are shallow again (and decode as before).
        #expect(try decode(JSONNode.self, #"["a",1]"#) == .a([.s("a"), .n(1)]))
    }

    @Test func aFractionForAnIntegerCaseIsNotAnInteger() throws {
        let error = try #require(throws: DecodingError.self) { try decode([Narrow].self, "[1.5]") }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        #expect(pathText(context.codingPath) == "[0]")
        #expect(context.debugDescription == "Narrow: expected Int32, found 1.5, which is not an integer")
        let large = try #require(throws: DecodingError.self) { try decode(Narrow.self, "3000000000") }
        guard case .dataCorrupted(let largeContext) = large else { return }
        #expect(largeContext.debugDescription == "Narrow: expected Int32, found 3000000000, which is out of its range")
    }

    @Test func aHugeNumberIsQuotedShort() throws {
        let digits = String(repeating: "9", count: 100_000)
        let error = try #require(throws: DecodingError.self) { try decode(Narrow.self, digits) }
        let description = context(of: error)?.debugDescription ?? ""
        #expect(description.count < 200, "\(description.prefix(300))")
        #expect(description.contains("…"))
        // Two candidates failed: the union error's description and its reasons are short too.
        let both = try #require(throws: DecodingError.self) { try decode(TwoIntegers.self, digits) }
        let found = try #require(context(of: both))
        let union = try #require(found.underlyingError as? FlatTaggedUntaggedError)
        #expect(found.debugDescription.count < 400, "\(found.debugDescription.prefix(500))")
        #expect(union.description.count < 400)
        for enumCase in union.cases {
            #expect(enumCase.reason.count < 200, "\(enumCase.name): \(enumCase.reason.prefix(300))")
        }
    }
}
