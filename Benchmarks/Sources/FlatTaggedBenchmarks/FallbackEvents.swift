import FlatTagged

// Fallback decoding (the goal: an unknown object costs at most 3× a struct of its shape). The
// same events, each kind in its own array, each object with its "type" key, decoded three ways:
// into an enum that knows none of the tags, so every object goes through its
// `FlatTaggedUnknown` fallback; into typed structs of the objects' shape, the floor; and through
// their known tags.

/// An enum that knows none of the events' tags: every event is kept whole as `FlatTaggedUnknown`.
// @FlatTagged
enum FallbackEvent: Equatable, Sendable {
    case ping
    // @FlatTag(unknown)
    case unknown(FlatTaggedUnknown)
}

/// The events grouped by kind, so that each group can be decoded with a type of its shape.
struct EventGroups<Text: Codable, Media: Codable, Reaction: Codable, Location: Codable, Poll: Codable>: Codable {
    var text: [Text]
    var media: [Media]
    var reaction: [Reaction]
    var location: [Location]
    var poll: [Poll]
}

/// Every object decoded through the fallback.
typealias UnknownGroups = EventGroups<FallbackEvent, FallbackEvent, FallbackEvent, FallbackEvent, FallbackEvent>
/// Every object decoded through its known tag.
typealias KnownGroups = EventGroups<GeneratedEvent, GeneratedEvent, GeneratedEvent, GeneratedEvent, GeneratedEvent>
/// Every object decoded into a struct of its shape, "type" included.
typealias TypedGroups = EventGroups<TypedText, TypedMedia, TypedReaction, TypedLocation, TypedPoll>

extension KnownGroups {
    /// The events in their groups, in order.
    init(_ events: [GeneratedEvent]) {
        self.init(text: [], media: [], reaction: [], location: [], poll: [])
        for event in events {
            switch event {
            case .text: text.append(event)
            case .media: media.append(event)
            case .reaction: reaction.append(event)
            case .location: location.append(event)
            case .poll: poll.append(event)
            }
        }
    }
}

/// A text event with its tag, as a struct.
struct TypedText: Codable {
    var type: String
    var id: Int
    var text: String
}
/// A media event with its tag, as a struct.
struct TypedMedia: Codable {
    var type: String
    var id: Int
    var url: String
    var width: Int
    var height: Int
}
/// A reaction event with its tag, as a struct.
struct TypedReaction: Codable {
    var type: String
    var id: Int
    var emoji: String
    var count: Int
}
/// A location event with its tag, as a struct.
struct TypedLocation: Codable {
    var type: String
    var id: Int
    var latitude: Double
    var longitude: Double
}
/// A poll event with its tag, as a struct.
struct TypedPoll: Codable {
    var type: String
    var id: Int
    var question: String
    var options: [String]
}
