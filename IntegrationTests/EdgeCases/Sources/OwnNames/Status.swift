import FlatTagged

/// A payload-less fallback: encoding it throws, and that must be Swift's `EncodingError`.
// @FlatTagged
public enum Status: Equatable, Sendable {
    case online(since: Swift.String)
    // @FlatTag(unknown)
    case unknown
}
