import FlatTagged

// @FlatTagged(untagged)
enum Port {
    case wide(Int)
    case narrow(Int64)
    case small(Int16)
    case byte(UInt8)
}
