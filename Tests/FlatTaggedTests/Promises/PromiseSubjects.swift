import FlatTagged
import Foundation

// The list of subjects: every form and option the promises hold for. Adding a form or an option
// to FlatTagged means adding it here; every check of the suite then runs for it.

extension PromiseSubject {
    static let all: [PromiseSubject] =
        [
            .flat, .content, .external, .untagged, .integerTags, .family, .value, .unknown,
        ] + rest

    /// Objects and arrays in turn, `depth` levels, a number at the bottom.
    static func mixed(_ depth: Int) -> String {
        guard depth > 0 else { return "1" }
        let inner = mixed(depth - 1)
        return depth % 2 == 0 ? #"{"a":"# + inner + "}" : "[" + inner + "]"
    }

    /// `depth` levels of `open` around `leaf`: `open` ends where the next level goes.
    static func chain(_ depth: Int, open: String, leaf: String) -> String {
        String(repeating: open, count: max(depth - 1, 0)) + leaf + String(repeating: "}", count: max(depth - 1, 0))
    }

    /// Data keys that no strategy may change.
    static let data = #"{"user_id":7,"fooBar":1,"foo_bar":2,"a_b":[{"c_d":null,"eF":"g_h"}]}"#

    static let flat = PromiseSubject(
        name: "flat form", typeName: "PromiseFlat",
        nested: { chain($0, open: #"{"type":"node","child":"#, leaf: #"{"type":"leaf","value":1}"#) },
        valueType: PromiseFlat.self, decodeValue: decoding(PromiseFlat.self),
        huge: { kind, huge in
            switch kind {
            case .tag: [#"{"type":\#(huge),"value":1}"#]
            case .key: [#"{\#(huge):1}"#, #"{"type":"leaf","value":1,\#(huge):1}"#]
            case .string: [#"{"type":"leaf","value":\#(huge)}"#]
            case .number: [#"{"type":\#(huge)}"#, #"{"type":"leaf","value":\#(huge)}"#]
            }
        },
        invalid: [
            "{}", #"{"type":null}"#, #"{"type":5}"#, #"{"type":"nope"}"#, #"{"type":"leaf"}"#,
            #"{"type":"leaf","value":"x"}"#, #"{"type":"node","child":{"type":"node","child":{"type":"nope"}}}"#,
            "[]", #""leaf""#,
        ],
        collisions: [
            PromiseCollision(
                "a payload key written by a label too",
                PromiseFlat.envelope(PromiseEnvelope(id: "e", data: 1), data: "label")),
            PromiseCollision(
                "a payload key that is the tag's", PromiseFlat.typed(PromiseTyped(type: "other", id: "t"))),
        ],
        duplicates: [
            DuplicateKeyInput(
                input: #"{"type":"leaf","type":"nope","value":1}"#, asRead: #"{"type":"leaf","value":1}"#),
            DuplicateKeyInput(input: #"{"type":"leaf","value":1,"value":2}"#, asRead: #"{"type":"leaf","value":1}"#),
            DuplicateKeyInput(
                input: #"{"type":"carried","value":{"k":1,"k":2}}"#, asRead: #"{"type":"carried","value":{"k":1}}"#),
        ],
        strategyInput: #"{"type":"carried","value":\#(data)}"#
    )

    static let content = PromiseSubject(
        name: "content form", typeName: "PromiseContent",
        nested: { chain($0, open: #"{"kind":"node","content":"#, leaf: #"{"kind":"leaf","content":1}"#) },
        valueType: PromiseContent.self, decodeValue: decoding(PromiseContent.self),
        huge: { kind, huge in
            switch kind {
            case .tag: [#"{"kind":\#(huge),"content":1}"#]
            case .key: [#"{\#(huge):1}"#, #"{"kind":"leaf","content":1,\#(huge):1}"#]
            case .string: [#"{"kind":"leaf","content":\#(huge)}"#]
            case .number: [#"{"kind":\#(huge)}"#, #"{"kind":"leaf","content":\#(huge)}"#]
            }
        },
        invalid: [
            "{}", #"{"kind":null}"#, #"{"kind":5}"#, #"{"kind":"nope"}"#, #"{"kind":"leaf"}"#,
            #"{"kind":"leaf","content":"x"}"#,
            #"{"kind":"node","content":{"kind":"node","content":{"kind":"nope"}}}"#, "[]",
        ],
        collisions: [
            PromiseCollision(
                "a payload key written by a label too",
                PromiseContent.envelope(PromiseEnvelope(id: "e", data: 1), data: "label"))
        ],
        duplicates: [
            DuplicateKeyInput(
                input: #"{"kind":"leaf","kind":"nope","content":1}"#, asRead: #"{"kind":"leaf","content":1}"#),
            DuplicateKeyInput(
                input: #"{"kind":"carried","content":{"k":1,"k":2}}"#, asRead: #"{"kind":"carried","content":{"k":1}}"#),
        ],
        strategyInput: #"{"kind":"carried","content":\#(data)}"#
    )

    static let external = PromiseSubject(
        name: "external form", typeName: "PromiseExternal",
        nested: { chain($0, open: #"{"node":"#, leaf: #"{"leaf":1}"#) },
        valueType: PromiseExternal.self, decodeValue: decoding(PromiseExternal.self),
        huge: { kind, huge in
            switch kind {
            case .tag: [#"{\#(huge):1}"#, huge]
            case .key: [#"{"leaf":1,\#(huge):1}"#]
            case .string: [#"{"leaf":\#(huge)}"#]
            case .number: [#"{"leaf":\#(huge)}"#, huge]
            }
        },
        invalid: [
            "{}", #"{"nope":1}"#, #"{"leaf":"x"}"#, #"{"leaf":1,"node":{"leaf":2}}"#, "5", "[]", "null",
            #"{"node":{"node":{"nope":1}}}"#,
        ],
        // A case takes labels or one payload, never both: nothing can collide.
        collisions: [],
        duplicates: [
            DuplicateKeyInput(
                input: #"{"carried":{"k":1,"k":2}}"#, asRead: #"{"carried":{"k":1}}"#)
        ],
        strategyInput: #"{"carried":\#(data)}"#
    )

    static let untagged = PromiseSubject(
        name: "untagged form", typeName: "PromiseUntagged",
        nested: mixed,
        valueType: PromiseUntagged.self, decodeValue: decoding(PromiseUntagged.self),
        huge: { kind, huge in
            switch kind {
            case .tag: []
            case .key: [#"{\#(huge):true}"#]
            case .string: [#"[true,\#(huge)]"#]
            case .number: [huge, #"{"a":\#(huge)}"#]
            }
        },
        invalid: ["true", "[1,false]", #"{"a":{"b":[true]}}"#],
        // A case takes labels or one payload, never both, and writes no tag: nothing can collide.
        collisions: [],
        duplicates: [
            DuplicateKeyInput(input: #"{"k":1,"k":"two"}"#, asRead: #"{"k":1}"#)
        ],
        strategyInput: #"{"user_id":{"foo_bar":1},"fooBar":2,"foo_bar":"x","a_b":[{"c_d":null}]}"#
    )

    static let integerTags = PromiseSubject(
        name: "integer tags", typeName: "PromiseOpcode",
        nested: { chain($0, open: #"{"op":2,"child":"#, leaf: #"{"op":1,"value":1}"#) },
        valueType: PromiseOpcode.self, decodeValue: decoding(PromiseOpcode.self),
        huge: { kind, huge in
            switch kind {
            case .tag: [#"{"op":\#(huge)}"#]
            case .key: [#"{\#(huge):1}"#, #"{"op":1,"value":1,\#(huge):1}"#]
            case .string: [#"{"op":1,"value":\#(huge)}"#]
            case .number: [#"{"op":\#(huge)}"#, #"{"op":1,"value":\#(huge)}"#, #"{"op":-\#(huge)}"#]
            }
        },
        invalid: [
            "{}", #"{"op":null}"#, #"{"op":"1"}"#, #"{"op":99}"#, #"{"op":1.5}"#, #"{"op":1}"#,
            #"{"op":2,"child":{"op":2,"child":{"op":99}}}"#, "[]",
        ],
        collisions: [
            PromiseCollision(
                "a payload key written by a label too",
                PromiseOpcode.envelope(PromiseEnvelope(id: "e", data: 1), data: "label")),
            PromiseCollision("a payload key that is the tag's", PromiseOpcode.opped(PromiseOpped(op: 9, id: "o"))),
        ],
        duplicates: [
            DuplicateKeyInput(input: #"{"op":1,"op":99,"value":1}"#, asRead: #"{"op":1,"value":1}"#)
        ],
        strategyInput: #"{"op":3,"value":\#(data)}"#
    )

    static let family = PromiseSubject(
        name: "family (@Polymorphic)", typeName: "PromiseSketch", registry: GeneratedFamilies.registry,
        nested: { chain($0, open: #"{"shape":"group","child":"#, leaf: #"{"shape":"dot","value":1}"#) },
        valueType: Polymorphic<any PromiseSketch>.self, decodeValue: decoding(Polymorphic<any PromiseSketch>.self),
        huge: { kind, huge in
            switch kind {
            case .tag: [#"{"shape":\#(huge)}"#]
            case .key: [#"{\#(huge):1}"#, #"{"shape":"carried","data":1,"table":{\#(huge):{"shape":"nope"}}}"#]
            case .string: [#"{"shape":"dot","value":\#(huge)}"#]
            case .number: [#"{"shape":\#(huge)}"#, #"{"shape":"dot","value":\#(huge)}"#]
            }
        },
        invalid: [
            "{}", #"{"shape":null}"#, #"{"shape":5}"#, #"{"shape":"nope"}"#, #"{"shape":"dot"}"#,
            #"{"shape":"group","child":{"shape":"group","child":{"shape":"nope"}}}"#, "[]",
        ],
        collisions: [
            PromiseCollision("a member key that is the family's") { subject in
                let value = PromiseShaped(shape: "round", id: "s")
                return PromiseCollision.roundTrip(
                    Polymorphic<any PromiseSketch>(wrappedValue: value), subject: subject,
                    as: Polymorphic<any PromiseSketch>.self
                ) { decoded in
                    decoded.wrappedValue as? PromiseShaped == value ? nil : "decoded \(decoded.wrappedValue)"
                }
            }
        ],
        duplicates: [
            DuplicateKeyInput(
                input: #"{"shape":"dot","shape":"nope","value":1}"#, asRead: #"{"shape":"dot","value":1}"#),
            DuplicateKeyInput(
                input: #"{"shape":"carried","data":{"k":1,"k":2},"table":{}}"#,
                asRead: #"{"shape":"carried","data":{"k":1},"table":{}}"#),
        ],
        strategyInput:
            #"{"shape":"carried","data":\#(data),"table":{"user_id":{"shape":"dot","value":1},"fooBar":{"shape":"dot","value":2},"foo_bar":{"shape":"dot","value":3}}}"#
    )

    static let value = PromiseSubject(
        name: "FlatTaggedValue", typeName: "FlatTaggedValue",
        nested: mixed,
        valueType: FlatTaggedValue.self, decodeValue: decoding(FlatTaggedValue.self),
        huge: { kind, huge in
            switch kind {
            case .tag: []
            case .key: [#"{\#(huge):1}"#]
            case .string: [huge]
            case .number: [huge, "[\(huge)]", "-\(huge)"]
            }
        },
        invalid: ["1e400", #"{"a":[1e400]}"#],
        collisions: [],
        duplicates: [DuplicateKeyInput(input: #"{"k":{"k":2,"k":3},"k":1}"#, asRead: #"{"k":{"k":2}}"#)],
        strategyInput: data
    )

    static let unknown = PromiseSubject(
        name: "FlatTaggedUnknown (an unknown tag's fallback)", typeName: "PromiseOpen",
        nested: { #"{"type":"zz","n":"# + mixed($0 - 1) + "}" },
        valueType: PromiseOpen.self, decodeValue: decoding(PromiseOpen.self),
        huge: { kind, huge in
            switch kind {
            case .tag: [#"{"type":\#(huge)}"#]
            case .key: [#"{"type":"zz",\#(huge):1}"#, #"{\#(huge):1}"#]
            case .string: [#"{"type":"zz","s":\#(huge)}"#, #"{"type":"known","value":\#(huge)}"#]
            case .number: [#"{"type":\#(huge)}"#, #"{"type":"zz","n":\#(huge)}"#]
            }
        },
        invalid: ["{}", #"{"type":null}"#, #"{"type":5}"#, "[]", #"{"type":"known"}"#, #"{"type":"zz","n":1e400}"#],
        collisions: [
            PromiseCollision(
                "an unknown object whose own entry under the key is not its tag",
                PromiseOpen.unknown(
                    FlatTaggedUnknown(tag: "zz", object: ["type": .string("other"), "id": .string("u")])))
        ],
        duplicates: [
            DuplicateKeyInput(input: #"{"type":"zz","type":"known","n":1}"#, asRead: #"{"type":"zz","n":1}"#),
            DuplicateKeyInput(input: #"{"type":"zz","n":1,"n":2}"#, asRead: #"{"type":"zz","n":1}"#),
        ],
        strategyInput: #"{"type":"zz","user_id":7,"fooBar":1,"foo_bar":{"a_b":2}}"#
    )
}
