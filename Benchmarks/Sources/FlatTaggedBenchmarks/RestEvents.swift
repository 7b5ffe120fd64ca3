import FlatTagged
import Foundation

// `rest:`: a CloudEvents-like case whose objects carry two keys the case doesn't declare. The
// same case without `rest:` (the keys dropped) and the hand-written switch that drops them too
// are the references: what `rest:` costs is the difference, for the keys it keeps.

/// The case keeps every key it doesn't read.
// @FlatTagged
enum RestKeptEvent: Equatable, Sendable {
    // @FlatTag("order", rest: "extensions")
    case order(id: String, source: String, total: Int, extensions: [String: FlatTaggedValue])
}

/// The same case without `rest:`: unknown keys are dropped.
// @FlatTagged
enum RestDroppedEvent: Equatable, Sendable {
    // @FlatTag("order")
    case order(id: String, source: String, total: Int)
}

/// The hand-written switch for the case without `rest:`.
enum RestHandWrittenEvent: Codable, Equatable, Sendable {
    case order(id: String, source: String, total: Int)

    enum CodingKeys: String, CodingKey { case type, id, source, total }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .type) {
        case "order":
            self = .order(
                id: try container.decode(String.self, forKey: .id),
                source: try container.decode(String.self, forKey: .source),
                total: try container.decode(Int.self, forKey: .total))
        case let other:
            throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "unknown \(other)")
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .order(let id, let source, let total):
            try container.encode(id, forKey: .id)
            try container.encode(source, forKey: .source)
            try container.encode(total, forKey: .total)
            try container.encode("order", forKey: .type)
        }
    }
}

/// `rest-decode`/`rest-encode` (two unknown keys an object) and `rest-none-decode` (none): the
/// hand-written switch, the generated case without `rest:` and with it.
func restMeasurements(count: Int) throws -> [Measurement] {
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
    func object(_ index: Int, extra: Bool) -> String {
        let own = #"{"type":"order","id":"o-\#(index)","source":"/orders","total":\#(index)"#
        return own
            + (extra ? #","traceparent":"00-4bf92f3577b34da6-0\#(index % 10)","partitionkey":"k\#(index)"}"# : "}")
    }
    let withExtra = Data(("[" + (0..<count).map { object($0, extra: true) }.joined(separator: ",") + "]").utf8)
    let withoutExtra = Data(("[" + (0..<count).map { object($0, extra: false) }.joined(separator: ",") + "]").utf8)
    let kept = try decoder.decode([RestKeptEvent].self, from: withExtra)
    let dropped = try decoder.decode([RestDroppedEvent].self, from: withExtra)
    let handWritten = try decoder.decode([RestHandWrittenEvent].self, from: withExtra)
    guard kept.count == count, case .order(_, _, _, let extensions)? = kept.first, extensions.count == 2,
        try decoder.decode([RestKeptEvent].self, from: encoder.encode(kept)) == kept
    else {
        print("the rest: approaches disagree on the data")
        exit(1)
    }
    let bytes = withExtra.count
    return [
        .decoding(
            "rest-decode", "hand-written", [RestHandWrittenEvent].self, from: withExtra, objects: count, with: decoder),
        .decoding("rest-decode", "generated", [RestDroppedEvent].self, from: withExtra, objects: count, with: decoder),
        .decoding(
            "rest-decode", "generated-rest", [RestKeptEvent].self, from: withExtra, objects: count, with: decoder),
        .decoding(
            "rest-none-decode", "hand-written", [RestHandWrittenEvent].self, from: withoutExtra, objects: count,
            with: decoder),
        .decoding(
            "rest-none-decode", "generated-rest", [RestKeptEvent].self, from: withoutExtra, objects: count,
            with: decoder),
        .encoding("rest-encode", "hand-written", handWritten, bytes: bytes, objects: count, with: encoder),
        .encoding("rest-encode", "generated", dropped, bytes: bytes, objects: count, with: encoder),
        .encoding("rest-encode", "generated-rest", kept, bytes: bytes, objects: count, with: encoder),
    ]
}
