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
