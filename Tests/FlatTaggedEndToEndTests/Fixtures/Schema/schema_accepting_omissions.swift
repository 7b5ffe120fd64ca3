// Shows: `schema: .acceptingOmissions` accepts what the strict schema leaves out: no warning, the same code as bare `schema`.
import FlatTagged

// The same enum as warning_schema_strict_leaves_out, its omissions accepted in the marker.
// @FlatTagged(schema: .acceptingOmissions)
enum Record {
    case attributes(values: [String: String])
    case raw(value: FlatTaggedValue)
    case plain(text: String)
    // @FlatTag(unknown)
    case other(FlatTaggedUnknown)
}
