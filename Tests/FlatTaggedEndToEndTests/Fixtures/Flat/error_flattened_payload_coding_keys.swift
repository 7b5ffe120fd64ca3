// Shows: the error for a flattened payload whose CodingKeys raw value is a label's key, and no error for a property CodingKeys leaves out.
struct Meta: Codable {
    var identifier: String
    var cached: Int = 0

    enum CodingKeys: String, CodingKey {
        case identifier = "id"
    }
}

// @FlatTagged
enum Record {
    case item(Meta, id: Int)
    case other(Meta, cached: Int)
}
