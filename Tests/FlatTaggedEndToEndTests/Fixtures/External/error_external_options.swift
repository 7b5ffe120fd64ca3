// Shows: the errors for options the external form can't take: key:, content:, integer tags, missing, twice.
// @FlatTagged(external, key: "kind")
enum KeyGiven {
    case a
}

// @FlatTagged(content: "data", external)
enum ContentGiven {
    case a
}

// @FlatTagged(external, external)
enum Twice {
    case a
}

// @FlatTagged(external)
enum IntegerTags {
    // @FlatTag(1)
    case a
    // @FlatTag("b", aliases: [2])
    case b
}

// @FlatTagged(external)
enum Missing {
    // @FlatTag("a", missing)
    case a
}

// @FlatTagged(external)
enum Pair {
    case pair(Int, Int)
    // @FlatTag(unknown)
    case other(String)
}

// @FlatTagged(extern)
enum Misspelled {
    case a
}

// Tags that collide only after naming: two object keys would mean two cases.
// @FlatTagged(external, naming: .uppercase)
enum Collide {
    case s(String)
    case S(Int)
    // @FlatTag("n", aliases: ["S"])
    case n(String)
}

// Two wire forms at once: an enum takes one.
// @FlatTagged(external, untagged)
enum Both {
    case a
}
