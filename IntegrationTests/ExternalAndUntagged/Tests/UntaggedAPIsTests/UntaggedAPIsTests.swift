import FlatTagged
import Foundation
import Testing
import UntaggedAPIs

func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
    try JSONDecoder().decode(T.self, from: Data(text.utf8))
}

func encoded<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}

@Suite("JSON-RPC and MCP")
struct JSONRPCTests {
    typealias ToolResponse = Response<CallToolResult>

    @Test func idsAreStringsOrNumbers() throws {
        #expect(try decode([ID].self, #"["a",1,2.0]"#) == [.string("a"), .number(1), .number(2)])
        #expect(try encoded([ID.string("a"), .number(1)]) == #"["a",1]"#)
    }

    @Test func responsesAreResultsOrErrors() throws {
        let success = #"{"id":1,"jsonrpc":"2.0","result":{"content":[{"text":"hi","type":"text"}]}}"#
        let value = try decode(ToolResponse.self, success)
        #expect(value == .success(jsonrpc: "2.0", id: .number(1), result: CallToolResult(content: [.text(text: "hi")])))
        #expect(try encoded(value) == success)
        let failure = #"{"error":{"code":-32700,"message":"Parse error"},"jsonrpc":"2.0"}"#
        #expect(
            try decode(ToolResponse.self, failure)
                == .failure(jsonrpc: "2.0", id: nil, error: RPCError(code: -32700, message: "Parse error")))
        #expect(try encoded(try decode(ToolResponse.self, failure)) == failure)
    }

    /// The MCP Swift SDK's `try?` chain loses this error; here it is the result's own, at its path.
    @Test func aMalformedResultKeepsItsOwnError() throws {
        let malformed = #"{"jsonrpc":"2.0","id":"7","result":{"content":[{"type":"image","data":"AA=="}]}}"#
        let error = try #require(throws: DecodingError.self) { try decode(ToolResponse.self, malformed) }
        guard case .keyNotFound(let key, let context) = error else {
            Issue.record("expected keyNotFound, got \(error)")
            return
        }
        #expect(key.stringValue == "mimeType")
        #expect(context.codingPath.map(\.stringValue) == ["result", "content", "Index 0"])
    }

    @Test func neitherResultNorErrorSaysWhyForEachCase() throws {
        let error = try #require(throws: DecodingError.self) {
            try decode(ToolResponse.self, #"{"jsonrpc":"2.0","id":1}"#)
        }
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("expected typeMismatch, got \(error)")
            return
        }
        #expect(
            context.debugDescription
                == #"Response: no case matches this object; success: no key "result"; failure: no key "error""#)
        let untagged = try #require(context.underlyingError as? FlatTaggedUntaggedError)
        #expect(untagged.cases.map(\.name) == ["success", "failure"])
    }

    @Test func resourceContentsAreTextOrBlob() throws {
        let text =
            #"{"contents":[{"text":"hello","uri":"file:///a.txt"},{"blob":"AAE=","mimeType":"image/png","uri":"file:///b.png"}]}"#
        let result = try decode(ReadResourceResult.self, text)
        #expect(
            result.contents == [
                .text(TextResourceContents(uri: "file:///a.txt", text: "hello")),
                .blob(BlobResourceContents(uri: "file:///b.png", mimeType: "image/png", blob: "AAE=")),
            ])
        #expect(try encoded(result) == text)
        let error = try #require(throws: DecodingError.self) {
            try decode(ReadResourceResult.self, #"{"contents":[{"uri":"file:///c"}]}"#)
        }
        guard case .typeMismatch(_, let context) = error else { return }
        #expect(context.codingPath.count == 2)
        #expect(
            context.debugDescription
                == #"ResourceContents: no case matches this object; text: no key "text"; blob: no key "blob""#)
    }
}

@Suite("Kubernetes and OpenAI")
struct KubernetesAndOpenAITests {
    @Test func intOrString() throws {
        let ports = #"[{"port":80,"targetPort":8080},{"port":443,"targetPort":"https"},{"port":9}]"#
        let decoded = try decode([ServicePort].self, ports)
        #expect(decoded.map(\.targetPort) == [.int(8080), .string("https"), nil])
        #expect(try encoded(decoded) == ports)
        // Out of Int32's range, and not a string: the one candidate's error, at the number.
        let error = try #require(throws: DecodingError.self) {
            try decode([ServicePort].self, #"[{"port":1,"targetPort":4294967296}]"#)
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["Index 0", "targetPort"])
    }

    @Test func messageContentIsAStringPartsOrNull() throws {
        let messages =
            #"[{"content":"hi","role":"user"},{"content":[{"text":"look","type":"text"},{"image_url":{"url":"https://x/y.png"},"type":"image_url"}],"role":"user"},{"content":null,"role":"assistant"}]"#
        let decoded = try decode([ChatMessage].self, messages)
        #expect(decoded[0].content == .text("hi"))
        #expect(
            decoded[1].content
                == .parts([.text(text: "look"), .imageURL(ImageURLPart(imageURL: ImageURL(url: "https://x/y.png")))]))
        #expect(decoded[2].content == MessageContent.none)
        #expect(try encoded(decoded) == messages)
        #expect(decoded.map(\.content.kind) == [.text, .parts, MessageContent.Kind.none])
    }
}
