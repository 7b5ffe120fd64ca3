// Shows: the untagged form: every shape of value a case can be chosen by, one case each.
import FlatTagged
import Foundation

// Every shape of the untagged form, one case each, in an order where each can be chosen.
// @FlatTagged(untagged)
enum Setting {
    case unset
    case text(String)
    case flag(Bool)
    case small(Int8)
    case count(Int)
    case ratio(Double)
    case list([String])
    case table(Dictionary<String, Int>)
    case range(lower: Int, upper: Int, step: Int? = nil)
    case link(URL)
}
