// Shows: a missing case without a tag: no tag on the wire, and written without the key.
import FlatTagged

public struct TextDocumentEdit: Codable { public var textDocument: String; public var edits: [String] }
public struct CreateFile: Codable { public var uri: String }

/// LSP's document changes: a `TextDocumentEdit` has no "kind"; the file operations carry one.
// @FlatTagged(key: "kind")
public enum DocumentChange {
    // @FlatTag(missing)
    case edit(TextDocumentEdit)
    case create(CreateFile)
    // @FlatTag(aliases: ["mv"])
    case rename(oldUri: String, newUri: String)
    // @FlatTag(unknown)
    case unknown(FlatTaggedUnknown)
}

/// Labeled values, and the content form.
// @FlatTagged(key: "op", content: "args")
enum Command {
    // @FlatTag(missing)
    case run(name: String, arguments: [String] = [])
    case stop
}
