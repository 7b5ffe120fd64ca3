import FlatTagged
import Foundation

/// An instant written as ISO 8601 text, described by hand: the way the JSON Schema article says
/// to describe a type with its own `init(from:)`.
public struct Timestamp: Codable, Equatable, Sendable, FlatTaggedSchemaProviding {
    /// The instant.
    public var date: Date

    /// Makes a timestamp.
    public init(_ date: Date) { self.date = date }

    /// Reads ISO 8601 text.
    public init(from decoder: any Decoder) throws {
        date = try Date(decoder.singleValueContainer().decode(String.self), strategy: .iso8601)
    }

    /// Writes ISO 8601 text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(date.formatted(.iso8601))
    }

    /// A `date-time` string.
    public static var jsonSchema: FlatTaggedValue { ["type": "string", "format": "date-time"] }
    /// A string: `format` is no keyword of the strict subset.
    public static var strictJSONSchema: FlatTaggedValue { ["type": "string"] }
}

/// What a reminders assistant may do.
// @FlatTagged(schema, labelNaming: .snakeCase)
public enum ReminderAction: Equatable, Sendable {
    /// Remind the user of something at a time.
    case remind(text: String, at: Timestamp)
    /// Snooze a reminder until a time, or for ten minutes.
    case snooze(id: String, until: Timestamp?)
}
