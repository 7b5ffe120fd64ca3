import FlatTagged
import Foundation

/// A block of a Bedrock Converse message: the kind of block is the object's only key
/// (`{"text": "hi"}`, `{"image": {...}}`, `{"toolUse": {...}}`, `{"toolResult": {...}}`).
///
/// Blocks this model doesn't know (`document`, `video`, `reasoningContent`, …) are kept whole
/// and written back unchanged.
// @FlatTagged(external)
public enum ContentBlock: Hashable, Sendable {
    /// Text: `{"text": "What's the weather in Seattle?"}`.
    case text(String)
    /// An image: `{"image": {"format": "png", "source": {"bytes": "…base64…"}}}`.
    case image(ImageBlock)
    /// A request from the model to run a tool.
    case toolUse(toolUseId: String, name: String, input: FlatTaggedValue)
    /// The result of a tool, sent back to the model.
    case toolResult(toolUseId: String, content: [ToolResultContentBlock], status: ToolResultStatus? = nil)
    /// Any other block, kept whole.
    // @FlatTag(unknown)
    case unknown(FlatTaggedUnknown)
}

/// An image and its format.
public struct ImageBlock: Codable, Hashable, Sendable {
    /// `png`, `jpeg`, `gif` or `webp`.
    public var format: String
    public var source: ImageSource

    /// Creates an image block.
    public init(format: String, source: ImageSource) {
        self.format = format
        self.source = source
    }
}

/// Where an image's bytes are: inline (base64 in JSON), or in S3.
// @FlatTagged(external)
public enum ImageSource: Hashable, Sendable {
    case bytes(Data)
    case s3Location(uri: String, bucketOwner: String? = nil)
}

/// A block of a tool's result.
// @FlatTagged(external)
public enum ToolResultContentBlock: Hashable, Sendable {
    case json(FlatTaggedValue)
    case text(String)
    case image(ImageBlock)
}

/// Whether a tool ran.
public enum ToolResultStatus: String, Codable, Hashable, Sendable {
    case success, error
}

/// A message of a conversation.
public struct Message: Codable, Hashable, Sendable {
    /// `user` or `assistant`.
    public var role: String
    public var content: [ContentBlock]

    /// Creates a message.
    public init(role: String, content: [ContentBlock]) {
        self.role = role
        self.content = content
    }
}
