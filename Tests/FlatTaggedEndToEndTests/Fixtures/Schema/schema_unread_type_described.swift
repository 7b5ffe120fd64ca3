// Shows: a type the generator can't read is checked by the compiler, not warned about: it describes itself here through a protocol that refines FlatTaggedSchemaProviding, as a type of another module would.
import FlatTagged

/// Adopted by the types of this file that describe themselves; the generator sees only `Described`.
protocol Described: FlatTaggedSchemaProviding {}

final class Payload: Codable, Described {
    var id = 0
    static var jsonSchema: FlatTaggedValue { ["type": "object"] }
}

// No generator warning: the schema calls `schema.value(Payload.self)`, and the compiler checks at
// each case that Payload describes itself.
// @FlatTagged(schema)
enum Event {
    case created(Payload, at: Double)
    case updated(old: [Payload], new: Payload?)
}
