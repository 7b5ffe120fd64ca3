import FlatTagged

/// The content form, with the lossless fallback.
// @FlatTagged(content: "data")
public enum Reply: Equatable, Sendable {
    case ok(Swift.String)
    case post(Post)
    // @FlatTag(unknown)
    case unknown(FlatTaggedUnknown)
}
