// Shows: the errors for family fallbacks without a stored `unknown` of the right type, or that are not structs.
import FlatTagged

// @FlatTagged
protocol Thing: Codable, Sendable {}

// No stored property `unknown: FlatTaggedUnknown`.
// @FlatTag(unknown)
struct NoUnknown: Thing { var object: FlatTaggedUnknown }

// A computed `unknown` stores nothing.
// @FlatTag(unknown)
struct ComputedUnknown: Thing {
    var stored: FlatTaggedUnknown
    var unknown: FlatTaggedUnknown { stored }
}

// The property must have that type.
// @FlatTag(unknown)
struct WrongType: Thing { let unknown: String }

// Only a struct can be a fallback.
// @FlatTag(unknown)
final class ClassFallback: Thing { let unknown: FlatTaggedUnknown }

// A nested type's `unknown` is not the fallback's.
// @FlatTag(unknown)
struct NestedOnly: Thing {
    struct Inner { let unknown: FlatTaggedUnknown }
}
