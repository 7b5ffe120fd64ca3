// Shows: Codable declared in an extension or through a typealias instead of the enum's inheritance clause.
typealias Model = Codable & Hashable & Sendable

/// `Codable` declared outside the inheritance clause.
// @FlatTagged
enum Message: Equatable {
    case move(x: Int, y: Int)
    case ping
}

extension Message: Codable {}

/// `Codable` through a typealias the generator can't expand.
// @FlatTagged(content: "data")
enum Shape: Model {
    case circle(radius: Double)
    case dot
}

/// Only `Decodable` declared elsewhere: both directions are generated.
// @FlatTagged
enum Reading {
    case celsius(value: Double)
}

extension Reading: Decodable {}
