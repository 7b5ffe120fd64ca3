import FlatTagged

// @FlatTagged(untagged)
enum Amount {
    case exact(Decimal)
    case count(Int)
}
