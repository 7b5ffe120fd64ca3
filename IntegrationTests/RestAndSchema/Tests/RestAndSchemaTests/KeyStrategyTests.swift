import Events
import FlatTagged
import Foundation
import Testing

/// Rest keys under key strategies, as the errors article's table says.
@Suite("rest: under key strategies")
struct KeyStrategyTests {
    static let event =
        #"{"specversion":"1.0","type":"com.example.object.deleted","source":"/s","id":"1","trace_parent":"t","partitionkey":"k","fooBar":1,"foo_bar":2}"#

    @Test func convertFromSnakeCaseNeverTouchesRestKeys() throws {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let event = try decoder.decode(CloudEvent.self, from: Data(Self.event.utf8))
        #expect(
            event
                == .objectDeleted(
                    specversion: "1.0", id: "1", source: "/s",
                    extensions: ["trace_parent": "t", "partitionkey": "k", "fooBar": 1, "foo_bar": 2]))
    }

    @Test func bothSnakeCaseStrategiesRoundTripSnakeCaseData() throws {
        let text =
            #"{"action":"labeled","number":1,"label":{"name":"bug","color":"f00"},"pull_request":{"number":1,"title":"t","draft":true},"hook_id":5,"sender_type":"bot"}"#
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        // labelNaming: .snakeCase with .convertFromSnakeCase is keyNotFound, as the docs say;
        // the Stripe-like envelope has no labels with capitals, so it works both ways.
        #expect(throws: DecodingError.self) { try decoder.decode(PullRequestWebhook.self, from: Data(text.utf8)) }
        // (A payload's own snake-case CodingKeys, such as StripeInvoice's `amount_paid`, break under
        // `.convertFromSnakeCase` as they do without FlatTagged: the customer has none.)
        let stripe =
            #"{"type":"customer.created","id":"evt_2","created":1,"data":{"object":{"id":"cus_1"}},"api_version":"x","pending_webhooks":1}"#
        let event = try decoder.decode(StripeEvent.self, from: Data(stripe.utf8))
        guard case .customerCreated(_, _, _, let envelope) = event else {
            Issue.record("decoded \(event)")
            return
        }
        #expect(envelope == ["api_version": "x", "pending_webhooks": 1])
        #expect(try sameJSON(json(event, encoder), stripe))
    }

    @Test func aCustomStrategyWritesRestKeysThroughIt() throws {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .custom { path in
            let key = path.last!
            return AnyKey(key.stringValue.uppercased())
        }
        let event = CloudEvent.objectDeleted(
            specversion: "1.0", id: "1", source: "/s", extensions: ["partitionkey": "k"])
        #expect(
            try sameJSON(
                json(event, encoder),
                #"{"TYPE":"com.example.object.deleted.v2","SPECVERSION":"1.0","ID":"1","SOURCE":"/s","PARTITIONKEY":"k"}"#
            ))
    }
}

/// A coding key of any text.
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
