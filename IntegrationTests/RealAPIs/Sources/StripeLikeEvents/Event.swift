import FlatTagged

/// A Stripe-like webhook event: the envelope's `id`, `created` and `livemode` beside the
/// object's own keys, all at the top level, the event type under `"type"`.
///
/// ```json
/// {"type":"customer.created","id":"evt_1","created":1680000000,"livemode":false,
///  "customer":"cus_1","email":"a@example.com","name":"Ada"}
/// ```
// @FlatTagged(labelNaming: .snakeCase)
public enum Event: Equatable, Sendable {
    // @FlatTag("customer.created")
    case customerCreated(Customer, id: String, created: Int, livemode: Bool)
    // @FlatTag("invoice.paid")
    case invoicePaid(Invoice, id: String, created: Int, livemode: Bool, pendingWebhooks: Int = 0)
    // @FlatTag(unknown)
    case unknown(FlatTaggedUnknown)
}

/// The customer an event is about.
public struct Customer: Codable, Equatable, Sendable {
    public var customer: String
    public var email: String?
    public var name: String?

    public init(customer: String, email: String?, name: String?) {
        self.customer = customer
        self.email = email
        self.name = name
    }
}

/// The invoice an event is about.
public struct Invoice: Codable, Equatable, Sendable {
    public var invoice: String
    public var amountPaid: Int
    public var currency: String

    public init(invoice: String, amountPaid: Int, currency: String) {
        self.invoice = invoice
        self.amountPaid = amountPaid
        self.currency = currency
    }

    enum CodingKeys: String, CodingKey {
        case invoice, currency
        case amountPaid = "amount_paid"
    }
}
