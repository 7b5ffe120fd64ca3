import FlatTagged

/// Flat, no fallback: the generated unknown-tag error must be Swift's `DecodingError`.
// @FlatTagged
public enum Activity: Equatable, Sendable {
    case post(Post)
    case comment(text: Swift.String, author: Swift.String?, score: Int = 1)
    case like
}
