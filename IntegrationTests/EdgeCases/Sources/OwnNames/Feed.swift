import FlatTagged

/// Flat, with the lossless fallback.
// @FlatTagged(key: "kind", naming: .snakeCase)
public enum FeedItem: Equatable, Sendable {
    case newPost(Post)
    case reaction(emoji: Swift.String)
    // @FlatTag(unknown)
    case unknown(FlatTaggedUnknown)
}
