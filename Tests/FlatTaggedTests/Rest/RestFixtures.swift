import FlatTagged

// The enums the `rest:` tests code: CloudEvents, an Anthropic stream event, JSON-RPC, in every form.

/// CloudEvents: extension attributes are any number of top-level keys beside `id`, `source`,
/// `specversion` and `type`.
// @FlatTagged
enum RestCloudEvent: Equatable {
    // @FlatTag("com.example.order.created", rest: "extensions")
    case orderCreated(
        id: String, source: String, specversion: String, data: RestOrder, extensions: [String: FlatTaggedValue])
    // @FlatTag("com.example.ping")
    case ping(id: String, source: String)
}

struct RestOrder: Codable, Equatable {
    var orderNumber: String
    var total: Int
}

/// Anthropic's streaming events: fields the API adds after the enum was written are kept.
// @FlatTagged
enum RestStreamEvent: Equatable {
    // @FlatTag("message_start", rest: "extra")
    case messageStart(message: RestMessage, extra: [String: FlatTaggedValue])
    // @FlatTag("ping")
    case ping
}

struct RestMessage: Codable, Equatable {
    var id: String
    var role: String
    var model: String
}

/// JSON-RPC 2.0 request and notification, untagged: `"jsonrpc":"2.0"` is kept in the rest.
// @FlatTagged(untagged)
enum RestRPC: Equatable {
    // @FlatTag(when: "id", rest: "rest")
    case request(id: Int, method: String, params: FlatTaggedValue?, rest: [String: FlatTaggedValue])
    // @FlatTag(rest: "rest")
    case notification(method: String, rest: [String: FlatTaggedValue])
}

/// A flattened payload beside labels and a rest: the keys the payload asks for are read.
// @FlatTagged
enum RestEnvelope: Equatable {
    // @FlatTag("wrapped", rest: "extra")
    case wrapped(RestPayload, id: String, extra: [String: FlatTaggedValue] = [:], count: Int = 3)
}

/// Reads `body` and asks for `note`, which may be absent.
struct RestPayload: Codable, Equatable {
    var body: String
    var note: String?
}

/// The content form: the rest of the object under the content key, and of a `flat` case.
// @FlatTagged(key: "op", content: "d")
enum RestGateway: Equatable {
    // @FlatTag(0, flat, rest: "extra")
    case dispatch(t: String, s: Int, extra: [String: FlatTaggedValue])
    // @FlatTag(10, rest: "extra")
    case hello(heartbeatInterval: Int, extra: [String: FlatTaggedValue])
}

/// The external form: the rest of the object under the tag.
// @FlatTagged(external)
enum RestShape: Equatable {
    // @FlatTag("circle", rest: "more")
    case circle(radius: Double, more: [String: FlatTaggedValue])
    case square(side: Double)
}

/// A key in camelCase, for the key-strategy tests.
// @FlatTagged(key: "eventType")
enum RestStrategyEvent: Equatable {
    // @FlatTag("retry", rest: "extra")
    case retry(retryCount: Int, extra: [String: FlatTaggedValue])
}
