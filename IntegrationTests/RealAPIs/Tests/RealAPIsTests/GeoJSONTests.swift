import FlatTagged
import Foundation
import GeoJSON
import Testing

/// GeoJSON (RFC 7946) against the examples the RFC publishes: every geometry type, a Feature
/// with and without geometry and properties, a FeatureCollection.
@Suite("GeoJSON")
struct GeoJSONTests {
    @Test func everyGeometryTypeDecodesAndReencodesExactly() throws {
        #expect(try expectPublishedJSON(Geometry.self, "geojson-point") == .point(coordinates: [100, 0]))
        #expect(
            try expectPublishedJSON(Geometry.self, "geojson-linestring")
                == .lineString(coordinates: [[100, 0], [101, 1]]))
        try expectPublishedJSON(Geometry.self, "geojson-polygon")
        let holed = try expectPublishedJSON(Geometry.self, "geojson-polygon-with-hole")
        guard case .polygon(let rings) = holed else {
            Issue.record("decoded as \(holed)")
            return
        }
        #expect(rings.count == 2)
        #expect(
            try expectPublishedJSON(Geometry.self, "geojson-multipoint")
                == .multiPoint(coordinates: [[100, 0], [101, 1]]))
        try expectPublishedJSON(Geometry.self, "geojson-multilinestring")
        try expectPublishedJSON(Geometry.self, "geojson-multipolygon")
        #expect(
            try expectPublishedJSON(Geometry.self, "geojson-geometrycollection")
                == .geometryCollection(geometries: [
                    .point(coordinates: [100, 0]), .lineString(coordinates: [[101, 0], [102, 1]]),
                ]))
    }

    @Test func aFeatureWritesNullGeometryAndPropertiesAndOmitsANilID() throws {
        #expect(
            try expectPublishedJSON(GeoJSONObject.self, "geojson-feature-unlocated")
                == .feature(geometry: nil, properties: nil))
        let encoded = String(
            decoding: try JSONEncoder().encode(GeoJSONObject.feature(geometry: nil, properties: nil)), as: UTF8.self)
        #expect(try sameJSON(encoded, #"{"type":"Feature","geometry":null,"properties":null}"#))
        #expect(
            try expectPublishedJSON(GeoJSONObject.self, "geojson-feature-with-id")
                == .feature(id: "f1", geometry: .point(coordinates: [102, 0.5]), properties: nil))
    }

    @Test func theFeatureCollectionDecodesAndReencodesExactly() throws {
        let collection = try expectPublishedJSON(GeoJSONObject.self, "geojson-feature-collection")
        guard case .featureCollection(let features, nil) = collection else {
            Issue.record("decoded as \(collection)")
            return
        }
        #expect(features.count == 3)
        #expect(
            features.first
                == .feature(geometry: .point(coordinates: [102, 0.5]), properties: ["prop0": .string("value0")]))
    }
}
