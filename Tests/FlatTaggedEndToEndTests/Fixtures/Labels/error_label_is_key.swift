// Shows: the error for a label whose key is the tag's key.
// @FlatTagged
enum Clash {
    case a(type: String)
}

// @FlatTagged(key: "kind")
enum Fine {
    case a(type: String)
}
