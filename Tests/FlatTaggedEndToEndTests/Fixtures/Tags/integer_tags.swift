// Shows: integer tags and integer aliases, in the flat and content forms.
import FlatTagged

struct Button: Codable { var style: Int; var label: String }
struct Select: Codable { var custom_id: String }

/// Discord's message components: integer tags, integer aliases, a negative tag.
// @FlatTagged
enum Component {
    // @FlatTag(1)
    case actionRow(components: [Component])
    // @FlatTag(2)
    case button(Button)
    // @FlatTag(3, aliases: [5, 6, 7, 8])
    case select(Select)
    // @FlatTag(-1)
    case legacy
    // @FlatTag(unknown)
    case unknown(FlatTaggedUnknown)
}

struct Hello: Codable { var heartbeat_interval: Int }

/// Discord's gateway: the content form with an integer key, a missing case, `#if`.
// @FlatTagged(key: "op", content: "d")
enum GatewayEvent {
    // @FlatTag(10)
    case hello(Hello)
    // @FlatTag(11, missing)
    case heartbeatAck
    #if DEBUG
    // @FlatTag(1_000)
    case debug(message: String? = nil)
    #endif
}
