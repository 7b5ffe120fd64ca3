// Shows: the errors for tags, aliases and missing on untagged cases, and for `when:` on a tagged enum.
import FlatTagged

// Untagged cases have no tags, aliases or missing case; when: is for untagged enums only.
// @FlatTagged(untagged)
enum Value {
    // @FlatTag("txt")
    case text(String)
    // @FlatTag(aliases: ["n"])
    case number(Int)
    // @FlatTag(7)
    case flag(Bool)
    // @FlatTag(missing)
    case none
}

// @FlatTagged
enum Tagged {
    // @FlatTag(when: "x")
    case point(x: Int)
}
