import FlatTagged

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

/// The same messages for a client that must not lose what it does not understand: an unknown
/// object is kept whole and written back unchanged.
// @FlatTagged
enum StoredMessage: Sendable {
    case text(TextMessage)
    case media(MediaMessage)
    // @FlatTag(unknown)
    case unknown(FlatTaggedUnknown)
}
