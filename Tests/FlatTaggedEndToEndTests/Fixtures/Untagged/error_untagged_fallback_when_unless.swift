// Shows: `when:` and `unless:` on the untagged fallback, which is never tried: errors, not ignored.
import FlatTagged

// @FlatTagged(untagged)
enum Message {
    case text(String)
    // @FlatTag(unknown, when: "method", unless: "id")
    case other(FlatTaggedValue)
}
