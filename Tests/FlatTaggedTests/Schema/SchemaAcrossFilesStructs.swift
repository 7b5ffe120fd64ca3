// The struct `SchemaJourney` (SchemaAcrossFilesFixtures.swift) names, declared in a file of its
// own: its schema is a `$defs` object only through the module's struct summary.

/// One leg of a journey.
struct SchemaLeg: Codable, Equatable {
    /// Where it starts.
    var from: String
    var metres: UInt32

    enum CodingKeys: String, CodingKey {
        case from
        case metres = "length_m"
    }
}
