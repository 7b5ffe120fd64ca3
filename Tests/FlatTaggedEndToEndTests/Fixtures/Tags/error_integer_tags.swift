// Shows: the errors for integer tags mixed with names or naming:, left out, or used twice.
// @FlatTagged(naming: .snakeCase)
enum Named {
    // @FlatTag(1)
    case a
    // @FlatTag(2)
    case b
}

// @FlatTagged
enum Mixed {
    // @FlatTag("a")
    case a
    // @FlatTag(2)
    case b
    // @FlatTag(3)
    case c
}

// @FlatTagged
enum Untagged {
    // @FlatTag(1)
    case a
    case b
    // @FlatTag(aliases: [3])
    case c
    // @FlatTag(unknown)
    case other
}

// @FlatTagged
enum Duplicates {
    // @FlatTag(1, aliases: [2])
    case a
    // @FlatTag(2)
    case b
    // @FlatTag(3, aliases: ["three"])
    case c
}

// @FlatTagged
enum IntegerAliasOnString {
    // @FlatTag("a", aliases: [1])
    case a
}
