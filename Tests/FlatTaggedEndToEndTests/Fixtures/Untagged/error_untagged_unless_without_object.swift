// Shows: `unless:` on a case that is never an object can never rule anything out: an error.
import FlatTagged

// @FlatTagged(untagged)
enum Value {
    // @FlatTag(unless: "id")
    case text(String)
    case number(Int)
}
