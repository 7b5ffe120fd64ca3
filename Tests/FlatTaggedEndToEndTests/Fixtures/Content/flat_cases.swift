// Shows: `flat` cases in the content form: their values beside the tag instead of under the content key.
struct Hello: Codable {
    var heartbeatInterval: Int
}

// `flat` puts a case's values beside the tag in the content form; on a case without values it
// changes nothing.
// @FlatTagged(key: "op", content: "d", labelNaming: .snakeCase)
enum Gateway {
    // @FlatTag(7, flat)
    case reconnect
    // @FlatTag(9, flat)
    case invalidSession(resumable: Bool, retryAfterSeconds: Int?)
    // @FlatTag(10, flat)
    case hello(Hello)
    // @FlatTag(11)
    case heartbeatAck(sequence: Int)
    // @FlatTag(12, flat, keys: ["sessionID": "session"])
    case ready(sessionID: String, type: String)
}
