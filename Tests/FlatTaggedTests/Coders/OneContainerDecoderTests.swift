import FlatTagged
import Foundation
import Testing

// The runtime through a decoder that lends one container per value (as MessagePack's does): every
// value either decodes, or fails with a `DecodingError` as hand-written code would; none asks for
// a second container (which MessagePack answers with a trap).

/// The try? chain a hand-written untagged id would use: one single-value container.
private enum HandWrittenID: Decodable, Equatable {
    case string(String)
    case number(Int)

    init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if let string = try? single.decode(String.self) {
            self = .string(string)
        } else if let number = try? single.decode(Int.self) {
            self = .number(number)
        } else {
            throw DecodingError.dataCorruptedError(in: single, debugDescription: "a string or a number")
        }
    }
}

@Suite("Through a decoder that lends one container per value")
struct OneContainerDecoderTests {
    /// Decodes `text` as `type` through the one-container decoder; records every violation.
    func decode<T: Decodable>(
        _ type: T.Type, _ text: String, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Result<T, any Error> {
        let log = OneContainerLog()
        let result = Result { try log.decode(type, text) }
        for violation in log.violations {
            Issue.record("\(T.self) from \(text): \(violation)", sourceLocation: sourceLocation)
        }
        if case .failure(let error) = result {
            #expect(error is DecodingError, "\(error)", sourceLocation: sourceLocation)
        }
        return result
    }

    @Test func theTestDecoderRefusesASecondContainer() throws {
        struct Greedy: Decodable {
            init(from decoder: any Decoder) throws {
                _ = try decoder.singleValueContainer()
                _ = try decoder.singleValueContainer()
            }
        }
        let log = OneContainerLog()
        #expect(throws: OneContainerViolation.self) { try log.decode(Greedy.self, "1") }
        #expect(log.violations.count == 1)
    }

    @Test func untaggedScalarsTakeOneContainer() throws {
        #expect(try decode([RPCID].self, #"["a",7]"#).get() == [.string("a"), .number(7)])
        #expect(try decode([HandWrittenID].self, #"["a",7]"#).get() == [.string("a"), .number(7)])
        // No case matches: both throw.
        #expect(throws: DecodingError.self) { try decode(RPCID.self, "true").get() }
        #expect(throws: DecodingError.self) { try decode(HandWrittenID.self, "true").get() }
        #expect(try decode(Setting.self, "null").get() == .unset)
        #expect(try decode(Setting.self, "2.5").get() == .ratio(2.5))
        #expect(try decode(Setting.self, #"["x"]"#).get() == .list(["x"]))
        #expect(
            try decode(JSONNode.self, #"[{"a":[1,"b",null]}]"#).get() == .a([.o(["a": .a([.n(1), .s("b"), .null])])]))
    }

    @Test func untaggedObjectsTakeOneContainerAndSayWhyNoneMatched() throws {
        let response = try decode(RPCResponse.self, #"{"id":1,"error":{"code":1,"message":"m"}}"#).get()
        #expect(response == .failure(id: .number(1), error: RPCError(code: 1, message: "m")))
        // The error for a value no case decoded asks for no other container.
        let error = try #require(throws: DecodingError.self) { try decode(RPCResponse.self, #"{"x":1}"#).get() }
        #expect(
            context(of: error)?.debugDescription
                == #"RPCResponse: no case matches this object; success: no keys "id", "result"; failure: no key "error""#
        )
        #expect(throws: DecodingError.self) { try decode(RPCResponse.self, #""text""#).get() }
    }

    @Test func flatTaggedValuesTakeOneContainer() throws {
        let text = #"{"a":[1,2.5,"x",true,null,{"b":{}}],"n":-3}"#
        let value = try decode(FlatTaggedValue.self, text).get()
        #expect(value == (try JSONDecoder().decode(FlatTaggedValue.self, from: Data(text.utf8))))
    }
}
