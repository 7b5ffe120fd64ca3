// Shows: a type the JSON Schema can't read here that doesn't describe itself is a compiler warning at each case that names it, with the fix.
import FlatTagged

final class Payload: Codable { var id = 0 }

// A type the schema can't read here (a class: the generator reads structs) that doesn't conform to FlatTaggedSchemaProviding: the compiler warns at each case.
// @FlatTagged(schema)
enum Event {
    case created(Payload, at: Double)
    case updated(old: Payload, new: Payload)
}
