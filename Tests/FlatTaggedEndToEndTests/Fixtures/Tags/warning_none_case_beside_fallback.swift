// Shows: the warning for a case named `none` beside a fallback, and none without a fallback or with kind: none.
import FlatTagged

// A case named `none` beside a fallback: `kind` is `Kind?`, so `value.kind == .none` could mean
// `Optional.none` or `Kind.none`. A warning at the case says how to avoid the ambiguity.

// @FlatTagged
enum Filter: Codable {
    case none
    case some(value: Int)
    // @FlatTag(unknown)
    case unknown(FlatTaggedUnknown)
}

// Without a fallback `kind` is not optional: no warning.
// @FlatTagged
enum Plain: Codable {
    case none
    case all
}

// With kind: none there is no `kind`: no warning.
// @FlatTagged(kind: none)
enum NoKind: Codable {
    case none
    // @FlatTag(unknown)
    case other
}
