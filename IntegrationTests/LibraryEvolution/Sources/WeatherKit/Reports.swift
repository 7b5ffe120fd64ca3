import FlatTagged

/// A weather report, tagged by `"kind"`.
// @FlatTagged(key: "kind", naming: .snakeCase)
public enum Report: Equatable, Sendable {
    /// A temperature reading.
    case temperature(Reading)
    /// A wind measurement, as labeled values.
    case wind(speed: Double, direction: Int?)
    /// A report with nothing to say.
    case calm
    /// Any report this version doesn't know, kept whole.
    // @FlatTag(unknown)
    case unknown(FlatTaggedUnknown)
}

/// A temperature in degrees Celsius.
public struct Reading: Codable, Equatable, Sendable {
    /// Degrees Celsius.
    public var celsius: Double
    /// Creates a reading.
    public init(celsius: Double) { self.celsius = celsius }
}

/// Alerts, tagged by number.
// @FlatTagged(key: "level")
public enum Alert: Equatable, Sendable {
    /// A watch.
    // @FlatTag(1)
    case watch(area: String)
    /// A warning.
    // @FlatTag(2, aliases: [3])
    case warning(area: String, until: String?)
}
