// Shows: explicit tags and aliases, raw and escaped string tags, and a doc comment between marker and case.
// @FlatTagged(naming: .snakeCase)
enum Auth {
    // @FlatTag("login", aliases: ["signin", "sign_in"])
    case logIn(user: String)
    /// A doc comment between the marker and the case.
    // @FlatTag(aliases: ["bye"])
    case logOut
    // @FlatTag(#"raw"tag"#)
    case raw
    // @FlatTag("esc\"aped\\")
    case escaped
}
