import FlatTagged
import Foundation

// The promise suite's `rest:` subjects, one per form (PromiseRestFixtures.swift). Under the
// snake-case strategies a rest key stays as the data spells it when it has no capital letter
// (`.convertToSnakeCase` rewrites keys with capitals, rest keys included: the documented limit),
// so their strategy inputs keep unknown snake_case keys at the top and any key deeper down.

extension PromiseSubject {
    /// The subjects with `rest:`.
    static let rest: [PromiseSubject] = [.restFlat, .restContent, .restExternal, .restUntagged]

    /// The external form's nesting: two objects a level (`{"node":{"child":…}}`), so `depth`
    /// levels of objects in all. The unknown keys nested values carry are strings, which
    /// `FlatTaggedValue` reads without a failed guess: a number or an array costs one, whose
    /// `DecodingError` the decoder builds in time quadratic in its depth, as anywhere a
    /// `FlatTaggedValue` stands (the errors article's "Hostile input").
    static func externalChain(_ depth: Int, leaf: String) -> String {
        let steps = max(depth / 2, 1)
        return chain(steps, open: #"{"node":{"x":"a","child":"#, leaf: leaf)
            + String(repeating: "}", count: max(steps - 1, 0))
    }

    /// Unknown keys a case with `rest:` keeps: top-level keys without capitals, any key below.
    static let restData = #""user_id":7,"foo_bar":2,"a_b":[{"c_d":null,"eF":"g_h","fooBar":1}]"#

    static let restFlat = PromiseSubject(
        name: "rest: in the flat form", typeName: "PromiseRestFlat",
        nested: { chain($0, open: #"{"type":"node","x":"a","child":"#, leaf: #"{"type":"leaf","value":1,"y":"b"}"#) },
        valueType: PromiseRestFlat.self, decodeValue: decoding(PromiseRestFlat.self),
        huge: { kind, huge in
            switch kind {
            case .tag: [#"{"type":\#(huge),"value":1}"#]
            case .key: [#"{\#(huge):1}"#, #"{"type":"leaf","value":1,\#(huge):1}"#, #"{"type":"leaf",\#(huge):1}"#]
            case .string: [#"{"type":"leaf","value":\#(huge)}"#, #"{"type":"leaf","value":1,"s":\#(huge)}"#]
            case .number: [#"{"type":"leaf","value":\#(huge)}"#, #"{"type":"leaf","value":1,"n":\#(huge)}"#]
            }
        },
        invalid: [
            "{}", #"{"type":"nope"}"#, #"{"type":"leaf"}"#, #"{"type":"leaf","value":"x"}"#,
            #"{"type":"leaf","value":1,"n":1e400}"#, #"{"type":"node","child":{"type":"nope"}}"#, "[]",
        ],
        collisions: [
            PromiseCollision("a rest key the case writes", PromiseRestFlat.leaf(value: 1, rest: ["value": .int(2)])),
            PromiseCollision("a rest key that is the tag's", PromiseRestFlat.leaf(value: 1, rest: ["type": .int(2)])),
            PromiseCollision(
                "a rest key the flattened payload writes",
                PromiseRestFlat.envelope(PromiseEnvelope(id: "e", data: 1), label: "l", rest: ["data": .int(2)])),
        ],
        duplicates: [
            DuplicateKeyInput(
                input: #"{"type":"leaf","value":1,"value":2,"k":3}"#, asRead: #"{"type":"leaf","value":1,"k":3}"#)
        ],
        strategyInput: #"{"type":"leaf","value":1,\#(restData)}"#
    )

    static let restContent = PromiseSubject(
        name: "rest: in the content form", typeName: "PromiseRestContent",
        nested: {
            // The leaf is two levels: `depth` levels in all.
            chain(
                max($0 - 1, 1), open: #"{"kind":"node","x":"a","child":"#,
                leaf: #"{"kind":"leaf","content":{"value":1,"y":"b"}}"#)
        },
        valueType: PromiseRestContent.self, decodeValue: decoding(PromiseRestContent.self),
        huge: { kind, huge in
            switch kind {
            case .tag: [#"{"kind":\#(huge)}"#]
            case .key: [#"{"kind":"leaf","content":{"value":1,\#(huge):1}}"#, #"{"kind":"node",\#(huge):1}"#]
            case .string: [#"{"kind":"leaf","content":{"value":1,"s":\#(huge)}}"#]
            case .number: [#"{"kind":"leaf","content":{"value":\#(huge)}}"#]
            }
        },
        invalid: [
            "{}", #"{"kind":"nope"}"#, #"{"kind":"leaf"}"#, #"{"kind":"leaf","content":5}"#,
            #"{"kind":"leaf","content":{"value":1,"n":1e400}}"#, "[]",
        ],
        collisions: [
            PromiseCollision(
                "a rest key the case writes", PromiseRestContent.leaf(value: 1, rest: ["value": .int(2)])),
            PromiseCollision(
                "a rest key that is the tag's",
                PromiseRestContent.node(child: .leaf(value: 1, rest: [:]), rest: ["kind": .int(2)])),
            PromiseCollision(
                "a rest key the flattened payload writes",
                PromiseRestContent.envelope(PromiseEnvelope(id: "e", data: 1), label: "l", rest: ["id": .int(2)])),
        ],
        duplicates: [
            DuplicateKeyInput(
                input: #"{"kind":"leaf","content":{"value":1,"value":2,"k":3}}"#,
                asRead: #"{"kind":"leaf","content":{"value":1,"k":3}}"#)
        ],
        strategyInput: #"{"kind":"leaf","content":{"value":1,\#(restData)}}"#
    )

    static let restExternal = PromiseSubject(
        name: "rest: in the external form", typeName: "PromiseRestExternal",
        nested: { externalChain($0, leaf: #"{"leaf":{"value":1,"y":"b"}}"#) },
        valueType: PromiseRestExternal.self, decodeValue: decoding(PromiseRestExternal.self),
        huge: { kind, huge in
            switch kind {
            case .tag: [#"{\#(huge):{}}"#]
            case .key: [#"{"leaf":{"value":1,\#(huge):1}}"#]
            case .string: [#"{"leaf":{"value":1,"s":\#(huge)}}"#]
            case .number: [#"{"leaf":{"value":\#(huge)}}"#]
            }
        },
        invalid: ["{}", #"{"nope":{}}"#, #"{"leaf":5}"#, #"{"leaf":{"value":1,"n":1e400}}"#, "[]"],
        collisions: [
            PromiseCollision(
                "a rest key the case writes", PromiseRestExternal.leaf(value: 1, rest: ["value": .int(2)]))
        ],
        duplicates: [
            DuplicateKeyInput(
                input: #"{"leaf":{"value":1,"value":2,"k":3}}"#, asRead: #"{"leaf":{"value":1,"k":3}}"#)
        ],
        strategyInput: #"{"leaf":{"value":1,\#(restData)}}"#
    )

    static let restUntagged = PromiseSubject(
        name: "rest: in the untagged form", typeName: "PromiseRestUntagged",
        nested: { chain($0, open: #"{"x":"a","child":"#, leaf: #"{"y":"b"}"#) },
        valueType: PromiseRestUntagged.self, decodeValue: decoding(PromiseRestUntagged.self),
        huge: { kind, huge in
            switch kind {
            case .tag: []
            case .key: [#"{\#(huge):1}"#, #"{"child":{\#(huge):1}}"#]
            case .string: [#"{"s":\#(huge)}"#, huge]
            case .number: [huge, #"{"n":\#(huge)}"#]
            }
        },
        // Any other object is the rest of `object`: only non-objects and broken values fail.
        invalid: ["true", "[1]", #"{"n":1e400}"#, #"{"child":{"n":1e400}}"#],
        collisions: [
            PromiseCollision(
                "a rest key the case writes", PromiseRestUntagged.node(child: .number(1), rest: ["child": .int(2)]))
        ],
        duplicates: [
            DuplicateKeyInput(input: #"{"child":1,"child":"two","k":3}"#, asRead: #"{"child":1,"k":3}"#)
        ],
        strategyInput: #"{\#(restData)}"#
    )
}
