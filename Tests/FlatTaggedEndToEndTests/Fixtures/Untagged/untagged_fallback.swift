// Shows: the untagged form's fallback, which keeps any value no case was a candidate for.
import FlatTagged

// The fallback keeps any value no case was a candidate for, and writes it back.
// @FlatTagged(untagged)
enum Content {
    case text(String)
    case parts([String])
    // @FlatTag(unknown)
    case other(FlatTaggedValue)
}

// A fallback without payload decodes to itself and throws when encoded.
// @FlatTagged(untagged, kind: none)
enum Loose: Decodable {
    case number(Double)
    // @FlatTag(unknown)
    case unrecognized
}
