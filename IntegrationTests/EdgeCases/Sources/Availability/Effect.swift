import FlatTagged

/// An enum with an OS-gated case: it is decoded only where it is available (everywhere on Linux).
/// (Swift allows OS-gated cases only without associated values below their OS version.)
// @FlatTagged
public enum Effect: Equatable, Sendable {
    case fade(seconds: Double)
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
    case sparkle
}
