/// The hand-written switch a macro such as FlatTypeCodable expands to: decode a `Kind` enum
/// through `Codable`, then the payload from the same decoder; encode the kind, then the payload.
enum HandWrittenEvent: Codable, Equatable, Sendable {
    case text(TextEvent)
    case media(MediaEvent)
    case reaction(ReactionEvent)
    case location(LocationEvent)
    case poll(PollEvent)

    enum Kind: String, Codable {
        case text, media, reaction, location, poll
    }

    enum CodingKeys: String, CodingKey {
        case type
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Kind.self, forKey: .type) {
        case .text: self = .text(try TextEvent(from: decoder))
        case .media: self = .media(try MediaEvent(from: decoder))
        case .reaction: self = .reaction(try ReactionEvent(from: decoder))
        case .location: self = .location(try LocationEvent(from: decoder))
        case .poll: self = .poll(try PollEvent(from: decoder))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .text(let payload):
            try container.encode(Kind.text, forKey: .type)
            try payload.encode(to: encoder)
        case .media(let payload):
            try container.encode(Kind.media, forKey: .type)
            try payload.encode(to: encoder)
        case .reaction(let payload):
            try container.encode(Kind.reaction, forKey: .type)
            try payload.encode(to: encoder)
        case .location(let payload):
            try container.encode(Kind.location, forKey: .type)
            try payload.encode(to: encoder)
        case .poll(let payload):
            try container.encode(Kind.poll, forKey: .type)
            try payload.encode(to: encoder)
        }
    }
}

/// Labeled values by hand, as a macro that supports only single payloads forces: a payload
/// struct per case, decoded from the same decoder after the kind.
enum HandWrittenLabeledEvent: Codable, Equatable, Sendable {
    case move(id: Int, x: Int, y: Int)
    case resize(id: Int, width: Int, height: Int)
    case rename(id: Int, name: String)

    enum Kind: String, Codable { case move, resize, rename }
    enum CodingKeys: String, CodingKey { case type }
    struct Move: Codable {
        var id: Int
        var x: Int
        var y: Int
    }
    struct Resize: Codable {
        var id: Int
        var width: Int
        var height: Int
    }
    struct Rename: Codable {
        var id: Int
        var name: String
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Kind.self, forKey: .type) {
        case .move:
            let payload = try Move(from: decoder)
            self = .move(id: payload.id, x: payload.x, y: payload.y)
        case .resize:
            let payload = try Resize(from: decoder)
            self = .resize(id: payload.id, width: payload.width, height: payload.height)
        case .rename:
            let payload = try Rename(from: decoder)
            self = .rename(id: payload.id, name: payload.name)
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .move(let id, let x, let y):
            try container.encode(Kind.move, forKey: .type)
            try Move(id: id, x: x, y: y).encode(to: encoder)
        case .resize(let id, let width, let height):
            try container.encode(Kind.resize, forKey: .type)
            try Resize(id: id, width: width, height: height).encode(to: encoder)
        case .rename(let id, let name):
            try container.encode(Kind.rename, forKey: .type)
            try Rename(id: id, name: name).encode(to: encoder)
        }
    }
}

/// Swift's synthesized enum `Codable` (a different JSON shape: `{"text":{"_0":{…}}}`).
enum SynthesizedEvent: Codable, Equatable, Sendable {
    case text(TextEvent)
    case media(MediaEvent)
    case reaction(ReactionEvent)
    case location(LocationEvent)
    case poll(PollEvent)
}
