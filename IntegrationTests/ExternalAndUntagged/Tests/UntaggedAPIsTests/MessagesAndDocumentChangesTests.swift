import FlatTagged
import Foundation
import Testing
import UntaggedAPIs

@Suite("JSON-RPC requests and notifications, LSP document changes")
struct MessagesAndDocumentChangesTests {
    @Test func requestsAndNotificationsAreToldApartByTheID() throws {
        let request = #"{"id":1,"jsonrpc":"2.0","method":"ping"}"#
        #expect(
            try decode(IncomingMessage.self, request)
                == .request(jsonrpc: "2.0", id: .number(1), method: "ping", params: nil))
        #expect(try encoded(try decode(IncomingMessage.self, request)) == request)
        let notification = #"{"jsonrpc":"2.0","method":"progress","params":{"done":1}}"#
        #expect(try encoded(try decode(IncomingMessage.self, notification)) == notification)
    }

    /// Without `unless:` this decoded as a notification and the id was dropped.
    @Test func aRequestWithAMalformedIDFailsAsARequest() throws {
        let error = try #require(throws: DecodingError.self) {
            try decode(IncomingMessage.self, #"{"jsonrpc":"2.0","id":true,"method":"x"}"#)
        }
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("expected the id's typeMismatch, got \(error)")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["id"])
    }

    @Test func aTextDocumentEditIsWrittenBackWithoutAKind() throws {
        let edit = #"{"edits":["x"],"textDocument":"a.swift"}"#
        let value = try decode(DocumentChange.self, edit)
        #expect(value == .edit(TextDocumentEdit(textDocument: "a.swift", edits: ["x"])))
        #expect(try encoded(value) == edit)
        let create = #"{"kind":"create","uri":"b.swift"}"#
        #expect(try encoded(try decode(DocumentChange.self, create)) == create)
        #expect(throws: DecodingError.self) { try decode(DocumentChange.self, #"{"kind":"edit","edits":[]}"#) }
        #expect(DocumentChange.Kind(tag: "edit") == nil)
    }
}
