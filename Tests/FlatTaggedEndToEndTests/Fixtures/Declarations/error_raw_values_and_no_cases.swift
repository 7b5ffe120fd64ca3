// Shows: the errors for enums with raw values, without cases, or with only a fallback.
// @FlatTagged
enum Raw: String { case a, b }

// @FlatTagged
enum RawInt: Int, Codable { case one = 1 }

// @FlatTagged
enum Empty {}

// @FlatTagged
enum OnlyFallback {
    // @FlatTag(unknown)
    case unknown
}
