// Shows: the errors for nulls: on labels that are not optional or don't exist.
// @FlatTagged
enum Nulls {
    // @FlatTag("a", nulls: ["count", "missing"])
    case a(count: Int, name: String?)
    // @FlatTag("b", nulls: ["type"])
    case b(String?)
    // @FlatTag("c", nulls: ["x"])
    case c
}

// @FlatTagged(key: "op", content: "d")
enum Content {
    // @FlatTag(1, nulls: ["d"])
    case notOptional(Int)
    // @FlatTag(2, nulls: ["data"])
    case otherName(Int?)
    // @FlatTag(3, nulls: ["d"])
    case labeled(x: Int?)
}
