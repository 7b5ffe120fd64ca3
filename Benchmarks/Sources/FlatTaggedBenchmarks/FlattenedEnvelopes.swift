import FlatTagged

// A payload flattened beside labeled values: a Stripe-like event whose envelope (`id`,
// `created`, `livemode`) stands beside the payload's own keys, tagged by "type", keys made by
// `labelNaming:`. The generated enum against the best hand-written code, which decodes the
// envelope from its container and the payload from the same decoder.

/// The customer an event is about: `"customer"`, `"email"`, `"name"`.
struct EnvelopeCustomer: Codable, Equatable, Sendable {
    var customer: String
    var email: String
    var name: String
}

/// The invoice an event is about: `"invoice"`, `"amount_paid"`, `"currency"`.
struct EnvelopeInvoice: Codable, Equatable, Sendable {
    var invoice: String
    var amountPaid: Int
    var currency: String

    enum CodingKeys: String, CodingKey {
        case invoice, currency
        case amountPaid = "amount_paid"
    }
}

/// FlatTagged: what the plugin generates for a flattened payload beside labeled values.
// @FlatTagged(labelNaming: .snakeCase)
enum GeneratedEnvelope: Equatable, Sendable {
    // @FlatTag("customer.created")
    case customerCreated(EnvelopeCustomer, id: String, created: Int, livemode: Bool)
    // @FlatTag("invoice.paid")
    case invoicePaid(EnvelopeInvoice, id: String, created: Int, livemode: Bool)
}

/// The best hand-written code for the same shape: the tag and the envelope from one container,
/// the payload from the same decoder; encoding writes the payload, the envelope, then the tag.
enum HandWrittenEnvelope: Codable, Equatable, Sendable {
    case customerCreated(EnvelopeCustomer, id: String, created: Int, livemode: Bool)
    case invoicePaid(EnvelopeInvoice, id: String, created: Int, livemode: Bool)

    enum CodingKeys: String, CodingKey {
        case type, id, created, livemode
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        let id = try container.decode(String.self, forKey: .id)
        let created = try container.decode(Int.self, forKey: .created)
        let livemode = try container.decode(Bool.self, forKey: .livemode)
        switch type {
        case "customer.created":
            self = .customerCreated(try EnvelopeCustomer(from: decoder), id: id, created: created, livemode: livemode)
        case "invoice.paid":
            self = .invoicePaid(try EnvelopeInvoice(from: decoder), id: id, created: created, livemode: livemode)
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "unknown event type \(type)")
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .customerCreated(let payload, let id, let created, let livemode):
            try payload.encode(to: encoder)
            try container.encode(id, forKey: .id)
            try container.encode(created, forKey: .created)
            try container.encode(livemode, forKey: .livemode)
            try container.encode("customer.created", forKey: .type)
        case .invoicePaid(let payload, let id, let created, let livemode):
            try payload.encode(to: encoder)
            try container.encode(id, forKey: .id)
            try container.encode(created, forKey: .created)
            try container.encode(livemode, forKey: .livemode)
            try container.encode("invoice.paid", forKey: .type)
        }
    }
}

/// Customer and invoice events, in turn.
func envelope(_ index: Int) -> HandWrittenEnvelope {
    let id = "evt_\(index)"
    let created = 1_680_000_000 + index
    if index % 2 == 0 {
        return .customerCreated(
            EnvelopeCustomer(customer: "cus_\(index)", email: "user\(index)@example.com", name: "User \(index)"),
            id: id, created: created, livemode: index % 3 == 0)
    }
    return .invoicePaid(
        EnvelopeInvoice(invoice: "in_\(index)", amountPaid: 100 * (index % 50), currency: "usd"),
        id: id, created: created, livemode: index % 3 == 0)
}
