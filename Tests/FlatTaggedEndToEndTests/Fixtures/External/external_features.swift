// Shows: the external form with the declaration features of the tagged forms: #if, availability, generics, fallback.
// The external form with the flat form's features: #if, @available, generics, access levels,
// kind: none, nonisolated, aliases, a fallback without payload, @LossyArray elements.

// @FlatTagged(external, naming: .snakeCase, kind: none)
public enum Event<Payload> {
    case userCreated(Payload)
    #if DEBUG
    case debugNote(text: String)
    #endif
    @available(macOS 99, *)
    case futureThing(Int)
    @available(*, deprecated, message: "use userCreated")
    case legacyUser(name: String)
    // @FlatTag(unknown)
    case other
}

// @FlatTagged(external)
nonisolated enum Block: Sendable {
    // @FlatTag("text", aliases: ["plain_text"])
    case text(String)
    case list(items: [Block], ordered: Bool = false)
    case divider
}
