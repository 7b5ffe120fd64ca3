// Shows: the errors for two fallbacks, a fallback with a wrong payload or a tag, a fallback under #if.
// @FlatTagged
enum TwoFallbacks {
    case a(value: Int)
    // @FlatTag(unknown)
    case unknown
    // @FlatTag(unknown)
    case other
}

// @FlatTagged
enum WrongPayload {
    case a(value: Int)
    // @FlatTag(unknown)
    case unknown(String)
}

// @FlatTagged
enum FallbackWithTag {
    case a(value: Int)
    // @FlatTag("x", unknown)
    case unknown
}

// @FlatTagged
enum ConditionalFallback {
    case a(value: Int)
    #if DEBUG
    // @FlatTag(unknown)
    case unknown
    #endif
}
