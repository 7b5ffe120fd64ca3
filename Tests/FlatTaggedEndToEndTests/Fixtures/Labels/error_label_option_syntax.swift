// Shows: the errors for keys: and nulls: written in a shape they don't take.
// @FlatTagged(labelNaming: .camelCase)
enum Syntax {
    // @FlatTag("a", keys: "x", nulls: "y")
    case a(x: Int?)
    // @FlatTag("b", keys: ["x": 3])
    case b(x: Int)
    // @FlatTag("c", keys: ["x"])
    case c(x: Int)
    // @FlatTag("d", keys: ["x": ""])
    case d(x: Int)
    // @FlatTag("e", nulls: [x])
    case e(x: Int?)
    // @FlatTag("f", keys: ["x": "y"], keys: ["x": "z"])
    case f(x: Int)
}

// @FlatTagged(content: "data")
enum Fallback {
    case known(x: Int)
    // @FlatTag(unknown, flat, nulls: ["x"])
    case other
}
