// The enums the label-option tests code: `labelNaming:`, `keys:`, `nulls:`, `flat` and a payload
// flattened beside labeled values, in the flat and content forms, with string and integer tags.

/// Discord's message components: integer tags, `custom_id` through `labelNaming:`, `disabled`
/// through `keys:`.
// @FlatTagged(labelNaming: .snakeCase)
enum LabelsComponent: Equatable {
    // @FlatTag(1)
    case actionRow(components: [LabelsComponent])
    // @FlatTag(2, keys: ["isDisabled": "disabled"])
    case button(style: Int, label: String?, customID: String, isDisabled: Bool? = nil)
}

/// GeoJSON's Feature: `geometry` and `properties` are written as `null`, a nil `id` is omitted.
// @FlatTagged
enum LabelsGeo: Equatable {
    // @FlatTag("Feature", nulls: ["geometry", "properties"])
    case feature(id: String?, geometry: LabelsPoint?, properties: [String: String]?)
    // @FlatTag("Box", nulls: ["height"], keys: ["height": "h"])
    case box(height: Int? = 7)
}

struct LabelsPoint: Codable, Equatable {
    var coordinates: [Double]
}

struct LabelsMessage: Codable, Equatable {
    var id: String
    var content: String
}

struct LabelsReady: Codable, Equatable {
    var sessionID: String

    enum CodingKeys: String, CodingKey {
        case sessionID = "session_id"
    }
}

/// Discord's dispatch events: the payload under `"d"`, the event name under `"t"`.
// @FlatTagged(key: "t", content: "d", naming: .screamingSnakeCase)
enum LabelsDispatch: Equatable {
    case ready(LabelsReady)
    case messageCreate(LabelsMessage)
}

/// Discord's gateway: most opcodes under `"d"`, dispatches with `t` and `s` beside it.
// @FlatTagged(key: "op", content: "d", labelNaming: .snakeCase)
enum LabelsGateway: Equatable {
    // @FlatTag(0, flat)
    case dispatch(LabelsDispatch, s: Int)
    // @FlatTag(1, nulls: ["d"])
    case heartbeat(Int?)
    // @FlatTag(2)
    case maybe(Int?)
    // @FlatTag(7, flat)
    case reconnect
    // @FlatTag(10)
    case hello(heartbeatInterval: Int)
    // @FlatTag(11, keys: ["operation": "op"])
    case echo(operation: Int)
}

/// A Stripe-like event: the envelope's fields beside the payload's own keys.
// @FlatTagged(labelNaming: .snakeCase)
enum LabelsEvent: Equatable {
    // @FlatTag("message.created")
    case created(LabelsMessage, eventID: String, createdAt: Int = 0)
}

/// The payload flattened under the content key, beside labeled values there.
// @FlatTagged(key: "kind", content: "data")
enum LabelsWrapped: Equatable {
    case created(LabelsMessage, requestID: String, note: String?)
}
