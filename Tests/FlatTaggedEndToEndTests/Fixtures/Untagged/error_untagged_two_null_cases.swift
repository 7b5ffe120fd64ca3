// Shows: the error for two untagged cases without values, which both read null.
import FlatTagged

// @FlatTagged(untagged)
enum Value {
    case none
    case text(String)
    case empty
}
