// Shows: the errors for an untagged integer case whose values an earlier, wider integer case takes.
import FlatTagged

// @FlatTagged(untagged)
enum Port {
    case wide(Int)
    case narrow(Int64)
    case small(Int16)
    case byte(UInt8)
}
