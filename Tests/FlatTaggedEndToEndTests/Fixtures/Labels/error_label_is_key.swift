// @FlatTagged
enum Clash {
    case a(type: String)
}

// @FlatTagged(key: "kind")
enum Fine {
    case a(type: String)
}
