// Shows: a type that adopts FlatTaggedSchemaProviding in the enum's file, in its declaration or an extension, is described by its conformance, with no warning.
import FlatTagged

final class Payload: Codable, FlatTaggedSchemaProviding {
    var id = 0
    static var jsonSchema: FlatTaggedValue { ["type": "object"] }
    static var strictJSONSchema: FlatTaggedValue { ["type": "object"] }
}

struct Stamp: Codable {
    var text: String
    init(from decoder: any Decoder) throws { text = try decoder.singleValueContainer().decode(String.self) }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

extension Stamp: Swift.Sendable & FlatTagged.FlatTaggedSchemaProviding {
    static var jsonSchema: FlatTaggedValue { ["type": "string"] }
    static var strictJSONSchema: FlatTaggedValue { ["type": "string"] }
}

// No warning: both types describe themselves (a struct that adopts it is not read either).
// @FlatTagged(schema)
enum Event {
    case created(Payload, at: Stamp)
    case updated(old: Payload, new: [Stamp]?)
}
