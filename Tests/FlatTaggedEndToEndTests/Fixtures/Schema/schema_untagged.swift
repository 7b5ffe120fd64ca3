// Shows: the untagged form's JSON Schema: each case's shape, an integer's range, when: and unless: keys.
import FlatTagged

// The untagged form's schema: each case's shape, an integer's range, when: and unless: keys.
// @FlatTagged(untagged, schema)
enum Message {
    case text(String)
    case count(Int32)
    case ratio(Double)
    case flag(Bool)
    case parts([Message])
    // @FlatTag(when: "method", unless: "id")
    case notification(method: String, params: [Message]?)
    // @FlatTag(when: "id")
    case request(id: Int, method: String)
    case empty
}
