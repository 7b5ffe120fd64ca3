// Shows: what the strict schema can't say (a dictionary, any value, a fallback) warns once at the marker.
import FlatTagged

// What the strict subset can't say (a dictionary, any value, a fallback): one warning at the marker.
// @FlatTagged(schema)
enum Record {
    case attributes(values: [String: String])
    case raw(value: FlatTaggedValue)
    case plain(text: String)
    // @FlatTag(unknown)
    case other(FlatTaggedUnknown)
}
