import FlatTagged

/// A temperature unit, written as a bare string.
// @FlatTagged(schema, external)
public enum TemperatureUnit: Equatable, Sendable {
    case celsius
    case fahrenheit
}

/// An action the assistant may take. Its `strictJSONSchema` is the `parameters` of one tool
/// sent to OpenAI or Anthropic with strict mode on.
// @FlatTagged(schema, key: "action", naming: .snakeCase, labelNaming: .snakeCase)
public enum AssistantAction: Equatable, Sendable {
    /// Look up the current weather of a city.
    case getWeather(city: String, unit: TemperatureUnit?)
    /// Search the web.
    case webSearch(query: String, maxResults: UInt8 = 5)
    /// Put an event in the user's calendar.
    case createEvent(CalendarEvent)
    /// Send a message to a contact.
    // @FlatTag("send", aliases: ["send_message"], keys: ["recipientID": "to"])
    case sendMessage(recipientID: String, body: String, priority: Priority)
    #if os(Linux)
        /// Run a command in the sandbox (Linux servers only).
        case runCommand(argv: [String])
    #endif
}

/// How urgent a message is.
// @FlatTagged(schema, untagged)
public enum Priority: Equatable, Sendable {
    /// A level from 0 to 9.
    case level(Int8)
    /// A named level.
    case named(String)
}

/// A calendar event to create.
public struct CalendarEvent: Codable, Equatable, Sendable {
    /// The event's title.
    public var title: String
    /// Start, ISO 8601.
    public var start: String
    /// Length in minutes.
    public var durationMinutes: Int16
    /// People to invite, by email.
    public var attendees: [String]?

    enum CodingKeys: String, CodingKey {
        case title, start
        case durationMinutes = "duration_minutes"
        case attendees
    }

    /// Makes an event.
    public init(title: String, start: String, durationMinutes: Int16, attendees: [String]?) {
        self.title = title
        self.start = start
        self.durationMinutes = durationMinutes
        self.attendees = attendees
    }
}
