// Shows: keywords as case names and labels, and labels named like the generated code's parameters.
// @FlatTagged
enum Tricky {
    case `default`(default: Int, `self`: String, container: Bool, tag: String)
    case `self`
    case `init`(encoder: Int, decoder: Int)
    case `var`(`var`: Int)
}
