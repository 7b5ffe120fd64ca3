// Shows: a case with rest: in the JSON Schema: its label is no property, the object allows other keys, the strict subset leaves them out with a warning.
import FlatTagged

// @FlatTagged(schema)
public enum CloudEvent {
    // @FlatTag("com.example.order.created", rest: "extensions")
    case orderCreated(id: String, source: String, extensions: [String: FlatTaggedValue])
    // @FlatTag("com.example.ping")
    case ping(id: String)
}
