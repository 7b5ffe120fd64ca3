import EdgeSupport
import FlatTagged
import Foundation
import RuntimeGuards
import Testing

@Test func defaultValueNamingAStaticMember() throws {
    #expect(try decode(Layout.self, from: #"{"type":"resize"}"#) == .resize(width: 100, height: 50))
    #expect(try decode(Layout.self, from: #"{"type":"resize","width":7}"#) == .resize(width: 7, height: 50))
    #expect(try sortedJSON(Layout.resize()) == #"{"height":50,"type":"resize","width":100}"#)
    #expect(try roundTrips(Layout.reset) == [.reset, .reset, .reset])
}
