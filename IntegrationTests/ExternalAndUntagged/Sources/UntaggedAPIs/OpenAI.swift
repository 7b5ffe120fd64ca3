import FlatTagged

/// An OpenAI chat message's `content`: a string, or an array of parts (or null for an assistant
/// message that only calls tools).
// @FlatTagged(untagged)
public enum MessageContent: Equatable, Sendable {
    case none
    case text(String)
    case parts([ContentPart])
}

/// One part of a message's content, tagged by `type`.
// @FlatTagged(naming: .snakeCase)
public enum ContentPart: Equatable, Sendable {
    case text(text: String)
    case imageURL(ImageURLPart)
}

/// `{"type":"image_url","image_url":{…}}`: the part's own key is snake case.
public struct ImageURLPart: Codable, Equatable, Sendable {
    public var imageURL: ImageURL

    public init(imageURL: ImageURL) {
        self.imageURL = imageURL
    }

    enum CodingKeys: String, CodingKey {
        case imageURL = "image_url"
    }
}

public struct ImageURL: Codable, Equatable, Sendable {
    public var url: String
    public var detail: String?

    public init(url: String, detail: String? = nil) {
        self.url = url
        self.detail = detail
    }
}

/// A chat message.
public struct ChatMessage: Codable, Equatable, Sendable {
    public var role: String
    public var content: MessageContent

    public init(role: String, content: MessageContent) {
        self.role = role
        self.content = content
    }
}
