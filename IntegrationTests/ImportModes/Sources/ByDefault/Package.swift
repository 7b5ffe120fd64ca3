// Package enums beside a public import that the user's own public declaration uses: the
// generated file repeats it as an internal import, so nothing warns that it is unused.
public import Foundation

public struct Link: Codable, Sendable {
    public var url: URL
}

// @FlatTagged
package enum Message: Codable, Sendable {
    case link(Link)
    case text(body: String)
}

// @FlatTagged(untagged)
package enum Value: Codable, Sendable {
    case flag(Bool)
    case list([Int])
}

/// A package family: its generated statics have the runtime's types.
// @FlatTagged
package protocol Gadget: Codable, Sendable {}

// @FlatTag("lamp")
package struct Lamp: Gadget {
    package var watts: Int
}
