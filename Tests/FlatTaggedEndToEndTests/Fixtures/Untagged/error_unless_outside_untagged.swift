// Shows: `unless:` chooses by keys, so it belongs to the untagged form: an error in a tagged enum.
import FlatTagged

// @FlatTagged(key: "type")
enum Event {
    // @FlatTag(unless: "id")
    case created(name: String)
}
