import Foundation
import Testing

@testable import FlatTagged

/// A value under `v`, to make a decoder mismatch.
private struct MismatchProbe<T: Decodable>: Decodable {
    var v: T
}

@Suite("Reading a decoder's type-mismatch text")
struct TypeMismatchDescriptionTests {
    /// Every phrasing of what was found that Foundation's decoders write, and its kind.
    static let phrasings: [(words: String, kind: JSONKind?)] = [
        // JSONDecoder, swift-foundation and swift-corelibs-foundation.
        ("number", .number), ("bool", .bool), ("null", .null), ("a string", .string), ("an array", .array),
        ("a dictionary", .object),
        // PropertyListDecoder, swift-foundation.
        ("an integer", .number), ("a real number", .number), ("a boolean", .bool), ("a null value", .null),
        ("a date", .date), ("a data value", .data),
        // Foundation's older JSONDecoder and PropertyListDecoder.
        ("a number", .number), ("a string/data", .string),
        // Words of no kind data has, or another decoder's.
        ("a set", nil), ("a uid", nil), ("the string \"$null\"", nil), ("mapping", nil),
    ]

    @Test("Each phrasing names its kind", arguments: phrasings)
    func eachPhrasingNamesItsKind(words: String, kind: JSONKind?) throws {
        let description = "Expected to decode Dictionary<String, Any> but found \(words) instead."
        let text = try #require(TypeMismatchDescription(description))
        #expect(TypeMismatchDescription.foundKind(in: description) == kind)
        #expect(text.expected == "Dictionary<String, Any>")
        #expect(text.found == words)
        #expect(text.foundKind == kind)
        #expect(text.foundDescribed == kind?.described ?? words)
    }

    @Test("Other texts are not read")
    func otherTextsAreNotRead() {
        for text in [
            "", "Expected to decode String but found number", "expected String, found a number",
            "Expected to decode String instead.", "No value associated with key \"a\".",
            "Expected to decode but found number instead.", "Expected to decode String but found number instead",
        ] {
            #expect(TypeMismatchDescription(text)?.found == nil, "\(text)")
            #expect(TypeMismatchDescription.foundKind(in: text) == nil, "\(text)")
        }
        let notAMismatch = DecodingError.dataCorrupted(
            .init(codingPath: [], debugDescription: "Expected to decode String but found number instead."))
        #expect(TypeMismatchDescription(of: notAMismatch)?.found == nil)
    }

    @Test("JSONDecoder's own texts")
    func jsonDecodersOwnTexts() throws {
        func found<T: Decodable>(_ type: T.Type, _ json: String) -> JSONKind? {
            do {
                _ = try JSONDecoder().decode(MismatchProbe<T>.self, from: Data(json.utf8))
                return nil
            } catch {
                return TypeMismatchDescription(of: error)?.foundKind
            }
        }
        #expect(found(String.self, #"{"v":1}"#) == .number)
        #expect(found(String.self, #"{"v":true}"#) == .bool)
        #expect(found(String.self, #"{"v":[1]}"#) == .array)
        #expect(found(String.self, #"{"v":{}}"#) == .object)
        #expect(found(Int.self, #"{"v":"s"}"#) == .string)
        #expect(found([Int].self, #"{"v":"s"}"#) == .string)
    }

    @Test("PropertyListDecoder's own texts")
    func propertyListDecodersOwnTexts() throws {
        struct Probe: Decodable { var v: [Int] }
        let values: [(Any, JSONKind)] = [
            (1, .number), (1.5, .number), (true, .bool), ("s", .string), (["a": 1], .object),
            (Date(timeIntervalSinceReferenceDate: 0), .date), (Data([1]), .data),
        ]
        for (value, kind) in values {
            let data = try PropertyListSerialization.data(fromPropertyList: ["v": value], format: .xml, options: 0)
            do {
                _ = try PropertyListDecoder().decode(Probe.self, from: data)
                Issue.record("\(value) decoded as an array")
            } catch {
                #expect(TypeMismatchDescription(of: error)?.foundKind == kind, "\(value): \(error)")
            }
        }
    }
}
