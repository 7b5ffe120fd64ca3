import FlatTagged

/// An unavailable case in an enum with a lossless fallback: its tag lands in the fallback.
// @FlatTagged
public enum Parcel: Equatable, Sendable {
    case sent(id: Int)
    @available(*, unavailable)
    case gone(x: Int)
    // @FlatTag(unknown)
    case unknown(FlatTaggedUnknown)
}
