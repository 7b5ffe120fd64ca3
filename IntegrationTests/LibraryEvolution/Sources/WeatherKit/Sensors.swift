import FlatTagged

/// Sensors, an open family: apps add their own.
// @FlatTagged(key: "sensor", naming: .kebabCase)
public protocol Sensor: Codable, Sendable {
    /// The sensor's name.
    var name: String { get }
}

/// A thermometer.
// @FlatTag
public struct Thermometer: Sensor, Equatable {
    /// The sensor's name.
    public var name: String
    /// Creates a thermometer.
    public init(name: String) { self.name = name }
}

/// A rain gauge, internal to the library.
// @FlatTag("rain")
struct RainGauge: Sensor {
    var name: String
    var millimeters: Double
}

/// Any sensor this version doesn't know.
// @FlatTag(unknown)
public struct UnknownSensor: Sensor {
    /// The whole object.
    public let unknown: FlatTaggedUnknown
    /// The unknown sensor's name, if it has one.
    public var name: String {
        if case .string(let name)? = unknown.object["name"] { return name }
        return ""
    }
}

/// A station's sensors and reports.
public struct Station: Codable, Sendable {
    /// Every sensor.
    @Polymorphic public var sensors: [any Sensor]
    /// The sensor that reports first, if any.
    @Polymorphic public var primary: (any Sensor)?
    /// The reports, skipping those that don't decode.
    @LossyArray public var reports: [Report]
}
