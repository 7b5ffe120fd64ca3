import FlatTagged

/// Anthropic's Messages API, as a namespace for the enums declared in extensions below.
public enum Anthropic {}

extension Anthropic {
    /// A server-sent event of a streamed message. A proxy decodes what it needs and passes every
    /// field the API added after it was built on, through `rest:`.
    // @FlatTagged(naming: .snakeCase, labelNaming: .snakeCase)
    public enum StreamEvent: Equatable, Sendable {
        // @FlatTag(rest: "extra")
        case messageStart(message: Message, extra: [String: FlatTaggedValue])
        // @FlatTag(rest: "extra")
        case contentBlockStart(index: Int, contentBlock: ContentBlock, extra: [String: FlatTaggedValue])
        // @FlatTag(rest: "extra")
        case contentBlockDelta(index: Int, delta: Delta, extra: [String: FlatTaggedValue])
        // @FlatTag(rest: "extra")
        case contentBlockStop(index: Int, extra: [String: FlatTaggedValue])
        // @FlatTag(rest: "extra")
        case messageDelta(delta: MessageDelta, usage: Usage, extra: [String: FlatTaggedValue])
        case messageStop
        case ping
        // @FlatTag(rest: "extra")
        case error(error: APIError, extra: [String: FlatTaggedValue])
        // @FlatTag(unknown)
        case unknown(FlatTaggedUnknown)
    }

    /// The message object of `message_start`, itself tagged `"type":"message"`.
    // @FlatTagged(labelNaming: .snakeCase)
    public enum Message: Equatable, Sendable {
        // @FlatTag(nulls: ["stopReason", "stopSequence"], rest: "extra")
        case message(
            id: String, role: String, content: [ContentBlock], model: String, stopReason: String?,
            stopSequence: String?, usage: Usage, extra: [String: FlatTaggedValue])
    }

    /// A block of a message's content.
    // @FlatTagged(naming: .snakeCase)
    public enum ContentBlock: Equatable, Sendable {
        // @FlatTag(rest: "extra")
        case text(text: String, extra: [String: FlatTaggedValue])
        // @FlatTag(rest: "extra")
        case toolUse(id: String, name: String, input: FlatTaggedValue, extra: [String: FlatTaggedValue])
        // @FlatTag(unknown)
        case unknown(FlatTaggedUnknown)
    }

    /// The change a `content_block_delta` carries.
    // @FlatTagged(naming: .snakeCase)
    public enum Delta: Equatable, Sendable {
        case textDelta(text: String)
        // @FlatTag(keys: ["partialJSON": "partial_json"])
        case inputJsonDelta(partialJSON: String)
        // @FlatTag(unknown)
        case unknown(FlatTaggedUnknown)
    }
}

/// Token counts.
public struct Usage: Codable, Equatable, Sendable {
    /// Input tokens, when the event carries them.
    public var inputTokens: Int?
    /// Output tokens.
    public var outputTokens: Int

    enum CodingKeys: String, CodingKey {
        case inputTokens = "input_tokens"
        case outputTokens = "output_tokens"
    }
}

/// The top-level change of `message_delta`.
public struct MessageDelta: Codable, Equatable, Sendable {
    /// Why the message stopped.
    public var stopReason: String?
    /// The stop sequence matched, if any: written as `null` when there is none.
    public var stopSequence: String?

    enum CodingKeys: String, CodingKey {
        case stopReason = "stop_reason"
        case stopSequence = "stop_sequence"
    }

    /// Writes both keys, `null` included, as the API does.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(stopReason, forKey: .stopReason)
        try container.encode(stopSequence, forKey: .stopSequence)
    }
}

/// An error event's error.
public struct APIError: Codable, Equatable, Sendable {
    /// The error's type, such as `overloaded_error`.
    public var type: String
    /// A message for people.
    public var message: String
}
