import FlatTagged

/// A position: longitude, latitude and optionally altitude (RFC 7946, 3.1.1).
public typealias Position = [Double]

/// A GeoJSON geometry (RFC 7946, 3.1): the type under `"type"`, `"coordinates"` (or
/// `"geometries"`) beside it.
// @FlatTagged(naming: .pascalCase)
public indirect enum Geometry: Equatable, Sendable {
    case point(coordinates: Position)
    case multiPoint(coordinates: [Position])
    case lineString(coordinates: [Position])
    case multiLineString(coordinates: [[Position]])
    case polygon(coordinates: [[Position]])
    case multiPolygon(coordinates: [[[Position]]])
    case geometryCollection(geometries: [Geometry])
}

/// A GeoJSON object that is not a geometry (RFC 7946, 3.2 and 3.3). A Feature always carries
/// `"geometry"` and `"properties"`, `null` when it has none; a nil `"id"` is omitted.
// @FlatTagged(naming: .pascalCase)
public enum GeoJSONObject: Equatable, Sendable {
    // @FlatTag("Feature", nulls: ["geometry", "properties"])
    case feature(id: String? = nil, geometry: Geometry?, properties: [String: FlatTaggedValue]?, bbox: [Double]? = nil)
    case featureCollection(features: [GeoJSONObject], bbox: [Double]? = nil)
}
