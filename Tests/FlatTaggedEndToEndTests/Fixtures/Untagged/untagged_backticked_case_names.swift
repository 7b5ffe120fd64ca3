// Shows: cases named with backticks in the untagged form, escaped in `Kind` as in the tagged forms.
import FlatTagged

// Cases named with backticks in the untagged form: `Kind` declares them escaped, as the tagged
// forms do (`Type` and `Protocol` need backticks in a declaration and after a dot).

// @FlatTagged(untagged)
enum Loose: Codable, Equatable {
    case `Type`(Int)
    case `Protocol`(String)
    case `default`(Bool)
    case `self`([Int])
}
