// Shows: the errors for untagged payloads no value can choose: optional, several unlabeled, a wrong fallback.
import FlatTagged

// An optional single payload, several unlabeled values, when: on a case without keys, and a
// fallback that keeps something other than a FlatTaggedValue.
// @FlatTagged(untagged)
enum Value {
    case maybe(String?)
    case pair(Int, Int)
    // @FlatTag(when: "x")
    case number(Double)
    // @FlatTag(unknown)
    case other(FlatTaggedUnknown)
}
