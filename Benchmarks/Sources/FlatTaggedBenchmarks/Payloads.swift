/// The payloads every approach decodes: five kinds of chat event.
struct TextEvent: Codable, Equatable, Sendable {
    var id: Int
    var text: String
}

struct MediaEvent: Codable, Equatable, Sendable {
    var id: Int
    var url: String
    var width: Int
    var height: Int
}

struct ReactionEvent: Codable, Equatable, Sendable {
    var id: Int
    var emoji: String
    var count: Int
}

struct LocationEvent: Codable, Equatable, Sendable {
    var id: Int
    var latitude: Double
    var longitude: Double
}

struct PollEvent: Codable, Equatable, Sendable {
    var id: Int
    var question: String
    var options: [String]
}
