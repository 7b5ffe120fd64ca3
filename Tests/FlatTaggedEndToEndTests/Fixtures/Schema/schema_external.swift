// Shows: the external form's JSON Schema: one-key objects, bare-string cases, aliases, recursion by $ref.
import FlatTagged

// The external form's schema: one-key objects, a bare string for a case without values (or
// {"tag": {}} / {"tag": null}), aliases as objects of their own, recursion through "$ref".
// @FlatTagged(external, naming: .uppercase, schema)
indirect enum AttributeValue {
    case s(String)
    case n(String)
    case bool(Bool)
    case l([AttributeValue])
    // @FlatTag(aliases: ["NIL"])
    case null
    case pair(first: AttributeValue, second: AttributeValue?)
}
