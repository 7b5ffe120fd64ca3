import FlatTagged
import Foundation

// A content-form case whose payload is flattened beside labeled values under the content key,
// with and without `rest:`, beside the `switch` a user writes by hand: the object under the
// key is a value of a private body type, decoded and encoded with the container's
// `decode(_:forKey:)` and `encode(_:forKey:)`, whose `init(from:)` and `encode(to:)` read and
// write the payload's keys and the case's own in the decoder and encoder they are given.

// @FlatTagged(key: "kind", content: "data")
enum CoderWrapped: Equatable, Sendable {
    case created(CoderNote, requestID: Int)
    // @FlatTag(rest: "extra")
    case stamped(CoderNote, stamp: Int, extra: [String: FlatTaggedValue])
    // A default value: the case is decoded through its helper.
    case retried(CoderNote, attempt: Int = 1)
}

enum HandCoderWrapped: Codable, Equatable {
    case created(CoderNote, requestID: Int)
    case stamped(CoderNote, stamp: Int, extra: [String: FlatTaggedValue])
    case retried(CoderNote, attempt: Int)

    private enum Keys: String, CodingKey { case kind, data }
    private enum DataKeys: String, CodingKey { case requestID, stamp, attempt }

    /// Any key: the object's other keys.
    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// The object under `data`: the note's keys beside the case's own, and every other key.
    private struct Body: Codable {
        var note: CoderNote
        var requestID: Int?
        var stamp: Int?
        var attempt: Int?
        var extra: [String: FlatTaggedValue]?

        init(
            note: CoderNote, requestID: Int? = nil, stamp: Int? = nil, attempt: Int? = nil,
            extra: [String: FlatTaggedValue]? = nil
        ) {
            (self.note, self.requestID, self.stamp, self.attempt, self.extra) = (note, requestID, stamp, attempt, extra)
        }

        init(from decoder: any Decoder) throws {
            note = try CoderNote(from: decoder)
            let container = try decoder.container(keyedBy: DataKeys.self)
            requestID = try container.decodeIfPresent(Int.self, forKey: .requestID)
            stamp = try container.decodeIfPresent(Int.self, forKey: .stamp)
            attempt = try container.decodeIfPresent(Int.self, forKey: .attempt)
            let all = try decoder.container(keyedBy: AnyKey.self)
            var extra: [String: FlatTaggedValue] = [:]
            for key in all.allKeys where !["text", "pinned", "requestID", "stamp", "attempt"].contains(key.stringValue)
            {
                extra[key.stringValue] = try all.decode(FlatTaggedValue.self, forKey: key)
            }
            self.extra = extra
        }

        func encode(to encoder: any Encoder) throws {
            try note.encode(to: encoder)
            var container = encoder.container(keyedBy: DataKeys.self)
            try container.encodeIfPresent(requestID, forKey: .requestID)
            try container.encodeIfPresent(stamp, forKey: .stamp)
            try container.encodeIfPresent(attempt, forKey: .attempt)
            var all = encoder.container(keyedBy: AnyKey.self)
            for (key, value) in extra ?? [:] { try all.encode(value, forKey: AnyKey(stringValue: key)) }
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let tag = try container.decode(String.self, forKey: .kind)
        let body = try container.decode(Body.self, forKey: .data)
        switch tag {
        case "created":
            guard let requestID = body.requestID else {
                throw DecodingError.keyNotFound(
                    DataKeys.requestID, .init(codingPath: [Keys.data], debugDescription: "no requestID"))
            }
            self = .created(body.note, requestID: requestID)
        case "stamped":
            guard let stamp = body.stamp else {
                throw DecodingError.keyNotFound(
                    DataKeys.stamp, .init(codingPath: [Keys.data], debugDescription: "no stamp"))
            }
            self = .stamped(body.note, stamp: stamp, extra: body.extra ?? [:])
        case "retried": self = .retried(body.note, attempt: body.attempt ?? 1)
        default:
            throw DecodingError.dataCorrupted(.init(codingPath: [Keys.kind], debugDescription: "unknown \(tag)"))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case .created(let note, let requestID):
            try container.encode("created", forKey: .kind)
            try container.encode(Body(note: note, requestID: requestID), forKey: .data)
        case .stamped(let note, let stamp, let extra):
            try container.encode("stamped", forKey: .kind)
            try container.encode(Body(note: note, stamp: stamp, extra: extra), forKey: .data)
        case .retried(let note, let attempt):
            try container.encode("retried", forKey: .kind)
            try container.encode(Body(note: note, attempt: attempt), forKey: .data)
        }
    }
}

extension CoderWrapped {
    /// The value as the hand-written type holds it.
    var handWritten: HandCoderWrapped {
        switch self {
        case .created(let note, let requestID): .created(note, requestID: requestID)
        case .stamped(let note, let stamp, let extra): .stamped(note, stamp: stamp, extra: extra)
        case .retried(let note, let attempt): .retried(note, attempt: attempt)
        }
    }
}
