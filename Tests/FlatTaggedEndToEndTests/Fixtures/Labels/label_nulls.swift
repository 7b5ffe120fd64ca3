// Shows: nulls: writes nil as null under a label's key, and under the content key for one optional payload.
struct Geometry: Codable {
    var type: String
}

// `nulls:` writes nil as null under the label's key; other optionals are still omitted.
// @FlatTagged
enum GeoJSON {
    // @FlatTag("Feature", nulls: ["geometry", "properties"])
    case feature(id: String?, geometry: Geometry?, properties: [String: String]?)
    // @FlatTag("Box", nulls: ["height"], keys: ["height": "h"])
    case box(height: Int? = 7, width: Int? = nil)
}

// In the content form, `nulls:` may name the content key for one unlabeled optional payload.
// @FlatTagged(key: "op", content: "d")
enum Gateway {
    // @FlatTag(1, nulls: ["d"])
    case heartbeat(Int?)
    // @FlatTag(2)
    case params(Int?)
    // @FlatTag(3, nulls: ["sequence"])
    case resume(sequence: Int?)
}
