import FlatTagged
import Foundation
import StripeLikeEvents
import Testing

/// A Stripe-like event envelope: `id`, `created`, `livemode` beside the object's own keys.
@Suite("Stripe-like events")
struct StripeLikeEventTests {
    @Test func theEnvelopeStandsBesideTheFlattenedObject() throws {
        #expect(
            try expectPublishedJSON(Event.self, "stripe-like-customer-created")
                == .customerCreated(
                    Customer(customer: "cus_9s6XKzkNRiz8i3", email: "jenny.rosen@example.com", name: "Jenny Rosen"),
                    id: "evt_1NG8Du2eZvKYlo2CUI79vXWy", created: 1_686_089_970, livemode: false))
        #expect(
            try expectPublishedJSON(Event.self, "stripe-like-invoice-paid")
                == .invoicePaid(
                    Invoice(invoice: "in_1MtHbELkdIwHu7ixl4OzzPMv", amountPaid: 2000, currency: "usd"),
                    id: "evt_1NG8Du2eZvKYlo2CUI79vXWz", created: 1_686_089_971, livemode: true, pendingWebhooks: 2))
    }

    @Test func anUnknownEventTypeIsKeptWhole() throws {
        let text = #"{"type":"charge.refunded","id":"evt_2","created":1,"livemode":false,"charge":"ch_1"}"#
        let event = try JSONDecoder().decode(Event.self, from: Data(text.utf8))
        #expect(event.kind == nil || event.flatTag == nil)
        #expect(try sameJSON(String(decoding: try JSONEncoder().encode(event), as: UTF8.self), text))
    }
}
