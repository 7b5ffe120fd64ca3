import FlatTagged

// Flat payloads that write the discriminator key themselves: their value is kept when it is one of
// the case's tags or aliases, and anything else makes encoding throw.

// @FlatTagged
enum ContextElement: Codable, Equatable {
    // @FlatTag("mrkdwn", aliases: ["plain_text"])
    case text(TextObject)
    case image(ContextImage)
}

struct ContextImage: Codable, Equatable {
    var imageURL: String
}

/// A payload struct with a `type` field of its own.
struct TypedNote: Codable, Equatable {
    var type: String
    var body: String
}

/// A payload that writes its `type` through a raw-value enum, so through the generic `encode`.
struct KindedNote: Codable, Equatable {
    enum Kind: String, Codable { case note, memo, draft }
    var type: Kind
    var body: String
}

// @FlatTagged
enum Notebook: Codable, Equatable {
    // @FlatTag("note", aliases: ["jotting"])
    case note(TypedNote)
    // @FlatTag("kinded", aliases: ["memo"])
    case kinded(KindedNote)
}

/// A session whose own `id` is a string: it can never stand under an integer tag on "id".
struct Session: Codable, Equatable {
    var id: String
    var user: String
}

/// A message whose own `id` is the integer tag.
struct NumberedMessage: Codable, Equatable {
    var id: Int
    var text: String
}

// @FlatTagged(key: "id")
enum Frame: Codable, Equatable {
    // @FlatTag(3)
    case session(Session)
    // @FlatTag(4, aliases: [5, 6])
    case message(NumberedMessage)
    // @FlatTag(7)
    case ping
}

// MARK: A family whose members write the key themselves

// @FlatTagged(key: "kind")
protocol Feline: Codable, Sendable {}

// @FlatTag("lion")
struct Lion: Feline, Equatable {
    var kind: String
    var mane: Bool
}

// @FlatTag("tiger", aliases: ["big cat"])
struct Tiger: Feline, Equatable {
    var kind: String
    var stripes: Int
}

// @FlatTag("cat")
struct HouseCat: Feline, Equatable {
    var name: String
}

// @FlatTagged(key: "op")
protocol Bytecode: Codable, Sendable {}

// @FlatTag(7, aliases: [8])
struct Nop: Bytecode, Equatable {
    var op: Int
}
