import FlatTagged

/// The generated encode with the flat-payload guard (`flatTaggedEncodePayload`), written out
/// until the generator emits it: the same switch as `GeneratedEvent`'s, each payload encoded
/// through the guard, which throws for a payload that is not an object.
enum GuardedEvent: Encodable, Sendable {
    case text(TextEvent)
    case media(MediaEvent)
    case reaction(ReactionEvent)
    case location(LocationEvent)
    case poll(PollEvent)

    init(_ event: HandWrittenEvent) {
        switch event {
        case .text(let payload): self = .text(payload)
        case .media(let payload): self = .media(payload)
        case .reaction(let payload): self = .reaction(payload)
        case .location(let payload): self = .location(payload)
        case .poll(let payload): self = .poll(payload)
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FlatTaggedCodingKey.self)
        switch self {
        case .text(let payload):
            try flatTaggedEncodePayload(payload, to: encoder, enumName: "GuardedEvent", caseName: "text", key: "type")
            try container.encode("text", forKey: "type")
        case .media(let payload):
            try flatTaggedEncodePayload(payload, to: encoder, enumName: "GuardedEvent", caseName: "media", key: "type")
            try container.encode("media", forKey: "type")
        case .reaction(let payload):
            try flatTaggedEncodePayload(payload, to: encoder, enumName: "GuardedEvent", caseName: "reaction", key: "type")
            try container.encode("reaction", forKey: "type")
        case .location(let payload):
            try flatTaggedEncodePayload(payload, to: encoder, enumName: "GuardedEvent", caseName: "location", key: "type")
            try container.encode("location", forKey: "type")
        case .poll(let payload):
            try flatTaggedEncodePayload(payload, to: encoder, enumName: "GuardedEvent", caseName: "poll", key: "type")
            try container.encode("poll", forKey: "type")
        }
    }
}
