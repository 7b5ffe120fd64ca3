import FlatTagged
import Foundation

// The promise suite's `rest:` enums, one per form that has objects of its own to keep keys of:
// each nests through a case with `rest:`, keeps the input's unknown keys there, and (flat and
// content forms) has a payload flattened beside labels and a rest, whose keys may collide.

// @FlatTagged
indirect enum PromiseRestFlat: Equatable, Sendable {
    // @FlatTag("leaf", rest: "rest")
    case leaf(value: Int, rest: [String: FlatTaggedValue])
    // @FlatTag("node", rest: "rest")
    case node(child: PromiseRestFlat, rest: [String: FlatTaggedValue])
    // @FlatTag("envelope", rest: "rest")
    case envelope(PromiseEnvelope, label: String, rest: [String: FlatTaggedValue])
}

// @FlatTagged(key: "kind", content: "content")
indirect enum PromiseRestContent: Equatable, Sendable {
    // @FlatTag("leaf", rest: "rest")
    case leaf(value: Int, rest: [String: FlatTaggedValue])
    // @FlatTag("node", flat, rest: "rest")
    case node(child: PromiseRestContent, rest: [String: FlatTaggedValue])
    // @FlatTag("envelope", rest: "rest")
    case envelope(PromiseEnvelope, label: String, rest: [String: FlatTaggedValue])
}

// @FlatTagged(external)
indirect enum PromiseRestExternal: Equatable, Sendable {
    // @FlatTag("leaf", rest: "rest")
    case leaf(value: Int, rest: [String: FlatTaggedValue])
    // @FlatTag("node", rest: "rest")
    case node(child: PromiseRestExternal, rest: [String: FlatTaggedValue])
}

/// Objects with a `child` nest; any other object is kept whole in the rest (an object whose
/// `child` is not a value of this enum fails, as a failing input must).
// @FlatTagged(untagged)
indirect enum PromiseRestUntagged: Equatable, Sendable {
    case number(Double)
    // @FlatTag(when: "child", rest: "rest")
    case node(child: PromiseRestUntagged, rest: [String: FlatTaggedValue])
    // @FlatTag(unless: "child", rest: "rest")
    case object(rest: [String: FlatTaggedValue])
}
