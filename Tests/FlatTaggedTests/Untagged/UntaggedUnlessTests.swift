import FlatTagged
import Foundation
import Testing

// JSON-RPC 2.0 as its specification words it: a notification is "a Request object without an
// `id` member".

// @FlatTagged(untagged)
enum RPCMessage: Equatable {
    // @FlatTag(when: ["method", "id"])
    case request(jsonrpc: String, id: RPCID, method: String, params: FlatTaggedValue?)
    // @FlatTag(when: "method", unless: "id")
    case notification(jsonrpc: String, method: String, params: FlatTaggedValue?)
    // @FlatTag(unless: "method")
    case response(RPCResponse)
}

/// `unless:` on a payload of a type of its own and on a dictionary, without `when:`: any other
/// value still fits.
// @FlatTagged(untagged)
enum LooseObject: Equatable {
    // @FlatTag(unless: "kind")
    case table([String: Int])
    // @FlatTag(unless: ["kind", "tag"])
    case any(FlatTaggedValue)
    case kinded(kind: String)
}

@Suite("Untagged form: unless: rules a case out by the keys an object has")
struct UntaggedUnlessTests {
    @Test func aRequestWithABadIDFailsAsARequest() throws {
        // Without `unless:` this decoded as a notification and dropped the id: no reply was sent.
        let error = try #require(throws: DecodingError.self) {
            try decode(RPCMessage.self, #"{"jsonrpc":"2.0","id":true,"method":"x"}"#)
        }
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("expected the request's own typeMismatch, got \(error)")
            return
        }
        // The request was the one candidate: its own error, at `id`, which no case of the id's
        // enum decodes.
        #expect(pathText(context.codingPath) == ".id")
        #expect((context.underlyingError as? FlatTaggedUntaggedError)?.enumName == "RPCID")
    }

    @Test func theErrorSaysWhichKeyRuledACaseOut() throws {
        let error = try #require(throws: DecodingError.self) {
            try decode(RPCMessage.self, #"{"id":1,"method":"x"}"#)
        }
        guard case .typeMismatch(_, let context) = error,
            let union = context.underlyingError as? FlatTaggedUntaggedError
        else {
            Issue.record("expected a union error, got \(error)")
            return
        }
        #expect(
            union.message
                == #"RPCMessage: no case matches this object; request: no key "jsonrpc"; notification: has key "id"; response: has key "method""#
        )
        #expect(context.debugDescription == union.message)
        #expect(union.cases.map(\.reason) == [#"no key "jsonrpc""#, #"has key "id""#, #"has key "method""#])
        #expect(union.cases.allSatisfy { $0.error == nil })
    }

    @Test func aKeyPresentWithNullIsPresent() throws {
        let error = try #require(throws: DecodingError.self) {
            try decode(RPCMessage.self, #"{"jsonrpc":"2.0","id":null,"method":"x"}"#)
        }
        #expect(context(of: error).map { pathText($0.codingPath) } == ".id")
    }

    @Test func everyMessageRoundTrips() throws {
        try expectRoundTrip(
            RPCMessage.request(jsonrpc: "2.0", id: .number(1), method: "ping", params: nil),
            #"{"jsonrpc":"2.0","id":1,"method":"ping"}"#)
        try expectRoundTrip(
            RPCMessage.notification(jsonrpc: "2.0", method: "progress", params: .object(["done": .int(3)])),
            #"{"jsonrpc":"2.0","method":"progress","params":{"done":3}}"#)
        try expectRoundTrip(
            RPCMessage.response(.success(id: .string("a"), result: .bool(true))), #"{"id":"a","result":true}"#)
    }

    @Test func everyMessageRoundTripsThroughPropertyLists() throws {
        let values: [RPCMessage] = [
            .request(jsonrpc: "2.0", id: .number(1), method: "ping", params: nil),
            .notification(jsonrpc: "2.0", method: "progress", params: nil),
        ]
        let data = try PropertyListEncoder().encode(values)
        #expect(try PropertyListDecoder().decode([RPCMessage].self, from: data) == values)
    }

    @Test func unlessWithoutWhenLeavesEveryOtherValue() throws {
        #expect(try decode(LooseObject.self, #"{"a":1}"#) == .table(["a": 1]))
        #expect(try decode(LooseObject.self, #""text""#) == .any(.string("text")))
        #expect(try decode(LooseObject.self, #"{"a":"x"}"#) == .any(.object(["a": .string("x")])))
        #expect(try decode(LooseObject.self, #"{"kind":"k"}"#) == .kinded(kind: "k"))
        // `any` is ruled out by "tag": only `table` is tried, and its own error propagates.
        let tagged = try #require(throws: DecodingError.self) { try decode(LooseObject.self, #"{"tag":"t"}"#) }
        #expect(context(of: tagged).map { pathText($0.codingPath) } == ".tag")
        let error = try #require(throws: DecodingError.self) { try decode(LooseObject.self, #"{"kind":1}"#) }
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("expected typeMismatch, got \(error)")
            return
        }
        // Only `kinded` was tried: its own error.
        #expect(pathText(context.codingPath) == ".kind")
        let table = try PropertyListEncoder().encode([LooseObject.table(["a": 1]), .kinded(kind: "k")])
        #expect(
            try PropertyListDecoder().decode([LooseObject].self, from: table) == [.table(["a": 1]), .kinded(kind: "k")])
    }
}
