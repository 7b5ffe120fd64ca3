import FlatTagged

/// An OS-gated public enum: Apple-platform builds reject an extension without the same
/// `@available` ("only available in macOS 14 or newer"); on Linux it just builds.
// @FlatTagged
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public enum Event: Equatable, Sendable {
    case opened(at: Double)
    case greeted(Greeting)
    case closed
}
