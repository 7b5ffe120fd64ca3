/// Chat messages: text and media, told apart by `"type"`.
struct TextMessage: Codable, Sendable {
    var text: String
}

struct MediaMessage: Codable, Sendable {
    var url: String
    var caption: String?
}

// @FlatTagged
enum ChatMessage: Sendable {
    case text(TextMessage)
    case media(MediaMessage)
    // @FlatTag("typing_indicator", aliases: ["typing"])
    case typing(userID: Int)
}
