// Explicit access levels on every import, as a module written for InternalImportsByDefault
// before adopting it: public enums in every form, with imports the user's own code uses.
public import Foundation
internal import Dispatch

public struct Stamp: Codable, Sendable {
    public var date: Date
}

let queue = DispatchQueue(label: "explicit")

// @FlatTagged
public enum Shape: Codable, Sendable {
    case circle(radius: Double, at: Stamp)
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

// @FlatTag("cat")
public struct Cat: Animal {
    public var name: String
}
