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
