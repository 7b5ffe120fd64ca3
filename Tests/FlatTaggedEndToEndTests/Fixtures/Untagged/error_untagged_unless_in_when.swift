// Shows: a key both in `when:` and in `unless:` leaves the case no object: an error at `unless:`.
import FlatTagged

// @FlatTagged(untagged)
enum Message {
    // @FlatTag(when: ["method", "id"], unless: "id")
    case request(method: String, id: Int?)
    case text(String)
}
