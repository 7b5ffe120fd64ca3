import FlatTagged
import Foundation

// A schema-marked enum whose payloads are structs the generator reads: each is a `$defs` object
// (keys from `CodingKeys`, required as synthesized `Decodable` requires them, a recursive one),
// and `///` comments become descriptions. Its instances feed `SchemaTests` and
// `Scripts/validate-schemas.py` with the other fixtures'.

/// Patches to a document.
// @FlatTagged(schema)
enum SchemaPatch: Equatable {
    /// Sets a field, at a position when one is given.
    case set(SchemaField, at: SchemaPosition?)
    case tree(root: SchemaOutline)
}

/// A field, flattened into its case.
struct SchemaField: Codable, Equatable {
    /// The field's name.
    var name: String
    var value: Int16
    var note: String?

    enum CodingKeys: String, CodingKey {
        case name = "field_name"
        case value, note
    }
}

struct SchemaPosition: Codable, Equatable {
    var line: UInt8
    var column: UInt8?
}

/// An outline holds outlines: its schema refers to its own `$defs` entry.
struct SchemaOutline: Codable, Equatable {
    var title: String
    var children: [SchemaOutline]
}

extension SchemaFixture {
    /// `SchemaPatch` with its instances.
    static var structs: SchemaFixture {
        of(
            SchemaPatch.self,
            [
                .set(SchemaField(name: "a", value: 3, note: nil), at: SchemaPosition(line: 1, column: nil)),
                .set(SchemaField(name: "b", value: -2, note: "n"), at: nil),
                .tree(root: SchemaOutline(title: "r", children: [SchemaOutline(title: "c", children: [])])),
            ],
            strict: [
                #"{"type":"set","field_name":"a","value":1,"note":null,"at":{"line":1,"column":null}}"#,
                #"{"type":"set","field_name":"a","value":1,"note":"x","at":null}"#,
                #"{"type":"tree","root":{"title":"r","children":[{"title":"c","children":[]}]}}"#,
            ],
            invalid: [
                #"{"type":"set","name":"a","value":1}"#, #"{"type":"set","field_name":"a","value":"1"}"#,
                #"{"type":"tree","root":{"title":"r"}}"#,
                #"{"type":"tree","root":{"title":"r","children":[{"title":5,"children":[]}]}}"#,
                #"{"type":"set","field_name":"a","value":1,"at":{"column":2}}"#,
            ],
            outOfRange: [
                #"{"type":"set","field_name":"a","value":40000}"#,
                #"{"type":"set","field_name":"a","value":1,"at":{"line":300}}"#,
            ])
    }
}
