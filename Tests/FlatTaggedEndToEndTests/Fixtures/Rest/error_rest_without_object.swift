// Shows: the errors for rest: on cases without an object of their own, in every form, and on a fallback.
import FlatTagged

// @FlatTagged
enum Flat {
    // @FlatTag("a", rest: "extra")
    case a
    // @FlatTag("b", rest: "extra")
    case b()
    // @FlatTag("c", rest: "extra")
    case c(Payload)
    // @FlatTag(unknown, rest: "extra")
    case unknown(FlatTaggedUnknown)
}

// @FlatTagged(content: "content")
enum Content {
    // @FlatTag("a", rest: "extra")
    case a(Int)
}

// @FlatTagged(external)
enum External {
    // @FlatTag("a", rest: "extra")
    case a(Int)
}

// @FlatTagged(untagged)
enum Untagged {
    // @FlatTag(rest: "extra")
    case a(Int)
}

struct Payload: Codable { var x: Int }
