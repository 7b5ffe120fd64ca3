import FlatTagged
import Foundation
import WeatherKit

/// Decodes and encodes a station through WeatherKit's public API and checks the round trip.
@main
struct WeatherApp {
    struct RoundTripFailed: Error {}

    static func main() throws {
        let json = #"""
            {"sensors":[{"sensor":"thermometer","name":"t1"},{"sensor":"rain","name":"r1","millimeters":2.5},
                        {"sensor":"lidar","name":"l1","range":40}],
             "primary":{"sensor":"thermometer","name":"t1"},
             "reports":[{"kind":"temperature","celsius":21.5},{"kind":"wind","speed":3.5,"direction":270},
                        {"kind":"calm"},{"kind":"hail","size_mm":4},{"kind":7}]}
            """#
        let registry = FlatTaggedRegistry(.weatherKit)
        let decoder = JSONDecoder()
        decoder.userInfo[.flatTagged] = registry
        let station = try decoder.decode(Station.self, from: Data(json.utf8))
        let encoder = JSONEncoder()
        encoder.userInfo[.flatTagged] = registry
        encoder.outputFormatting = [.sortedKeys]
        let again = try decoder.decode(Station.self, from: encoder.encode(station))
        let alert = try decoder.decode(Alert.self, from: Data(#"{"level":3,"area":"north"}"#.utf8))
        let ids = try decoder.decode([StationID].self, from: Data(#"["north-1",7]"#.utf8))
        let readingJSON = #"[{"N":"21.5"},{"L":[{"S":"ok"},{"X":1}]}]"#
        let readings = try decoder.decode([Sample].self, from: Data(readingJSON.utf8))
        let readingsAgain = String(decoding: try encoder.encode(readings), as: UTF8.self)
        guard station.sensors.map(\.name) == ["t1", "r1", "l1"], station.reports.count == 4,
            station.$reports.count == 1,
            again.reports == station.reports, again.sensors.map(\.name) == ["t1", "r1", "l1"],
            alert == .warning(area: "north", until: nil), registry.conflicts.isEmpty,
            ids == [.name("north-1"), .number(7)], readingsAgain == readingJSON
        else {
            print("WeatherKit round trip failed")
            throw RoundTripFailed()
        }
        print("WeatherKit: \(station.sensors.count) sensors, \(station.reports.count) reports, round trip ok")
    }
}
