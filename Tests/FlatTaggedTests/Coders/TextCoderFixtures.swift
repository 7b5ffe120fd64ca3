import FlatTagged
import Foundation

// What the text-scalar and XML-like coders' tests run through each coder: every form, marked
// (the plugin generates their coding), each beside the hand-written `switch` on the tag that a
// user would write without FlatTagged. The same data goes through both, and both must encode
// the same document.

struct CoderNote: Codable, Equatable, Sendable {
    var text: String
    var pinned: Bool
}

// MARK: The flat form, with a lossless fallback

// @FlatTagged
enum CoderEvent: Equatable, Sendable {
    case move(x: Int, y: Double)
    case note(CoderNote)
    case ping
    // @FlatTag(unknown)
    case unknown(FlatTaggedUnknown)
}

enum HandCoderEvent: Codable, Equatable {
    case move(x: Int, y: Double)
    case note(CoderNote)
    case ping

    private enum Keys: String, CodingKey { case type, x, y }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        switch try container.decode(String.self, forKey: .type) {
        case "move":
            self = .move(
                x: try container.decode(Int.self, forKey: .x), y: try container.decode(Double.self, forKey: .y))
        case "note": self = .note(try CoderNote(from: decoder))
        case "ping": self = .ping
        case let tag:
            throw DecodingError.dataCorrupted(.init(codingPath: [Keys.type], debugDescription: "unknown \(tag)"))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case .move(let x, let y):
            try container.encode(x, forKey: .x)
            try container.encode(y, forKey: .y)
            try container.encode("move", forKey: .type)
        case .note(let note):
            try note.encode(to: encoder)
            try container.encode("note", forKey: .type)
        case .ping:
            try container.encode("ping", forKey: .type)
        }
    }
}

// MARK: The content form

// @FlatTagged(key: "kind", content: "data")
enum CoderContent: Equatable, Sendable {
    case count(Int)
    case label(String)
    case flag(Bool)
}

enum HandCoderContent: Codable, Equatable {
    case count(Int)
    case label(String)
    case flag(Bool)

    private enum Keys: String, CodingKey { case kind, data }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        switch try container.decode(String.self, forKey: .kind) {
        case "count": self = .count(try container.decode(Int.self, forKey: .data))
        case "label": self = .label(try container.decode(String.self, forKey: .data))
        case "flag": self = .flag(try container.decode(Bool.self, forKey: .data))
        case let tag:
            throw DecodingError.dataCorrupted(.init(codingPath: [Keys.kind], debugDescription: "unknown \(tag)"))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case .count(let value): try container.encode(value, forKey: .data)
        case .label(let value): try container.encode(value, forKey: .data)
        case .flag(let value): try container.encode(value, forKey: .data)
        }
        let tag =
            switch self {
            case .count: "count"
            case .label: "label"
            case .flag: "flag"
            }
        try container.encode(tag, forKey: .kind)
    }
}

// MARK: The external form

// @FlatTagged(external)
enum CoderExternal: Equatable, Sendable {
    case count(Int)
    case note(CoderNote)
}

enum HandCoderExternal: Codable, Equatable {
    case count(Int)
    case note(CoderNote)

    private enum Keys: String, CodingKey { case count, note }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "one key"))
        }
        switch key {
        case .count: self = .count(try container.decode(Int.self, forKey: .count))
        case .note: self = .note(try container.decode(CoderNote.self, forKey: .note))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case .count(let value): try container.encode(value, forKey: .count)
        case .note(let value): try container.encode(value, forKey: .note)
        }
    }
}

// MARK: The untagged form

// @FlatTagged(untagged)
enum CoderUntagged: Equatable, Sendable {
    case flag(Bool)
    case count(Int)
    case ratio(Double)
    case text(String)
    case note(CoderNote)
}

/// The `try?` chain in declaration order.
enum HandCoderUntagged: Codable, Equatable {
    case flag(Bool)
    case count(Int)
    case ratio(Double)
    case text(String)
    case note(CoderNote)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Bool.self) {
            self = .flag(value)
        } else if let value = try? container.decode(Int.self) {
            self = .count(value)
        } else if let value = try? container.decode(Double.self) {
            self = .ratio(value)
        } else if let value = try? container.decode(String.self) {
            self = .text(value)
        } else {
            self = .note(try container.decode(CoderNote.self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .flag(let value): try container.encode(value)
        case .count(let value): try container.encode(value)
        case .ratio(let value): try container.encode(value)
        case .text(let value): try container.encode(value)
        case .note(let value): try container.encode(value)
        }
    }
}

// MARK: Integer tags, with a lossless fallback

// @FlatTagged(key: "op")
enum CoderOp: Equatable, Sendable {
    // @FlatTag(1)
    case hello(interval: Int)
    // @FlatTag(2)
    case ack
    // @FlatTag(unknown)
    case unknown(FlatTaggedUnknown)
}

enum HandCoderOp: Codable, Equatable {
    case hello(interval: Int)
    case ack

    private enum Keys: String, CodingKey { case op, interval }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        switch try container.decode(Int.self, forKey: .op) {
        case 1: self = .hello(interval: try container.decode(Int.self, forKey: .interval))
        case 2: self = .ack
        case let tag:
            throw DecodingError.dataCorrupted(.init(codingPath: [Keys.op], debugDescription: "unknown \(tag)"))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case .hello(let interval):
            try container.encode(interval, forKey: .interval)
            try container.encode(1, forKey: .op)
        case .ack:
            try container.encode(2, forKey: .op)
        }
    }
}

// MARK: A family, in arrays

// @FlatTagged
protocol CoderFigure: Codable, Sendable {}

// @FlatTag("circle")
struct CoderCircle: CoderFigure, Equatable { var radius: Double }

// @FlatTag("square")
struct CoderSquare: CoderFigure, Equatable { var side: Int }

// @FlatTag(unknown)
struct UnknownCoderFigure: CoderFigure { let unknown: FlatTaggedUnknown }

struct CoderDrawing: Codable {
    @Polymorphic var figure: [any CoderFigure]
    @Polymorphic var spare: [any CoderFigure]?
    @LossyPolymorphic var sketch: [any CoderFigure]
}

/// The closed enum a user writes without a family.
enum HandCoderFigure: Codable, Equatable {
    case circle(radius: Double)
    case square(side: Int)

    private enum Keys: String, CodingKey { case type, radius, side }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        switch try container.decode(String.self, forKey: .type) {
        case "circle": self = .circle(radius: try container.decode(Double.self, forKey: .radius))
        case "square": self = .square(side: try container.decode(Int.self, forKey: .side))
        case let tag:
            throw DecodingError.dataCorrupted(.init(codingPath: [Keys.type], debugDescription: "unknown \(tag)"))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case .circle(let radius):
            try container.encode(radius, forKey: .radius)
            try container.encode("circle", forKey: .type)
        case .square(let side):
            try container.encode(side, forKey: .side)
            try container.encode("square", forKey: .type)
        }
    }
}

struct HandCoderDrawing: Codable, Equatable {
    var figure: [HandCoderFigure]
    var spare: [HandCoderFigure]?
    var sketch: [HandCoderFigure]
}

extension CoderDrawing {
    /// The drawing as the hand-written types hold it (an unknown figure has no hand-written case).
    var handWritten: HandCoderDrawing? {
        func hand(_ figures: [any CoderFigure]) -> [HandCoderFigure]? {
            var result: [HandCoderFigure] = []
            for figure in figures {
                switch figure {
                case let circle as CoderCircle: result.append(.circle(radius: circle.radius))
                case let square as CoderSquare: result.append(.square(side: square.side))
                default: return nil
                }
            }
            return result
        }
        guard let figure = hand(figure), let sketch = hand(sketch) else { return nil }
        let spare = spare.map(hand)
        if case .some(.none) = spare { return nil }
        return HandCoderDrawing(figure: figure, spare: spare ?? nil, sketch: sketch)
    }
}
