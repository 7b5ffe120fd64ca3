import FlatTagged
import Foundation

// The promise suite's `rest:` subjects (Tests/FlatTaggedTests/Promises/PromiseRestFixtures.swift),
// one per form with objects of its own to keep keys of: each level nests through a case with
// `rest:` and carries a key the case doesn't declare, which the rest keeps. The same inputs as
// the suite's; a failing shape fails at the innermost value as the suite's failing inputs do.

// @FlatTagged
indirect enum PromiseRestFlat {
    // @FlatTag("leaf", rest: "rest")
    case leaf(value: Int, rest: [String: FlatTaggedValue])
    // @FlatTag("node", rest: "rest")
    case node(child: PromiseRestFlat, rest: [String: FlatTaggedValue])
}

// @FlatTagged(key: "kind", content: "content")
indirect enum PromiseRestContent {
    // @FlatTag("leaf", rest: "rest")
    case leaf(value: Int, rest: [String: FlatTaggedValue])
    // @FlatTag("node", flat, rest: "rest")
    case node(child: PromiseRestContent, rest: [String: FlatTaggedValue])
}

// @FlatTagged(external)
indirect enum PromiseRestExternal {
    // @FlatTag("leaf", rest: "rest")
    case leaf(value: Int, rest: [String: FlatTaggedValue])
    // @FlatTag("node", rest: "rest")
    case node(child: PromiseRestExternal, rest: [String: FlatTaggedValue])
}

/// Objects with a `child` nest; any other object is kept whole in the rest.
// @FlatTagged(untagged)
indirect enum PromiseRestUntagged {
    case number(Double)
    // @FlatTag(when: "child", rest: "rest")
    case node(child: PromiseRestUntagged, rest: [String: FlatTaggedValue])
    // @FlatTag(unless: "child", rest: "rest")
    case object(rest: [String: FlatTaggedValue])
}

extension PromiseBenchmarkSubject {
    /// The subjects with `rest:`: `rest-flat`, `rest-content`, `rest-external`, `rest-untagged`.
    static let rest: [PromiseBenchmarkSubject] = [
        .init(
            name: "rest-flat",
            nested: {
                chain(
                    $0, open: #"{"type":"node","x":"a","child":"#,
                    leaf: leaf(#"{"type":"leaf","value":1,"y":"b"}"#, #"{"type":"leaf","value":"x"}"#))
            },
            decode: decoding(PromiseRestFlat.self)),
        .init(
            name: "rest-content",
            // The leaf is two levels: `depth` levels in all.
            nested: {
                chain(
                    max($0 - 1, 1), open: #"{"kind":"node","x":"a","child":"#,
                    leaf: leaf(#"{"kind":"leaf","content":{"value":1,"y":"b"}}"#, #"{"kind":"leaf","content":"x"}"#))
            },
            decode: decoding(PromiseRestContent.self)),
        .init(
            name: "rest-external",
            // Two objects a level (`{"node":{"child":…}}`): `depth` levels of objects in all.
            nested: { depth in
                let steps = max(depth / 2, 1)
                return chain(
                    steps, open: #"{"node":{"x":"a","child":"#,
                    leaf: leaf(#"{"leaf":{"value":1,"y":"b"}}"#, #"{"leaf":{"value":"x"}}"#))
                    + String(repeating: "}", count: max(steps - 1, 0))
            },
            decode: decoding(PromiseRestExternal.self)),
        .init(
            name: "rest-untagged",
            nested: { chain($0, open: #"{"x":"a","child":"#, leaf: leaf(#"{"y":"b"}"#, #"{"child":true}"#)) },
            decode: decoding(PromiseRestUntagged.self)),
    ]
}
