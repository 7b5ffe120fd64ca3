// Shows: the errors for rest: naming no label, a label of another type, twice, and keyed.
import FlatTagged

// @FlatTagged
enum Event {
    // @FlatTag("a", rest: "extensions")
    case a(id: String, extra: [String: FlatTaggedValue])
    // @FlatTag("b", rest: "extra")
    case b(id: String, extra: [String: String])
    // @FlatTag("c", rest: "extra", rest: "more")
    case c(id: String, extra: [String: FlatTaggedValue], more: [String: FlatTaggedValue])
    // @FlatTag("d", rest: "extra", keys: ["extra": "x"])
    case d(id: String, extra: [String: FlatTaggedValue])
    // @FlatTag("e", rest: "")
    case e(id: String)
    // @FlatTag("f", rest: extra)
    case f(id: String)
}
