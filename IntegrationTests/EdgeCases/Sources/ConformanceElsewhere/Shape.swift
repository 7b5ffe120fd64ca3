import FlatTagged

/// `Codable` reached through a typealias the generator can't expand.
// @FlatTagged(content: "data")
public enum Shape: Model {
    case circle(radius: Double)
    case label(TextMessage)
    case dot
}
