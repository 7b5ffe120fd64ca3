import FlatTagged
import Foundation

// The promise suite's enums, one per form and option: each nests (a case holding the enum
// itself), carries data whose keys no strategy may touch (a `FlatTaggedValue`), and, where the
// form allows a flattened payload beside labels (flat and content forms), one beside a label of
// the same name (`data`). The external and untagged forms take labels or one payload, never
// both, so nothing of theirs can collide. The plugin
// generates their conformances, as it does for a user's. PromiseSubjects.swift says how each is
// nested, broken and spelled in JSON.

// @FlatTagged
indirect enum PromiseFlat: Equatable, Sendable {
    case leaf(value: Int)
    case node(child: PromiseFlat)
    case carried(value: FlatTaggedValue)
    case envelope(PromiseEnvelope, data: String)
    case typed(PromiseTyped)
}

// @FlatTagged(key: "kind", content: "content")
indirect enum PromiseContent: Equatable, Sendable {
    case leaf(Int)
    case node(PromiseContent)
    case carried(FlatTaggedValue)
    case envelope(PromiseEnvelope, data: String)
}

// @FlatTagged(external)
indirect enum PromiseExternal: Equatable, Sendable {
    case leaf(Int)
    case node(PromiseExternal)
    case carried(FlatTaggedValue)
    /// A case without values: the stack sweep nests down to it (`"end"`, a bare string).
    case end
}

/// The shape of any JSON value, decided by the value itself.
// @FlatTagged(untagged)
indirect enum PromiseUntagged: Equatable, Sendable {
    case null
    case s(String)
    case n(Double)
    case a([PromiseUntagged])
    case o([String: PromiseUntagged])
}

// @FlatTagged(key: "op")
indirect enum PromiseOpcode: Equatable, Sendable {
    // @FlatTag(1)
    case leaf(value: Int)
    // @FlatTag(2)
    case node(child: PromiseOpcode)
    // @FlatTag(3)
    case carried(value: FlatTaggedValue)
    // @FlatTag(4)
    case envelope(PromiseEnvelope, data: String)
    // @FlatTag(5)
    case opped(PromiseOpped)
}

/// An unknown tag's fallback: the object is kept whole, however deep.
// @FlatTagged
enum PromiseOpen: Equatable, Sendable {
    case known(value: Int)
    // @FlatTag(unknown)
    case unknown(FlatTaggedUnknown)
}

// MARK: A family

// @FlatTagged(key: "shape")
protocol PromiseSketch: Codable, Sendable {}

// @FlatTag("group")
struct PromiseGroup: PromiseSketch {
    @Polymorphic var child: (any PromiseSketch)?
}

// @FlatTag("dot")
struct PromiseDot: PromiseSketch, Equatable {
    var value: Int
}

/// Data whose keys are the input's, in a member and in a dictionary of family values.
// @FlatTag("carried")
struct PromiseCarried: PromiseSketch {
    var data: FlatTaggedValue
    @Polymorphic var table: [String: any PromiseSketch]
}
