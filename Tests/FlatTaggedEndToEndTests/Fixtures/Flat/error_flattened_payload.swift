// Shows: the errors for payloads that can't share an object with labeled values: scalars, two, optional, arrays.
struct Payload: Codable {}

// @FlatTagged
enum Flattened {
    case scalar(Int, s: Int)
    case two(Payload, Payload, s: Int)
    case optional(Payload?, s: Int)
    case itself(Flattened, s: Int)
}

// @FlatTagged(content: "data")
enum Content {
    case array([Payload], s: Int)
}
