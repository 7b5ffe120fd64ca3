import EdgeSupport
import Fallbacks
import FlatTagged
import Foundation
import Testing

func nested(_ depth: Int) -> String {
    #"{"type":"zzz","deep":"# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
}

func nestedObjects(_ depth: Int) -> String {
    #"{"type":"zzz","deep":"# + String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
        + "}"
}

/// 10,000 levels: beyond JSONDecoder's own depth limit. It must be an error, in a child process
/// so that a stack overflow fails this test instead of killing the run.
@Test func tenThousandNestedArraysInAnUnknownObject() async {
    await #expect(processExitsWith: .success) {
        for json in [nested(10_000), nestedObjects(10_000)] {
            #expect(throws: DecodingError.self) { try decode(Item.self, from: json) }
            #expect(throws: DecodingError.self) { try decode([Item].self, from: "[" + json + "]") }
        }
    }
}

/// Just under JSONDecoder's limit (512): it decodes, re-encodes equal, and doesn't overflow the
/// stack of a test thread.
@Test func deeplyNestedButAcceptedUnknownObject() async {
    await #expect(processExitsWith: .success) {
        for json in [nested(500), nestedObjects(500)] {
            let item = try decode(Item.self, from: json)
            #expect(item.flatTag == "zzz")
            #expect(try sameJSON(sortedJSON(item), json))
        }
    }
}
