// Shows: a key in `unless:` that the case requires leaves it no object: an error at `unless:`.
import FlatTagged

// @FlatTagged(untagged, labelNaming: .snakeCase)
enum Message {
    // @FlatTag(unless: "request_id")
    case request(method: String, requestID: Int)
    case text(String)
}
