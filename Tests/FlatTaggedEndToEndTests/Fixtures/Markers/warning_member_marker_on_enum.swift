// Shows: the warning for a member's marker before an enum that names no family.
import FlatTagged

// `// @FlatTag` marks a family member; before an enum that names no family it is most likely a
// typo for `// @FlatTagged`, which would otherwise ship Swift's synthesized format silently.

// @FlatTag
enum Message: Codable {
    case text(String)
    case ping
}

// @FlatTag("note")
enum Note: Swift.Codable, Sendable & Hashable {
    case plain
}

// @FlatTag
enum Bare {
    case one
}

// @FlatTagged(key: "kind")
protocol Shape: Codable {}

// Silent: a member that names its family in its own clause.
// @FlatTag("circle")
enum Circle: Shape, Sendable {
    case unit
}

// Silent: a family declared in another file (here, its protocol stands in for it), named in the
// member's clause.
// @FlatTag
enum Sticker: Codable, Attachment {
    case heart
}

protocol Attachment: Codable {}

// Silent: a struct member; its family's conformance may be declared elsewhere.
// @FlatTag
struct Point: Codable {
    var x: Int
}
