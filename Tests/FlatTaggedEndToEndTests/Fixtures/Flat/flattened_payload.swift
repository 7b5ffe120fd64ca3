// Shows: one unlabeled payload beside labeled values, its keys and theirs in one object, in the flat and content forms.
struct Message: Codable {
    var content: String
}

// One unlabeled payload beside labeled values: the payload's keys and the values share an
// object, and the tag is written last.
// @FlatTagged
enum Event {
    case created(Message, id: String, createdAt: Int)
    case updated(id: String, Message, previous: String? = nil)
}

// In the content form, they share the object under the content key.
// @FlatTagged(key: "kind", content: "data", labelNaming: .snakeCase)
enum Wrapped {
    case created(Message, requestID: String)
    // @FlatTag("updated", flat)
    case updated(Message, requestID: String = "none")
}

// With integer tags and a nested content-form enum as the payload: Discord's dispatch.
// @FlatTagged(key: "t", content: "d", naming: .screamingSnakeCase)
enum DispatchEvent {
    case ready(Message)
    case messageCreate(Message)
}

// @FlatTagged(key: "op", content: "d")
enum GatewayPayload {
    // @FlatTag(0, flat)
    case dispatch(DispatchEvent, s: Int)
}
