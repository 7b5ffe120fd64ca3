// Shows: the errors for a tag or alias used twice, after naming and across #if branches.
// @FlatTagged(naming: .snakeCase)
enum Duplicates {
    case userName
    // @FlatTag("user_name")
    case other
    // @FlatTag("third", aliases: ["user_name", "x", "x"])
    case third
    #if os(iOS)
    case platform
    #else
    // @FlatTag("platform")
    case platformElse
    #endif
}
