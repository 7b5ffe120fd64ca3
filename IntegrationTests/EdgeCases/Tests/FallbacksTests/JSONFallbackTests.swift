import EdgeSupport
import Fallbacks
import FlatTagged
import Foundation
import Testing

@Test func unknownJSONObjectRoundTripsEqual() throws {
    let json = """
        {"type":"poll","question":"Tea?","options":[["yes",1],["no",-2.5],[]],"meta":{"n":1.5,"big":12345678901234,
         "max":18446744073709551615,"min":-9223372036854775808,"tiny":1e-300,"huge":-4.5e300,"zero":0,
         "flags":[true,false,null],"deep":{"a":{"b":{"c":[{"d":[]},{}]}}}},"empty":{},"unicode":"é\\u0000👍"}
        """
    let item = try decode(Item.self, from: json)
    #expect(item.flatTag == "poll")
    let reencoded = try sortedJSON(item)
    #expect(try sameJSON(reencoded, json), "\(reencoded)")
    #expect(try decode(Item.self, from: reencoded) == item)
    #expect(try roundTrips(item) == [item, item, item])
}

@Test func knownTagsStillDecode() throws {
    let items = try decode([Item].self, from: #"[{"type":"note","text":"a"},{"type":"move","x":1,"y":2},{"type":"x"}]"#)
    #expect(items.map(\.flatTag) == ["note", "move", "x"])
    #expect(Item.flatTags == ["note", "move"])
}
