// Shows: a type the JSON Schema can't read here warns once per case, naming the type and the fix.
import FlatTagged

final class Payload: Codable { var id = 0 }

// A type the schema can't read here (a class: the generator reads structs): one warning at the case, naming the type and the fix.
// @FlatTagged(schema)
enum Event {
    case created(Payload, at: Double)
    case updated(old: Payload, new: Payload)
}
