import FlatTagged

/// An enum with an unavailable case: it is left out of decoding and encoding as if it were not
/// declared, so `"gone"` is an unknown tag.
// @FlatTagged
public enum Shipment: Equatable, Sendable {
    case sent(id: Int)
    @available(*, unavailable, message: "shipments are never gone since v2")
    case gone(x: Int)
    case lost
}
