// Shows: rest: in the content form, in the content object and in flat cases, with a flattened payload.
import FlatTagged

// @FlatTagged(key: "op", content: "d")
enum Gateway {
    // @FlatTag(0, flat, rest: "extra")
    case dispatch(t: String, s: Int, extra: [String: FlatTaggedValue])
    // @FlatTag(10, rest: "extra")
    case hello(heartbeatInterval: Int, extra: [String: FlatTaggedValue])
    // @FlatTag(11, rest: "extra")
    case wrapped(Ready, s: Int, extra: [String: FlatTaggedValue])
    // @FlatTag(12, flat, rest: "extra")
    case flatWrapped(Ready, extra: [String: FlatTaggedValue], s: Int = 0)
}

struct Ready: Codable { var v: Int }
