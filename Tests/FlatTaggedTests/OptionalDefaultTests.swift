import Foundation
import Testing

/// An optional whose default is `nil` is exactly a plain optional; a non-nil default
/// keeps writing `null` for nil so that it decodes back to nil.
@Suite("Optional defaults")
struct OptionalDefaultTests {
    @Test func nilDefaultIsOmittedWhenNil() throws {
        try expectRoundTrip(GeoFeature.feature(geometry: nil, id: nil), #"{"type":"feature"}"#)
        try expectRoundTrip(GeoFeature.deleted(customerID: "c1", at: nil), #"{"type":"deleted","customerID":"c1"}"#)
        try expectRoundTrip(
            GeoFeature.feature(geometry: "g", id: "f1"), #"{"type":"feature","geometry":"g","id":"f1"}"#)
    }

    @Test func nilDefaultDecodesMissingOrNullToNil() throws {
        #expect(try decode(GeoFeature.self, #"{"type":"feature","id":null}"#) == .feature(geometry: nil, id: nil))
        #expect(
            try decode(GeoFeature.self, #"{"type":"deleted","customerID":"c1","at":null}"#)
                == .deleted(customerID: "c1", at: nil))
        #expect(
            try decode(GeoFeature.self, #"{"type":"deleted","customerID":"c1","at":5}"#)
                == .deleted(customerID: "c1", at: 5))
    }

    @Test func nonNilDefaultWritesNullForNil() throws {
        try expectRoundTrip(GeoFeature.box(height: nil), #"{"type":"box","height":null}"#)
        #expect(try decode(GeoFeature.self, #"{"type":"box"}"#) == .box(height: 7))
        try expectRoundTrip(GeoFeature.box(height: 3), #"{"type":"box","height":3}"#)
    }
}
