import FlatTagged

/// Keeps unknown objects whole.
// @FlatTagged
enum LosslessMessage: Equatable, Sendable {
    case text(TextPayload)
    case move(x: Int, y: Int)
    // @FlatTag(unknown)
    case unknown(FlatTaggedUnknown)
}

/// Decodes unknown objects to a bare case.
// @FlatTagged
enum LossyMessage: Equatable, Sendable {
    case text(TextPayload)
    // @FlatTag(unknown)
    case other
}

// @FlatTagged(key: "kind", content: "data")
enum ContentLossless: Equatable, Sendable {
    case count(Int)
    // @FlatTag(unknown)
    case unknown(FlatTaggedUnknown)
}

// @FlatTagged(key: "kind", content: "data")
enum ContentLossy: Equatable, Sendable {
    case count(Int)
    // @FlatTag(unknown)
    case unknown
}

struct Inbox: Codable, Equatable, Sendable {
    @LossyArray var messages: [Shape]
}
