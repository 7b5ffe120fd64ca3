import FlatTagged
import Foundation
import Testing

/// A pet whose age is an integer: the flat form's labeled values.
// @FlatTagged(key: "kind")
enum ErrorPet: Equatable {
    case dog(name: String, age: Int)
    case cat(name: String, lives: UInt8? = nil)
}

/// The same values under a content key, and a single integer payload there.
// @FlatTagged(key: "kind", content: "data")
enum ErrorContentPet: Equatable {
    case dog(name: String, age: Int)
    case count(Int)
}

/// The decoding error `decode` throws, or a recorded issue naming what was thrown instead.
private func decodingError(_ decode: () throws -> Any) throws -> DecodingError {
    let error = try #require(throws: (any Error).self) { _ = try decode() }
    return try #require(error as? DecodingError, "expected a DecodingError, got \(type(of: error)): \(error)")
}

@Suite("Errors in a case's values name the enum and the case, at the value")
struct CaseValueErrorTests {
    @Test("A case's value that is not an object names the enum and the case, in the external form")
    func externalValuesThatAreNoObjectNameTheCase() throws {
        for value in ["[1,2]", "5", #""x""#, "true"] {
            let error = try decodingError { try decode([ExternalShape].self, #"[{"move":\#(value)}]"#) }
            guard case .typeMismatch(_, let context) = error else {
                Issue.record("\(value): \(error)")
                continue
            }
            #expect(context.debugDescription.hasPrefix("ExternalShape.move: "), "\(value): \(context.debugDescription)")
            #expect(pathText(context.codingPath) == "[0].move", "\(value)")
        }
        // As in the content form.
        let content = try decodingError { try decode(ErrorContentPet.self, #"{"kind":"dog","data":[1]}"#) }
        #expect(context(of: content)?.debugDescription.hasPrefix("ErrorContentPet.dog: ") == true)
    }

    /// A fraction or a number too large for an integer value, in every form that has labeled
    /// values or a single payload under a key: the value's path, and words that say which.
    static let numbersForIntegers: [(name: String, json: String, path: String, description: String)] = [
        (
            "flat", #"{"kind":"dog","name":"Rex","age":1.5}"#, ".age",
            "ErrorPet.dog: expected Int, found 1.5, which is not an integer"
        ),
        (
            "flat, optional", #"{"kind":"cat","name":"Tom","lives":300}"#, ".lives",
            "ErrorPet.cat: expected UInt8, found 300, which is out of its range"
        ),
        (
            "flat, beyond Double", #"{"kind":"dog","name":"Rex","age":1e400}"#, ".age",
            "ErrorPet.dog: expected Int, found a number out of its range"
        ),
        (
            "content, labeled", #"{"kind":"dog","data":{"name":"Rex","age":2.5}}"#, ".data.age",
            "ErrorContentPet.dog: expected Int, found 2.5, which is not an integer"
        ),
        (
            "content, single", #"{"kind":"count","data":-0.5}"#, ".data",
            "ErrorContentPet.count: expected Int, found -0.5, which is not an integer"
        ),
        (
            "external, labeled", #"{"move":{"x":1,"y":7.25}}"#, ".move.y",
            "ExternalShape.move: expected Int, found 7.25, which is not an integer"
        ),
        (
            "external, single", #"{"count":1.5}"#, ".count",
            "ExternalShape.count: expected Int, found 1.5, which is not an integer"
        ),
    ]

    @Test(
        "A number an integer value can't hold is dataCorrupted at the value, naming the enum and the case",
        arguments: CaseValueErrorTests.numbersForIntegers.indices)
    func numberForAnIntegerValue(index: Int) throws {
        let (name, json, path, description) = Self.numbersForIntegers[index]
        let error = try decodingError {
            if json.contains(#""data""#) { return try decode(ErrorContentPet.self, json) }
            if json.contains(#""kind""#) { return try decode(ErrorPet.self, json) }
            return try decode(ExternalShape.self, json)
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("\(name): \(error)")
            return
        }
        #expect(pathText(context.codingPath) == path, "\(name)")
        #expect(context.debugDescription == description, "\(name)")
    }

    @Test("An unknown external key is quoted short and is no element of the error's coding path")
    func hugeUnknownExternalKey() throws {
        let key = String(repeating: "k", count: 1_000_000)
        let error = try decodingError { try decode([ExternalShape].self, #"[{"\#(key)":1}]"#) }
        guard case .dataCorrupted(let unknownContext) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(pathText(unknownContext.codingPath) == "[0]")
        #expect("\(error)".utf8.count < 2_000)
        let tagError = try #require(unknownContext.underlyingError as? FlatTaggedTagError)
        #expect(tagError.tag == String(repeating: "k", count: 100) + "…")
        // Inside a fallback's value, the key stands in the path quoted short.
        let inside = try decodingError { try decode(ExternalOpen.self, #"{"\#(key)":{"n":[1e400]}}"#) }
        #expect("\(inside)".utf8.count < 2_000)
        #expect(context(of: inside)?.codingPath.count == 3)
    }
}
