import FlatTagged

/// FlatTagged: what the plugin generates for these declarations. Its flat payloads encode
/// through `flatTaggedEncodePayload`, the guard against payloads that are not objects.
// @FlatTagged
enum GeneratedEvent: Equatable, Sendable {
    case text(TextEvent)
    case media(MediaEvent)
    case reaction(ReactionEvent)
    case location(LocationEvent)
    case poll(PollEvent)
}

/// Labeled values, decoded inline from one container.
// @FlatTagged
enum GeneratedLabeledEvent: Equatable, Sendable {
    case move(id: Int, x: Int, y: Int)
    case resize(id: Int, width: Int, height: Int)
    case rename(id: Int, name: String)
}
