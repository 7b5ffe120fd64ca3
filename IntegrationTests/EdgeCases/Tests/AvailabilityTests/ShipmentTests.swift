import Availability
import EdgeSupport
import FlatTagged
import Foundation
import Testing

@Test func unavailableCaseIsNotATag() throws {
    #expect(Shipment.flatTags == ["sent", "lost"])
    for value in [Shipment.sent(id: 1), .lost] {
        #expect(try roundTrips(value) == [value, value, value])
    }
    let error = #expect(throws: DecodingError.self) {
        try decode(Shipment.self, from: #"{"type":"gone","x":1}"#)
    }
    if let error {
        let parts = DecodingErrorParts(error)
        #expect(parts.kind == .dataCorrupted)
        #expect(parts.path == ["type"])
        #expect(parts.message == #"Shipment: unknown "type" value "gone"; expected one of "sent", "lost""#)
    }
}

@Test func unavailableCaseTagLandsInTheFallback() throws {
    #expect(Parcel.flatTags == ["sent"])
    let json = #"{"type":"gone","x":1}"#
    let parcel = try decode(Parcel.self, from: json)
    #expect(parcel == .unknown(FlatTaggedUnknown(tag: "gone", object: ["type": .string("gone"), "x": .int(1)])))
    #expect(parcel.flatTag == "gone")
    #expect(try sameJSON(sortedJSON(parcel), json))
    #expect(try roundTrips(Parcel.sent(id: 2)) == [.sent(id: 2), .sent(id: 2), .sent(id: 2)])
}
