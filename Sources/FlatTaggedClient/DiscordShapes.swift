import FlatTagged

// Discord's integer-tagged shapes: message components tagged by `"type"`, and the
// gateway's payloads tagged by `"op"` with their data under `"d"`.

struct DiscordButton: Codable, Sendable {
    var style: Int
    var label: String
    var customID: String

    enum CodingKeys: String, CodingKey {
        case style, label
        case customID = "custom_id"
    }
}

struct DiscordSelect: Codable, Sendable {
    var customID: String
    var placeholder: String?

    enum CodingKeys: String, CodingKey {
        case customID = "custom_id"
        case placeholder
    }
}

/// A message component: `{"type": 2, "style": 1, "label": "OK", "custom_id": "ok"}`.
// @FlatTagged
enum Component: Sendable {
    // @FlatTag(1)
    case actionRow(components: [Component])
    // @FlatTag(2)
    case button(DiscordButton)
    // @FlatTag(3, aliases: [5, 6, 7, 8])
    case select(DiscordSelect)
    // @FlatTag(unknown)
    case unknown(FlatTaggedUnknown)
}

struct DiscordMessage: Codable, Sendable {
    var id: String
    var content: String
}

/// A gateway payload: the opcode under `"op"`, its data under `"d"`, except dispatches, whose
/// event name `"t"` and sequence number `"s"` stand beside `"d"`:
/// `{"op":10,"d":{"heartbeat_interval":41250}}`, `{"op":0,"t":"MESSAGE_CREATE","s":42,"d":{…}}`.
// @FlatTagged(key: "op", content: "d", labelNaming: .snakeCase)
enum GatewayPayload: Sendable {
    /// The event's `t` and `d` flattened beside `s`.
    // @FlatTag(0, flat)
    case dispatch(DispatchEvent, s: Int)
    /// `{"op":1,"d":null}` before the first event: `nulls:` writes the `null`.
    // @FlatTag(1, nulls: ["d"])
    case heartbeat(Int?)
    // @FlatTag(10)
    case hello(heartbeatInterval: Int)
    // @FlatTag(11)
    case heartbeatAck
}

/// The events of opcode 0, by name under `"t"`, their data under `"d"`.
// @FlatTagged(key: "t", content: "d", naming: .screamingSnakeCase)
enum DispatchEvent: Sendable {
    case messageCreate(DiscordMessage)
}
