import Events
import FlatTagged
import Foundation
import Testing

/// A Stripe-like event keeps its envelope; a flattened payload's keys are read, not kept.
@Suite("Stripe-like events with rest:")
struct StripeEventTests {
    static let created = #"""
        {"id":"evt_1NG8Du2eZvKYlo2CUI79vXWy","object":"event","api_version":"2023-10-16","created":1686089970,
         "data":{"object":{"id":"cus_9s6XKzkNRiz8i3","email":"jenny.rosen@example.com"}},"livemode":false,
         "pending_webhooks":0,"request":{"id":null,"idempotency_key":null},"type":"customer.created"}
        """#

    @Test func theEnvelopeIsKept() throws {
        let event = try expectRoundTrip(StripeEvent.self, Self.created)
        guard case .customerCreated(let id, _, let data, let envelope) = event else {
            Issue.record("decoded \(event)")
            return
        }
        #expect(id == "evt_1NG8Du2eZvKYlo2CUI79vXWy" && data.object.email == "jenny.rosen@example.com")
        #expect(
            envelope == [
                "object": "event", "api_version": "2023-10-16", "livemode": false, "pending_webhooks": 0,
                "request": ["id": .null, "idempotency_key": .null],
            ])
    }

    @Test func aFlattenedPayloadsKeysAreReadEvenWhenAbsent() throws {
        // `email` is the payload's optional key: present or absent, it is never rest.
        let with = #"{"type":"customer.flat","id":"cus_1","email":"a@b.c","event_id":"evt_1","livemode":true}"#
        let without = #"{"type":"customer.flat","id":"cus_1","event_id":"evt_1","livemode":true}"#
        for text in [with, without] {
            let event = try expectRoundTrip(StripeEvent.self, text)
            guard case .customerFlat(_, let eventID, let envelope) = event else {
                Issue.record("decoded \(event)")
                continue
            }
            #expect(eventID == "evt_1" && envelope == ["livemode": true])
        }
    }

    @Test func aRestKeyThePayloadWritesIsAnEncodingError() throws {
        let event = StripeEvent.customerFlat(
            try JSONDecoder().decode(StripeCustomer.self, from: Data(#"{"id":"cus_1"}"#.utf8)), eventID: "e",
            envelope: ["id": "other"])
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(event) }
    }
}
