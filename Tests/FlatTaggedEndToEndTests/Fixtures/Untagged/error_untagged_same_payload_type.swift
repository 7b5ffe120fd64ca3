import FlatTagged

// @FlatTagged(untagged)
enum Name {
    case given(String)
    case family(Swift.String)
    case tags([String])
    case labels(Array<String>)
}
