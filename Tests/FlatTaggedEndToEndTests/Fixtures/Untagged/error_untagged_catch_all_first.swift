// Shows: the errors for untagged cases no value can reach after a case that takes every value of a kind.
import FlatTagged

// @FlatTagged(untagged)
enum Anything {
    case value(FlatTaggedValue)
    case text(String)
}

// @FlatTagged(untagged)
enum Shape {
    case none
    case fields([String: FlatTaggedValue])
    case point(x: Int, y: Int)
    case tagged(Tagged)
    case number(Int)
}

struct Tagged: Codable { var kind: String }

// @FlatTagged(untagged)
enum Guarded {
    // @FlatTag(when: "kind")
    case kinded(FlatTaggedValue)
    case plain(name: String)
    case named(kind: String, name: String)
    // @FlatTag(when: ["kind", "extra"])
    case extra([String: Int])
}

// Not reported: what the catch-all case can't take.
// @FlatTagged(untagged)
enum Reachable {
    case fields([String: FlatTaggedValue])
    case list([Int])
    case text(String)
    // @FlatTag(unknown)
    case other(FlatTaggedValue)
}

// Spelled in full.
// @FlatTagged(untagged)
enum Spelled {
    case fields(Dictionary<String, FlatTagged.FlatTaggedValue>)
    // @FlatTag(when: "id")
    case identified(Identified)
}

struct Identified: Codable { var id: Int }
