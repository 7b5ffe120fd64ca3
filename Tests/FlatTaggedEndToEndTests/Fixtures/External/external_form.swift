// Shows: the external form: the tag as an object's only key, or a bare string for a case without values.
// The external form: the tag is the only key of an object ({"S":"Hello"}), or a bare string for a
// case without values ("ping"); a single payload is the value whatever its type, labeled values an
// object under the tag.

import FlatTagged

// @FlatTagged(external, naming: .uppercase)
indirect enum AttributeValue {
    case s(String)
    case n(String)
    case bool(Bool)
    case null(Bool)
    case l([AttributeValue])
    case m([String: AttributeValue])
}

// @FlatTagged(external)
enum Shape {
    case ping
    case count(Int)
    case move(x: Int, y: Int, note: String? = nil, size: Int = 3)
    case maybe(Int?)
    // @FlatTag("circ", aliases: ["circle"])
    case circle(radius: Double)
    // @FlatTag(unknown)
    case unknown(FlatTaggedUnknown)
}
