import Events
import FlatTagged
import Foundation

/// The `parameters` (OpenAI) or `input_schema` (Anthropic) of a strict tool whose one argument
/// `property` is a `T`: the enum's strict schema under a property, its `$defs` moved to the root.
public func toolParameters<T: FlatTaggedSchemaProviding>(_ type: T.Type, property: String) -> FlatTaggedValue {
    guard case .object(var schema) = T.strictJSONSchema else { return T.strictJSONSchema }
    let definitions = schema.removeValue(forKey: "$defs")
    schema.removeValue(forKey: "$schema")
    var root: [String: FlatTaggedValue] = [
        "type": "object",
        "properties": .object([property: .object(schema)]),
        "required": [.string(property)],
        "additionalProperties": false,
    ]
    root["$defs"] = definitions
    return .object(root)
}

/// The arguments a model sends back for the `act` tool.
public struct ActArguments: Codable, Equatable, Sendable {
    /// The action chosen.
    public var action: AssistantAction
}

/// A proxy between Anthropic's stream and a client: it reads each event, counts tokens, and
/// forwards the event as it came, unknown fields included.
public struct StreamProxy {
    /// Output tokens seen so far.
    public private(set) var outputTokens = 0

    /// Makes a proxy.
    public init() {}

    /// Reads one event's JSON and returns the JSON to forward.
    public mutating func forward(_ line: Data) throws -> Data {
        let event = try JSONDecoder().decode(Anthropic.StreamEvent.self, from: line)
        if case .messageDelta(_, let usage, _) = event { outputTokens += usage.outputTokens }
        return try JSONEncoder().encode(event)
    }
}
