import FlatTagged

/// MCP `resources/read` contents: text or binary, told apart by which of `text` and `blob` the
/// object has.
// @FlatTagged(untagged)
public enum ResourceContents: Equatable, Sendable {
    // @FlatTag(when: "text")
    case text(TextResourceContents)
    // @FlatTag(when: "blob")
    case blob(BlobResourceContents)
}

public struct TextResourceContents: Codable, Equatable, Sendable {
    public var uri: String
    public var mimeType: String?
    public var text: String

    public init(uri: String, mimeType: String? = nil, text: String) {
        self.uri = uri
        self.mimeType = mimeType
        self.text = text
    }
}

public struct BlobResourceContents: Codable, Equatable, Sendable {
    public var uri: String
    public var mimeType: String?
    /// Base64, as MCP sends it.
    public var blob: String

    public init(uri: String, mimeType: String? = nil, blob: String) {
        self.uri = uri
        self.mimeType = mimeType
        self.blob = blob
    }
}

/// A `resources/read` result.
public struct ReadResourceResult: Codable, Equatable, Sendable {
    public var contents: [ResourceContents]

    public init(contents: [ResourceContents]) {
        self.contents = contents
    }
}
