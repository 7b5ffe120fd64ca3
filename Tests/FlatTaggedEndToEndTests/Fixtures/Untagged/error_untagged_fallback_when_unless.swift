// when: and unless: choose the values a case is tried on; the fallback is never tried: errors, not ignored.
import FlatTagged

// @FlatTagged(untagged)
enum Message {
    case text(String)
    // @FlatTag(unknown, when: "method", unless: "id")
    case other(FlatTaggedValue)
}
