import Core
import FlatTagged

// In this target, declarations are main-actor isolated by default; members of a Sendable family
// are inferred nonisolated, and the generated FlatTaggedMember conformances are
// `nonisolated` either way.

// @FlatTag("cat")
public struct Cat: Animal, Equatable {
    public var name: String
    public var lives: Int
    public init(name: String, lives: Int) {
        self.name = name
        self.lives = lives
    }
}

/// A plain type of this target: main-actor isolated, with a generated nonisolated conformance.
// @FlatTag("bell_rang")
struct BellRang: Signal {
    var loud: Bool
}
