// Shows: `unless:` names keys an object must not have: a JSON-RPC notification is a request without an id.
import FlatTagged

public enum RequestID: Codable, Equatable { case string(String), number(Int) }

// @FlatTagged(untagged)
public enum Message {
    // @FlatTag(when: ["method", "id"])
    case request(jsonrpc: String, id: RequestID, method: String, params: FlatTaggedValue?)
    // @FlatTag(when: "method", unless: "id")
    case notification(jsonrpc: String, method: String, params: FlatTaggedValue?)
    // @FlatTag(unless: ["method", "error"])
    case response(jsonrpc: String, id: RequestID, result: FlatTaggedValue)
    // @FlatTag(unless: "method")
    case other([String: FlatTaggedValue])
}

// With `unless:`, a case with the same `when:` keys as an earlier one is reachable.
// @FlatTagged(untagged, labelNaming: .snakeCase)
public enum Event {
    // @FlatTag(when: "type", unless: "deleted_at")
    case live(FlatTaggedValue)
    // @FlatTag(when: "type")
    case deleted(type: String, deletedAt: String)
    case text(String)
}
