import Events
import FlatTagged
import Foundation
import Testing

/// What strangers send: huge keys, deep nesting and duplicate keys, into rest.
@Suite("Hostile input with rest:")
struct HostileInputTests {
    @Test func aMegabyteKeyIsKeptAndWrittenBack() throws {
        let key = String(repeating: "k", count: 1 << 20)
        let text =
            #"{"type":"com.example.object.deleted.v2","specversion":"1.0","source":"/s","id":"1",""# + key + #"":true}"#
        let event = try expectRoundTrip(CloudEvent.self, text)
        #expect(event == .objectDeleted(specversion: "1.0", id: "1", source: "/s", extensions: [key: true]))
    }

    @Test func aMegabyteRestKeyTheCaseWritesIsNamedShortInTheError() throws {
        let event = CloudEvent.objectDeleted(specversion: "1.0", id: "1", source: "/s", extensions: ["id": "2"])
        do {
            _ = try JSONEncoder().encode(event)
            Issue.record("encoded")
        } catch let EncodingError.invalidValue(_, context) {
            #expect(context.debugDescription.contains("CloudEvent"))
            #expect(context.debugDescription.contains("objectDeleted"))
            #expect(context.debugDescription.contains(#""id""#))
        }
    }

    @Test(arguments: [10, 40, 200, 600])
    func deepNestingInRestDecodesOrThrowsNeverCrashes(depth: Int) throws {
        let nested = String(repeating: #"{"a":["#, count: depth) + "1" + String(repeating: "]}", count: depth)
        let text = #"{"jsonrpc":"2.0","id":1,"method":"m","deep":"# + nested + "}"
        do {
            let message = try JSONDecoder().decode(RPCMessage.self, from: Data(text.utf8))
            #expect(try sameJSON(json(message), text))
        } catch let error as DecodingError {
            // Too deep for JSONDecoder (512 levels) or for this thread's stack: an error, not a crash.
            if case .dataCorrupted = error {} else { Issue.record("\(error)") }
        }
    }

    @Test func duplicateKeysDecodeAsJSONDecoderReadsThem() throws {
        // Foundation's JSONDecoder keeps the last of two equal keys (swift-foundation), for
        // declared keys and rest keys alike: the value decoded is the value written back.
        let text =
            #"{"type":"com.example.object.deleted","specversion":"1.0","source":"/s","id":"1","id":"2","x":1,"x":2}"#
        let event = try JSONDecoder().decode(CloudEvent.self, from: Data(text.utf8))
        guard case .objectDeleted(_, let id, _, let extensions) = event else {
            Issue.record("decoded \(event)")
            return
        }
        let plain = try JSONDecoder().decode([String: FlatTaggedValue].self, from: Data(text.utf8))
        #expect(id == plain["id"]?.stringValue)
        #expect(extensions == ["x": plain["x"]!])
    }
}
