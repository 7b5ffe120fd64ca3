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

struct Hello: Codable, Sendable {
    var heartbeatInterval: Int

    enum CodingKeys: String, CodingKey {
        case heartbeatInterval = "heartbeat_interval"
    }
}

/// A gateway payload: `{"op": 10, "d": {"heartbeat_interval": 41250}}`.
// @FlatTagged(key: "op", content: "d")
enum GatewayPayload: Sendable {
    // @FlatTag(1)
    case heartbeat(Int?)
    // @FlatTag(10)
    case hello(Hello)
    // @FlatTag(11)
    case heartbeatAck
}
