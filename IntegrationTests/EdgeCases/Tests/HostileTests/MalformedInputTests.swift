import EdgeSupport
import Fallbacks
import FlatTagged
import Foundation
import Testing

@Test func emptyInputIsAnError() {
    #expect(decodingError(Activity.self, Data())?.kind == .dataCorrupted)
    #expect(decodingError(Item.self, Data())?.kind == .dataCorrupted)
    #expect(decodingError([Item].self, Data(" \n".utf8))?.kind == .dataCorrupted)
}

@Test func invalidUTF8IsAnError() {
    let inTag = Data(#"{"type":"li"#.utf8) + Data([0xFF, 0xFE]) + Data(#"ke"}"#.utf8)
    let inPayload = Data(#"{"type":"comment","text":"a"#.utf8) + Data([0xC3, 0x28]) + Data(#""}"#.utf8)
    let inUnknown = Data(#"{"type":"zzz","text":"a"#.utf8) + Data([0xED, 0xA0, 0x80]) + Data(#""}"#.utf8)
    for (name, bytes) in [("tag", inTag), ("payload", inPayload), ("unknown", inUnknown)] {
        #expect(decodingError(Activity.self, bytes, "\(name)") != nil)
        #expect(decodingError(Item.self, bytes, "\(name)") != nil)
    }
}

/// Foundation reports these as invalid JSON (an empty coding path), as for synthesized `Codable`.
@Test func hugeNumbersInAPayloadAreErrors() {
    for number in ["1e400", "123456789012345678901234567890", "-9223372036854775809"] {
        #expect(decodingError(Item.self, #"{"type":"move","x":\#(number),"y":1}"#) != nil, "\(number)")
        #expect(decodingError(Activity.self, #"{"type":"comment","text":\#(number)}"#) != nil, "\(number)")
    }
}

/// In an unknown object a number beyond `UInt64` is kept as a `Double` (documented); one beyond
/// `Double` can't be kept and must be an error, never a crash.
@Test func hugeNumbersInAnUnknownObject() throws {
    let big = try decode(Item.self, from: #"{"type":"zzz","n":123456789012345678901234567890}"#)
    #expect(big.flatTag == "zzz")
    let parts = decodingError(Item.self, #"{"type":"zzz","n":[1e400]}"#)
    #expect(parts.map { !$0.path.isEmpty } == true, "\(String(describing: parts))")
}

/// JSON doesn't forbid a repeated key; whichever value the decoder keeps, the result is
/// consistent: it re-encodes to a single tag that decodes back to the same value.
@Test func duplicatedTagKey() throws {
    for json in [
        #"{"type":"note","type":"move","x":1,"y":2,"text":"t"}"#,
        #"{"type":"zzz","type":"yyy","a":1}"#,
        #"{"type":"note","type":"zzz","text":"t"}"#,
    ] {
        let item: Item
        do {
            item = try decode(Item.self, from: json)
        } catch is DecodingError {
            continue
        }
        let reencoded = try sortedJSON(item)
        #expect(try decode(Item.self, from: reencoded) == item, "\(json) → \(reencoded)")
        #expect(item.flatTag.map { reencoded.contains(#""type":"\#($0)""#) } == true, "\(json) → \(reencoded)")
        if case .unknown(let unknown) = item {
            #expect(unknown.object["type"] == .string(unknown.tag), "\(json) → \(unknown)")
        }
    }
}
