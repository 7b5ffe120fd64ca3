// Shows: the errors for two untagged cases with the same payload type, however it is spelled.
import FlatTagged

// @FlatTagged(untagged)
enum Name {
    case given(String)
    case family(Swift.String)
    case tags([String])
    case labels(Array<String>)
}
