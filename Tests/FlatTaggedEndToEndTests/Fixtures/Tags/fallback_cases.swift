// Shows: fallback cases for an unknown tag: one keeping the object, one without a payload.
import FlatTagged

// @FlatTagged
enum Lossless {
    case known(value: Int)
    // @FlatTag(unknown)
    case unknown(FlatTaggedUnknown)
}

// @FlatTagged(content: "data")
enum Lossy {
    case known(value: Int)
    // @FlatTag(unknown)
    case other
}
