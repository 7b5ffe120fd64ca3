import FlatTagged
import Foundation
import Testing

/// `rest:` keeps every key of a known case's object that the case does not read, and writes it
/// back after the case's own keys: CloudEvents' extension attributes, an Anthropic event's new
/// fields and JSON-RPC's `jsonrpc` survive a round trip, as JSON values (order aside).
@Suite("rest: round trips")
struct RestRoundTripTests {
    /// Decodes `text` as `T`, encodes it again with `encoder` and compares both as JSON values.
    static func expectLossless<T: Codable>(
        _ type: T.Type, _ text: String, decoder: JSONDecoder = JSONDecoder(), encoder: JSONEncoder = JSONEncoder(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let value = try decoder.decode(T.self, from: Data(text.utf8))
        let encoded = try encoder.encode(value)
        #expect(
            try parsed(String(decoding: encoded, as: UTF8.self)) == parsed(text),
            "encoded \(String(decoding: encoded, as: UTF8.self))", sourceLocation: sourceLocation)
    }

    static let cloudEvent = """
        {"specversion":"1.0","type":"com.example.order.created","source":"/orders","id":"A-1",
         "data":{"orderNumber":"o-7","total":42},
         "traceparent":"00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01","tracestate":"rojo=00f067aa0ba902b7",
         "partitionkey":"customer-9","sequence":7,"dataref":{"uri":"https://example.com/blob/1","size":[1,2.5,null,true]}}
        """

    @Test func cloudEventsKeepFiveExtensionAttributes() throws {
        let event = try decode(RestCloudEvent.self, Self.cloudEvent)
        guard case .orderCreated(let id, _, _, let data, let extensions) = event else {
            Issue.record("decoded \(event)")
            return
        }
        #expect(id == "A-1")
        #expect(data == RestOrder(orderNumber: "o-7", total: 42))
        #expect(extensions.keys.sorted() == ["dataref", "partitionkey", "sequence", "traceparent", "tracestate"])
        #expect(extensions["partitionkey"] == .string("customer-9"))
        #expect(extensions["sequence"] == .int(7))
        try Self.expectLossless(RestCloudEvent.self, Self.cloudEvent)
    }

    static let messageStart = """
        {"type":"message_start","message":{"id":"msg_1","type":"message","role":"assistant","model":"claude",
         "content":[],"stop_reason":null,"usage":{"input_tokens":25,"output_tokens":1}},
         "request_id":"req_9","server_timing":{"ms":12}}
        """

    @Test func anthropicMessageStartKeepsUndeclaredFields() throws {
        let event = try decode(RestStreamEvent.self, Self.messageStart)
        guard case .messageStart(let message, let extra) = event else {
            Issue.record("decoded \(event)")
            return
        }
        #expect(message.id == "msg_1")
        #expect(extra == ["request_id": .string("req_9"), "server_timing": .object(["ms": .int(12)])])
        // The message's own undeclared fields belong to `RestMessage`, which drops them.
        let encoded = try json(event)
        #expect(encoded.contains("\"request_id\":\"req_9\""))
        #expect(encoded.contains("\"server_timing\":{\"ms\":12}"))
    }

    @Test func jsonRPCKeepsItsVersion() throws {
        let request = #"{"jsonrpc":"2.0","id":1,"method":"subtract","params":[42,23]}"#
        let decoded = try decode(RestRPC.self, request)
        #expect(
            decoded
                == .request(
                    id: 1, method: "subtract", params: .array([.int(42), .int(23)]), rest: ["jsonrpc": .string("2.0")]))
        try Self.expectLossless(RestRPC.self, request)
        try Self.expectLossless(RestRPC.self, #"{"jsonrpc":"2.0","method":"update","x-trace":[1]}"#)
    }

    @Test func theKeysAFlattenedPayloadAsksForAreRead() throws {
        // `note` is asked for by the payload, so it is no rest key, present or not.
        let withNote = #"{"type":"wrapped","body":"b","note":"n","id":"i","count":3,"extra_key":true}"#
        #expect(
            try decode(RestEnvelope.self, withNote)
                == .wrapped(RestPayload(body: "b", note: "n"), id: "i", extra: ["extra_key": .bool(true)]))
        try Self.expectLossless(RestEnvelope.self, withNote)
        let withoutNote = #"{"type":"wrapped","body":"b","id":"i","count":5}"#
        #expect(try decode(RestEnvelope.self, withoutNote) == .wrapped(RestPayload(body: "b"), id: "i", count: 5))
        try Self.expectLossless(RestEnvelope.self, withoutNote)
    }

    @Test func theContentFormKeepsTheRestOfItsObjects() throws {
        let hello = #"{"op":10,"d":{"heartbeatInterval":41250,"_trace":["gw-1"]}}"#
        #expect(
            try decode(RestGateway.self, hello)
                == .hello(heartbeatInterval: 41250, extra: ["_trace": .array([.string("gw-1")])]))
        try Self.expectLossless(RestGateway.self, hello)
        let dispatch = #"{"op":0,"t":"READY","s":1,"d":{"v":10}}"#
        #expect(
            try decode(RestGateway.self, dispatch)
                == .dispatch(t: "READY", s: 1, extra: ["d": .object(["v": .int(10)])]))
        try Self.expectLossless(RestGateway.self, dispatch)
    }

    @Test func theExternalFormKeepsTheRestOfItsValueObject() throws {
        let circle = #"{"circle":{"radius":2.5,"color":"red"}}"#
        #expect(try decode(RestShape.self, circle) == .circle(radius: 2.5, more: ["color": .string("red")]))
        try Self.expectLossless(RestShape.self, circle)
    }

    @Test func propertyListsRoundTripTheRest() throws {
        let event = try decode(RestCloudEvent.self, Self.cloudEvent)
        for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
            let encoder = PropertyListEncoder()
            encoder.outputFormat = format
            let data = try encoder.encode(event)
            #expect(try PropertyListDecoder().decode(RestCloudEvent.self, from: data) == event)
        }
    }

    @Test func aRestKeyTheCaseWritesIsAnError() throws {
        let event = RestCloudEvent.orderCreated(
            id: "1", source: "/s", specversion: "1.0", data: RestOrder(orderNumber: "o", total: 1),
            extensions: ["source": .string("/other")])
        #expect {
            try json(event)
        } throws: { error in
            guard case EncodingError.invalidValue(_, let context) = error else { return false }
            return context.debugDescription.hasPrefix("RestCloudEvent.orderCreated: ")
                && context.debugDescription.contains("\"source\"")
        }
        let tag = RestStreamEvent.messageStart(
            message: RestMessage(id: "m", role: "r", model: "x"), extra: ["type": .string("other")])
        #expect(throws: EncodingError.self) { try json(tag) }
    }

    /// Under the snake-case strategies, the case's keys convert and the rest keys, snake_case
    /// in the data, come back as they were; decoding never touches them.
    @Test func snakeCaseStrategiesKeepSnakeCaseRestKeys() throws {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let text = #"{"event_type":"retry","retry_count":2,"trace_parent":"t","foo_bar":1,"fooBar":2,"TraceID":"x"}"#
        let decoded = try decoder.decode(RestStrategyEvent.self, from: Data(text.utf8))
        #expect(
            decoded
                == .retry(
                    retryCount: 2,
                    extra: [
                        "trace_parent": .string("t"), "foo_bar": .int(1), "fooBar": .int(2), "TraceID": .string("x"),
                    ]))
        let snakeEvent =
            #"{"specversion":"1.0","type":"com.example.order.created","source":"/s","id":"1","data":{"order_number":"o","total":1},"trace_parent":"t","partitionkey":"k","x_count":[1,{"a_b":null}]}"#
        for (name, text) in [("CloudEvents", snakeEvent), ("JSON-RPC", #"{"jsonrpc":"2.0","method":"m","x_y":1}"#)] {
            let value = try decoder.decode(RestRPCOrEvent.self, from: Data(text.utf8))
            let encoded = String(decoding: try encoder.encode(value), as: UTF8.self)
            #expect(try parsed(encoded) == parsed(text), "\(name): \(encoded)")
        }
    }

    /// A custom decoding strategy renames the data's keys as the case reads them; the rest keeps
    /// the data's own spelling, and a renamed key that the case read is not in it.
    @Test func customStrategiesKeepTheDataSpelling() throws {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .custom { path in
            // kebab-case to camelCase: `retry-count` is `retryCount`.
            let words = path.last!.stringValue.split(separator: "-")
            return AnyKey(
                words.enumerated().map { $0 == 0 ? String($1) : $1.prefix(1).uppercased() + $1.dropFirst() }.joined())
        }
        let text = #"{"event-type":"retry","retry-count":2,"x-trace":"t"}"#
        let decoded = try decoder.decode(RestStrategyEvent.self, from: Data(text.utf8))
        #expect(decoded == .retry(retryCount: 2, extra: ["x-trace": .string("t")]))
        // A custom encoding strategy applies to rest keys as to any key: documented.
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .custom { path in AnyKey(path.last!.stringValue.uppercased()) }
        let encoded = try json(decoded, encoder: encoder)
        #expect(encoded == #"{"EVENTTYPE":"retry","RETRYCOUNT":2,"X-TRACE":"t"}"#)
        // With no key-encoding strategy, the rest is written as it was read.
        #expect(try json(decoded) == #"{"eventType":"retry","retryCount":2,"x-trace":"t"}"#)
    }
}

/// Either of the round trips the snake-case test runs.
enum RestRPCOrEvent: Codable {
    case event(RestCloudEvent)
    case rpc(RestRPC)

    init(from decoder: any Decoder) throws {
        if let event = try? RestCloudEvent(from: decoder) {
            self = .event(event)
        } else {
            self = .rpc(try RestRPC(from: decoder))
        }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .event(let event): try event.encode(to: encoder)
        case .rpc(let rpc): try rpc.encode(to: encoder)
        }
    }
}

/// A coding key for custom strategies.
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
