import Events
import FlatTagged
import Foundation
import Testing

/// JSON-RPC 2.0 keeps `"jsonrpc":"2.0"` in every message, and the external form keeps what it
/// doesn't declare under the tag.
@Suite("JSON-RPC and the external form with rest:")
struct JSONRPCTests {
    @Test func everyMessageKeepsItsVersion() throws {
        #expect(
            try expectRoundTrip(RPCMessage.self, #"{"jsonrpc":"2.0","id":1,"method":"sum","params":[1,2]}"#)
                == .request(id: 1, method: "sum", params: [1, 2], rest: ["jsonrpc": "2.0"]))
        #expect(
            try expectRoundTrip(RPCMessage.self, #"{"jsonrpc":"2.0","method":"update","params":{"a":1}}"#)
                == .notification(method: "update", params: ["a": 1], rest: ["jsonrpc": "2.0"]))
        #expect(
            try expectRoundTrip(RPCMessage.self, #"{"jsonrpc":"2.0","id":1,"result":3}"#)
                == .result(id: 1, result: 3, rest: ["jsonrpc": "2.0"]))
        let failure = try expectRoundTrip(
            RPCMessage.self, #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}}"#)
        guard case .failure(nil, let error, let rest) = failure else {
            Issue.record("decoded \(failure)")
            return
        }
        #expect(error.code == -32700 && rest == ["jsonrpc": "2.0"])
    }

    @Test func aRestKeyTheCaseRulesOutWithUnlessIsAnEncodingError() throws {
        // A notification is a request without an `id`: written with one in its rest, it would
        // decode as a request. Encoding throws instead of writing what can't come back.
        let notification = RPCMessage.notification(method: "m", params: nil, rest: ["jsonrpc": "2.0", "id": 1])
        do {
            _ = try JSONEncoder().encode(notification)
            Issue.record("encoded \(notification)")
        } catch let EncodingError.invalidValue(_, context) {
            #expect(
                context.debugDescription
                    == #"RPCMessage.notification: the rest holds the key "id", which this case's unless: rules out; written, the object would never decode as this case: remove it from the rest"#
            )
        }
    }

    @Test func theExternalFormKeepsKeysUnderTheTag() throws {
        #expect(
            try expectRoundTrip(
                AttributeAction.self, #"{"put":{"Value":"a","ReturnValues":"ALL_OLD","Expected":{"Exists":false}}}"#)
                == .put(value: "a", returnValues: "ALL_OLD", other: ["Expected": ["Exists": false]]))
        #expect(try expectRoundTrip(AttributeAction.self, #""delete""#) == .delete)
    }
}
