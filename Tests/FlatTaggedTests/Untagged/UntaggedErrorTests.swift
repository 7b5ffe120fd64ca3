import FlatTagged
import Foundation
import Testing

@Suite("Untagged form: errors say why every case was not taken")
struct UntaggedErrorTests {
    /// The `typeMismatch` a value no case decoded throws, with its union error.
    func unionError<T: Decodable>(
        _ type: T.Type, _ text: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (DecodingError.Context, FlatTaggedUntaggedError)? {
        let error = try #require(throws: DecodingError.self, sourceLocation: sourceLocation) {
            try decode(T.self, text)
        }
        guard case .typeMismatch(let mismatched, let context) = error else {
            Issue.record("expected typeMismatch, got \(error)", sourceLocation: sourceLocation)
            return nil
        }
        #expect(String(describing: T.self).contains(String(describing: mismatched)), sourceLocation: sourceLocation)
        let union = try #require(context.underlyingError as? FlatTaggedUntaggedError, sourceLocation: sourceLocation)
        #expect(context.debugDescription == union.description, sourceLocation: sourceLocation)
        return (context, union)
    }

    @Test func noCaseMatchesAValueOfAnotherType() throws {
        let (context, union) = try #require(try unionError([RPCID].self, #"["a",{"x":1}]"#))
        #expect(pathText(context.codingPath) == "[1]")
        #expect(
            context.debugDescription
                == "RPCID: no case matches this object; string: expected a string; number: expected a number")
        #expect(union.enumName == "RPCID")
        #expect(union.cases.map(\.name) == ["string", "number"])
        #expect(union.cases.allSatisfy { $0.error == nil })
        let (_, boolean) = try #require(try unionError(RPCID.self, "true"))
        #expect(
            boolean.description
                == "RPCID: no case matches this boolean; string: expected a string; number: expected a number")
        let (_, null) = try #require(try unionError(RPCID.self, "null"))
        #expect(null.summary == "no case matches null")
    }

    @Test func noCaseMatchesAnObjectWithoutTheirKeys() throws {
        let (_, union) = try #require(try unionError(RPCResponse.self, #"{"id":1}"#))
        #expect(
            union.description
                == #"RPCResponse: no case matches this object; success: no key "result"; failure: no key "error""#)
        // `result` tells the cases apart and is checked first; a missing `id` is found by
        // decoding, and still means "no such key", not a failed case.
        let (_, noID) = try #require(try unionError(RPCResponse.self, #"{"result":1}"#))
        #expect(
            noID.description
                == #"RPCResponse: no case matches this object; success: no key "id"; failure: no key "error""#)
        #expect(noID.cases.allSatisfy { $0.error == nil })
        let (_, string) = try #require(try unionError(RPCResponse.self, #""x""#))
        #expect(
            string.description
                == "RPCResponse: no case matches this string; success: expected an object; failure: expected an object")
    }

    @Test func theOneCandidateThatFailedThrowsItsOwnError() throws {
        // A malformed result: the success case is the only candidate; its own error, its own path,
        // the enum and the case named in front.
        let error = try #require(throws: DecodingError.self) {
            try decode([RPCResponse].self, #"[{"id":{"x":1},"result":{}}]"#)
        }
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("expected the id's typeMismatch, got \(error)")
            return
        }
        #expect(pathText(context.codingPath) == "[0].id")
        #expect(
            context.debugDescription
                == "RPCResponse.success: RPCID: no case matches this object; string: expected a string; number: expected a number"
        )
        let missing = try #require(throws: DecodingError.self) {
            try decode(RPCResponse.self, #"{"id":1,"error":{"code":1}}"#)
        }
        guard case .keyNotFound(let key, let keyContext) = missing else {
            Issue.record("expected keyNotFound, got \(missing)")
            return
        }
        #expect(key.stringValue == "message")
        #expect(pathText(keyContext.codingPath) == ".error")
    }

    @Test func everyCandidateFailedListsEachError() throws {
        let (context, union) = try #require(
            try unionError([Contents].self, #"[{"uri":"u","text":1,"blob":2}]"#))
        #expect(pathText(context.codingPath) == "[0]")
        #expect(
            union.description
                == "Contents: no case decoded this object; text: at text: expected String, found a number; blob: at blob: expected String, found a number"
        )
        #expect(union.cases.allSatisfy { $0.error is DecodingError })
    }

    @Test func nestedEnumsAreNamedWithTheirOuterTypes() throws {
        let (_, union) = try #require(try unionError(Query.Filter.self, "true"))
        #expect(union.enumName == "Query.Filter")
        #expect(
            union.description
                == "Query.Filter: no case matches this boolean; name: expected a string; range: expected an object; all: expected an array"
        )
    }

    @Test func aNumberOutOfRangeMovesOnAndPropagatesAsADecodingError() throws {
        #expect(try decode(Setting.self, "300") == .count(300))
        #expect(try decode(Setting.self, "1.5") == .ratio(1.5))
        // Only the integer case is a candidate: its error, converted, with the number's path.
        let error = try #require(throws: DecodingError.self) { try decode([RPCID].self, "[1.5]") }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        #expect(pathText(context.codingPath) == "[0]")
        #expect(context.debugDescription == "RPCID: expected Int, found 1.5, which is not an integer")
        let big = try #require(throws: DecodingError.self) { try decode(RPCID.self, "1e400") }
        guard case .dataCorrupted(let bigContext) = big else { return }
        #expect(bigContext.debugDescription == "RPCID: expected Int, found 1e400, which is out of its range")
    }

    @Test func aDeeplyNestedFailureKeepsItsPath() throws {
        // Only `all` fits an array: at every level the one candidate's own error propagates.
        let text = String(repeating: "[", count: 50) + "true" + String(repeating: "]", count: 50)
        let error = try #require(throws: DecodingError.self) { try decode(Query.Filter.self, text) }
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("expected typeMismatch, got \(error)")
            return
        }
        #expect(context.codingPath.count == 50)
        #expect(context.debugDescription.hasPrefix("Query.Filter: no case matches this boolean"))
        // A generic payload is a candidate for any value: both cases were tried at the top; inside,
        // only `leaf` fitted `true`, so its own error is the reason.
        let tree = try #require(throws: DecodingError.self) { try decode(Tree<Int>.self, #"{"left":1,"right":true}"#) }
        guard case .typeMismatch(_, let treeContext) = tree else { return }
        #expect(treeContext.codingPath.isEmpty)
        #expect(
            treeContext.debugDescription
                == "Tree: no case decoded this object; leaf: expected Int, found an object; node: at right: Tree.leaf: expected Int, found a boolean"
        )
    }
}
