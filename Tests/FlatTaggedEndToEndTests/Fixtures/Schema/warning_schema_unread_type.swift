// Shows: a type the JSON Schema can't read here warns once per case, naming the type and the fix.
import FlatTagged

struct Payload: Codable { var id: Int }

// A type the schema can't read here: one warning at the case, naming the type and the fix.
// @FlatTagged(schema)
enum Event {
    case created(Payload, at: Double)
    case updated(old: Payload, new: Payload)
}
