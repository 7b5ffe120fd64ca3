import FlatTagged
import Foundation

// A schema-marked enum whose payloads are structs declared in another file of the module
// (SchemaAcrossFilesStructs.swift). The build plugin runs `generate` one file at a time; the
// module's struct summary lets this file's schema describe them as `$defs` objects, without the
// warning (which fails this target's build under warnings as errors) and not as any value.

// @FlatTagged(schema)
enum SchemaJourney: Equatable {
    case walk(SchemaLeg)
    case ride(leg: SchemaLeg, seats: UInt8?)
}

extension SchemaFixture {
    /// `SchemaJourney` with its instances.
    static var acrossFiles: SchemaFixture {
        of(
            SchemaJourney.self,
            [.walk(SchemaLeg(from: "a", metres: 3)), .ride(leg: SchemaLeg(from: "b", metres: 0), seats: nil)],
            strict: [
                #"{"type":"walk","from":"a","length_m":1}"#,
                #"{"type":"ride","leg":{"from":"a","length_m":1},"seats":null}"#,
            ],
            invalid: [
                #"{"type":"walk","from":"a"}"#, #"{"type":"walk","from":"a","length_m":"1"}"#,
                #"{"type":"ride","leg":{"from":3,"length_m":1}}"#,
            ],
            outOfRange: [#"{"type":"walk","from":"a","length_m":-1}"#])
    }
}
