import FlatTagged

// @FlatTagged(untagged)
enum Value {
    case none
    case text(String)
    case empty
}
