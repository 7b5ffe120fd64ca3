// Shows: `unless:` takes a key or an array of keys, not a tuple: an error.
import FlatTagged

// @FlatTagged(untagged)
enum Message {
    // @FlatTag(when: "method", unless: ("id", "error"))
    case notification(method: String)
    case text(String)
}
