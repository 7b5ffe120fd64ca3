// Shows: the errors for availability the generated code can't repeat, and an enum with no case left.
// @FlatTagged
enum Unsupported {
    case a
    @available(swift, obsoleted: 6)
    case b
    @available(iOS, unavailable)
    case c
    @available(macOS, introduced: 12, obsoleted: 14)
    case d
    #if DEBUG
    @available(macOS 14, *)
    case e
    #endif
    // @FlatTag(unknown)
    @available(macOS 14, *)
    case unknown
}

// @FlatTagged
enum NothingLeft {
    @available(*, unavailable)
    case a(x: Int)
}
