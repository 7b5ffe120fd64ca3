// Shows: rest: in the flat form, beside labels, beside a flattened payload and with default values.
import FlatTagged

// @FlatTagged
enum CloudEvent {
    // @FlatTag("com.example.order.created", rest: "extensions")
    case orderCreated(id: String, source: String, extensions: [String: FlatTaggedValue])
    // @FlatTag("com.example.envelope", rest: "extra")
    case envelope(Envelope, id: String, extra: [String: FlatTaggedValue] = [:], count: Int = 3)
    // @FlatTag("com.example.only", rest: "everything")
    case only(everything: Dictionary<String, FlatTagged.FlatTaggedValue>)
    // @FlatTag("com.example.ping")
    case ping(id: String)
}

struct Envelope: Codable { var body: String }
