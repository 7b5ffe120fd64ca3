// Shows: the errors for members named like the generated tag members, and the names that are fine.
import FlatTagged

/// Every @FlatTagged enum gets `var flatTag`, `static var flatTags` and `static var flatTagKey`
/// (FlatTaggedEnum's requirements): members of the same names would be redeclarations.
// @FlatTagged
enum Message {
    case text(body: String)
    case ping

    var flatTag: String { "mine" }
    static let flatTags = ["text"]
    static var flatTagKey: String { "type" }
}

/// `kind: none` makes room for `Kind` and `kind` only.
// @FlatTagged(kind: none)
enum Event {
    case opened(at: Int)
    func flatTag() -> String? { nil }
}

/// A case is a static member: it clashes with the static ones.
// @FlatTagged
enum Field {
    case flatTags(count: Int)
    case flatTagKey
    // Fine: a case and an instance member don't clash.
    case flatTag(value: Int)
}

/// A case named `Self` would capture `Self` in the generated code.
// @FlatTagged
enum Pronoun {
    case `Self`
    case other
}

/// Silent: an instance member named like a static one, a static one named like an instance one,
/// and functions with parameters.
// @FlatTagged
enum Quiet {
    case a
    var flatTags: [String] { [] }
    static var flatTag: String { "" }
    func flatTag(for other: Quiet) -> String { "" }
    static func flatTags(in list: [Quiet]) -> [String] { [] }
}
