// Shows: the error for a flattened payload whose property is written under the enum's custom discriminator key.
struct Sample: Codable {
    var category: String
    var value: Double

    enum CodingKeys: String, CodingKey {
        case category = "kind"
        case value
    }
}

// @FlatTagged(key: "kind")
enum Reading {
    case sample(Sample, unit: String)
}
