import FlatTagged
import Foundation
import Testing

struct TextDocumentEdit: Codable, Equatable, Sendable {
    var textDocument: String
    var edits: [String]
}

struct CreateFile: Codable, Equatable, Sendable {
    var uri: String
}

/// LSP's `documentChanges`: a `TextDocumentEdit` carries no "kind"; `CreateFile`, `RenameFile`
/// and `DeleteFile` carry one.
// @FlatTagged(key: "kind")
enum DocumentChange: Equatable, Sendable {
    // @FlatTag(missing)
    case edit(TextDocumentEdit)
    case create(CreateFile)
    case rename(oldUri: String, newUri: String)
    // @FlatTag(unknown)
    case unknown(FlatTaggedUnknown)
}

/// Labeled values, with a default, as the case without a tag.
// @FlatTagged(key: "op")
enum TaglessCommand: Equatable, Sendable {
    // @FlatTag(missing)
    case run(name: String, arguments: [String] = [])
    case stop
}

/// A payload that writes the key itself would read back as another case.
struct KindWriter: Codable, Equatable, Sendable {
    var kind: String
}

// @FlatTagged(key: "kind")
enum TaglessKeyWriter: Equatable, Sendable {
    // @FlatTag(missing)
    case plain(KindWriter)
    case other
}

@Suite("The missing-key case without a tag of its own")
struct MissingCaseWithoutTagTests {
    @Test func itIsWrittenWithoutTheKeyAndRoundTrips() throws {
        let edit = DocumentChange.edit(TextDocumentEdit(textDocument: "a.swift", edits: ["x"]))
        try expectRoundTrip(edit, #"{"textDocument":"a.swift","edits":["x"]}"#)
        try expectRoundTrip(DocumentChange.create(CreateFile(uri: "b")), #"{"kind":"create","uri":"b"}"#)
        try expectRoundTrip(TaglessCommand.run(name: "x", arguments: ["1"]), #"{"name":"x","arguments":["1"]}"#)
        try expectRoundTrip(TaglessCommand.stop, #"{"op":"stop"}"#)
        #expect(try decode(TaglessCommand.self, #"{"op":null,"name":"x"}"#) == .run(name: "x"))
    }

    @Test func itRoundTripsThroughPropertyLists() throws {
        let values: [DocumentChange] = [
            .edit(TextDocumentEdit(textDocument: "a", edits: [])), .create(CreateFile(uri: "b")),
            .rename(oldUri: "c", newUri: "d"),
        ]
        let data = try PropertyListEncoder().encode(values)
        #expect(try PropertyListDecoder().decode([DocumentChange].self, from: data) == values)
        let commands: [TaglessCommand] = [.run(name: "x"), .stop]
        let plist = try PropertyListEncoder().encode(commands)
        #expect(try PropertyListDecoder().decode([TaglessCommand].self, from: plist) == commands)
    }

    @Test func itsNameIsNotATag() throws {
        // The fallback takes it as an unknown tag; without one, it is an unknown tag error.
        let unknown = try decode(DocumentChange.self, #"{"kind":"edit","textDocument":"a","edits":[]}"#)
        #expect(unknown.flatTag == "edit")
        guard case .unknown = unknown else {
            Issue.record("expected the fallback, got \(unknown)")
            return
        }
        #expect(throws: DecodingError.self) { try decode(TaglessCommand.self, #"{"op":"run","name":"x"}"#) }
        #expect(DocumentChange.Kind(tag: "edit") == nil)
        #expect(DocumentChange.Kind(tag: "create") == .create)
        #expect(DocumentChange.Kind.edit.rawValue == "edit")
        #expect(DocumentChange.Kind.allCases == [.edit, .create, .rename])
        #expect(DocumentChange.flatTags == ["create", "rename"])
        #expect(DocumentChange.edit(TextDocumentEdit(textDocument: "a", edits: [])).flatTag == nil)
        #expect(DocumentChange.edit(TextDocumentEdit(textDocument: "a", edits: [])).kind == .edit)
    }

    @Test func aPayloadThatWritesTheKeyIsAnEncodingError() throws {
        let error = try #require(throws: EncodingError.self) {
            try json(TaglessKeyWriter.plain(KindWriter(kind: "other")))
        }
        guard case .invalidValue(_, let context) = error else { return }
        #expect(
            context.debugDescription
                == #"TaglessKeyWriter.plain: the payload (KindWriter) wrote "other" under the "kind" key, and this case has no tag: the value would decode as another case; rename the payload's key, or give the case a tag"#
        )
    }
}
