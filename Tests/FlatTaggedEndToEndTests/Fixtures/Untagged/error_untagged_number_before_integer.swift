// Shows: the error for an untagged integer case after a number case that takes every integer.
import FlatTagged

// @FlatTagged(untagged)
enum Amount {
    case exact(Decimal)
    case count(Int)
}
