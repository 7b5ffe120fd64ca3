// Shows: rest: in the external form's value object and in the untagged form's object cases.
import FlatTagged

// @FlatTagged(external)
enum Shape {
    // @FlatTag("circle", rest: "more")
    case circle(radius: Double, more: [String: FlatTaggedValue])
    case square(side: Double)
}

// @FlatTagged(untagged)
enum RPCMessage {
    // @FlatTag(when: "method", rest: "other")
    case request(method: String, id: Int?, other: [String: FlatTaggedValue])
    // @FlatTag(rest: "other")
    case response(id: Int, result: FlatTaggedValue, other: [String: FlatTaggedValue])
}
