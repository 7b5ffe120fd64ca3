// Shows: a family's fallback member, which keeps an unknown tag's object.
import FlatTagged

// @FlatTagged(key: "kind")
public protocol Creature: Codable, Sendable { var name: String { get } }

// The family's lossless fallback: the generator writes its FlatTaggedFallback conformance.
// @FlatTag(unknown)
public struct UnknownCreature: Creature {
    public let unknown: FlatTaggedUnknown
    public var name: String { unknown.tag }
}

// @FlatTagged
protocol Event: Decodable, Sendable {}

// Internal, qualified type, `var`.
// @FlatTag(unknown)
struct UnknownEvent: Event {
    var unknown: FlatTagged.FlatTaggedUnknown
    var received = 0
}
