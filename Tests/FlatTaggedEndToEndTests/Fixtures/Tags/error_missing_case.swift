// Shows: the errors for two missing cases, a missing fallback, a missing case under #if, missing twice.
// @FlatTagged
enum TwoMissing {
    // @FlatTag(missing)
    case a
    // @FlatTag("b", missing)
    case b
}

// @FlatTagged
enum MissingAndUnknown {
    case a
    // @FlatTag(unknown, missing)
    case other
}

// @FlatTagged
enum MissingUnderIf {
    case a
    #if DEBUG
    // @FlatTag(missing)
    case debug
    #endif
}

// @FlatTagged
enum MissingTwice {
    // @FlatTag(missing, missing)
    case a
}
