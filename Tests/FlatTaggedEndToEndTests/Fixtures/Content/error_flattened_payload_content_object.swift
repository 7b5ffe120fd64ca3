// Shows: the errors for a flattened payload that writes a label's key under the content key, and the discriminator's key in a flat case.
struct Block: Codable {
    var op: Int
    var text: String
}

// @FlatTagged(key: "op", content: "d")
enum Gateway {
    case message(Block, text: String)
    // @FlatTag("dispatch", flat)
    case dispatch(Block, s: Int)
    case nested(Block, op: Int)
}
