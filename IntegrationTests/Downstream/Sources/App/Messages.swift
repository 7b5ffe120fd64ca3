import FlatTagged

public struct TextMessage: Codable, Equatable, Sendable {
    public var text: String
    public init(text: String) { self.text = text }
}

public struct MediaMessage: Codable, Equatable, Sendable {
    public var url: String
    public init(url: String) { self.url = url }
}

/// A public enum in a library: generated members are public too.
// @FlatTagged
public enum Message: Equatable, Sendable {
    case text(TextMessage)
    case media(MediaMessage)
    case reaction(emoji: String, count: Int = 1)
    // @FlatTag(unknown)
    case unknown(FlatTaggedUnknown)
}

public struct Feed: Codable, Equatable, Sendable {
    @LossyArray public var items: [Message]
    public init(items: [Message]) { self.items = items }
}
