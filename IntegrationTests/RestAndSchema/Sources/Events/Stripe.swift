import FlatTagged

/// A Stripe-like event: `{"id":…,"object":"event","api_version":…,"created":…,"data":{"object":
/// {…}},"livemode":…,"pending_webhooks":…,"request":{…},"type":"customer.created"}`. The app reads
/// the id, the time and the object; the rest of the envelope is kept for the audit log.
// @FlatTagged(labelNaming: .snakeCase)
public enum StripeEvent: Equatable, Sendable {
    // @FlatTag("customer.created", rest: "envelope")
    case customerCreated(
        id: String, created: Int, data: StripeData<StripeCustomer>, envelope: [String: FlatTaggedValue])
    // @FlatTag("invoice.paid", rest: "envelope")
    case invoicePaid(id: String, created: Int, data: StripeData<StripeInvoice>, envelope: [String: FlatTaggedValue])
    /// An event whose envelope is flattened beside the object's own keys, as some proxies write it.
    // @FlatTag("customer.flat", rest: "envelope")
    case customerFlat(StripeCustomer, eventID: String, envelope: [String: FlatTaggedValue])
    // @FlatTag(unknown)
    case unknown(FlatTaggedUnknown)
}

/// `data` of an event: the object, and what changed.
public struct StripeData<Object: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
    /// The object the event is about.
    public var object: Object
    /// The previous values of the attributes that changed.
    public var previousAttributes: FlatTaggedValue?

    enum CodingKeys: String, CodingKey {
        case object
        case previousAttributes = "previous_attributes"
    }
}

/// A customer.
public struct StripeCustomer: Codable, Equatable, Sendable {
    /// `cus_…`.
    public var id: String
    /// The email address.
    public var email: String?
}

/// An invoice.
public struct StripeInvoice: Codable, Equatable, Sendable {
    /// `in_…`.
    public var id: String
    /// The amount paid, in cents.
    public var amountPaid: Int

    enum CodingKeys: String, CodingKey {
        case id
        case amountPaid = "amount_paid"
    }
}
