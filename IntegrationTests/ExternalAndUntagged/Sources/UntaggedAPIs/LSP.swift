import FlatTagged

/// LSP's `TextDocumentEdit`, which carries no `kind`.
public struct TextDocumentEdit: Codable, Equatable, Sendable {
    public var textDocument: String
    public var edits: [String]

    public init(textDocument: String, edits: [String]) {
        self.textDocument = textDocument
        self.edits = edits
    }
}

/// One of LSP's `documentChanges`: a `TextDocumentEdit` has no `"kind"`, while the file
/// operations carry `"create"`, `"rename"` or `"delete"`. The edit is the case for a missing
/// key without a tag of its own, so it is written back without `"kind"`.
// @FlatTagged(key: "kind")
public enum DocumentChange: Equatable, Sendable {
    // @FlatTag(missing)
    case edit(TextDocumentEdit)
    case create(uri: String)
    case rename(oldUri: String, newUri: String)
    case delete(uri: String)
}
