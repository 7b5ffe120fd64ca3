// Shows: availability on enums and cases: deprecated ones repeated without warnings, unavailable ones left out.
/// A whole enum on its way out: every extension repeats its attributes.
// @FlatTagged
@available(*, deprecated, message: "use Greeting")
public enum OldMessage {
    case greeting(text: String)
    @available(*, deprecated)
    case ping
}

/// Deprecated cases: what names them lives in a deprecated extension; `flatTag` reaches them
/// through a private protocol, so its callers never warn.
// @FlatTagged
public enum Notice {
    public static let defaultLevel = 1
    case text(body: String)
    @available(*, deprecated, message: "use text")
    case legacy(text: String, level: Int = defaultLevel)
    @available(macOS, deprecated: 13, message: "gone soon")
    case old
}

/// Unavailable cases are left out, as if they were not declared.
// @FlatTagged
enum Shipment {
    case sent(id: Int)
    @available(*, unavailable, message: "never gone since v2")
    case gone(x: Int), vanished
    // @FlatTag(unknown)
    case unknown
}

/// OS-gated cases are decoded and encoded only where they are available.
// @FlatTagged
@available(macOS 12, *)
enum Effect {
    case fade(seconds: Double)
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
    case sparkle
    @available(iOS, introduced: 17)
    @available(macOS, introduced: 12)
    case glow(radius: Double)
}
