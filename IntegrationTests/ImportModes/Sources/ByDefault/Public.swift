// Public enums in every form, in a file that imports nothing: the generated file imports what
// its public conformances need.

// @FlatTagged
public enum Shape: Codable, Sendable {
    case circle(radius: Double)
    case square(side: Double)
}

// @FlatTagged(content: "data")
public enum Event: Codable, Sendable {
    case started(at: Int)
    case stopped
}

// @FlatTagged(external)
public enum Attribute: Codable, Sendable {
    case s(String)
    case n(Int)
}

// @FlatTagged(untagged)
public enum Token: Codable, Sendable {
    case number(Int)
    case text(String)
}

/// A family: members decode to the type their tag names.
// @FlatTagged
public protocol Animal: Codable, Sendable {}

// @FlatTag("dog")
public struct Dog: Animal {
    public var name: String
}
