import Events
import FlatTagged
import Foundation
import Gateway
import Testing

/// The tool an app sends to OpenAI or Anthropic: `AssistantAction.strictJSONSchema` as its
/// parameters, and the model's arguments decoded back. Every schema and instance is also written
/// for `validate.py` (run by `check.sh`), which checks them with an independent validator.
@Suite("Tool schemas")
struct ToolSchemaTests {
    /// Instances the app encodes or a model may send: each is valid under `jsonSchema` and decodes.
    static let valid = [
        #"{"action":"get_weather","city":"Paris","unit":"celsius"}"#,
        #"{"action":"get_weather","city":"Paris"}"#,
        #"{"action":"web_search","query":"swift","max_results":200}"#,
        #"{"action":"web_search","query":"swift"}"#,
        #"{"action":"create_event","title":"Standup","start":"2026-11-30T09:00:00Z","duration_minutes":15,"attendees":["a@example.com"]}"#,
        #"{"action":"create_event","title":"Standup","start":"2026-11-30T09:00:00Z","duration_minutes":15}"#,
        #"{"action":"send","to":"c_1","body":"hi","priority":3}"#,
        #"{"action":"send_message","to":"c_1","body":"hi","priority":"urgent"}"#,
        #"{"action":"run_command","argv":["ls","-l"]}"#,
    ]

    /// Instances decoding rejects: each must be invalid under `jsonSchema`.
    static let invalid = [
        #"{"action":"fly","city":"Paris"}"#,
        #"{"city":"Paris"}"#,
        #"{"action":"get_weather"}"#,
        #"{"action":"get_weather","city":"Paris","unit":"kelvin"}"#,
        #"{"action":"web_search","query":"swift","max_results":256}"#,
        #"{"action":"web_search","query":"swift","max_results":-1}"#,
        #"{"action":"create_event","title":"Standup","start":"s","duration_minutes":40000}"#,
        #"{"action":"send","to":"c_1","body":"hi","priority":300}"#,
        #"{"action":"send","recipient_id":"c_1","body":"hi","priority":1}"#,
    ]

    /// What a model sends under strict mode: every property present, `null` for an absent optional.
    static let strictArguments = [
        #"{"action":{"action":"get_weather","city":"Paris","unit":null}}"#,
        #"{"action":{"action":"web_search","query":"swift","max_results":3}}"#,
        #"{"action":{"action":"create_event","title":"T","start":"s","duration_minutes":5,"attendees":null}}"#,
        #"{"action":{"action":"send","to":"c_1","body":"hi","priority":"low"}}"#,
    ]

    @Test func everyValidInstanceDecodesAndEveryInvalidOneIsRejected() throws {
        for text in Self.valid {
            let action = try JSONDecoder().decode(AssistantAction.self, from: Data(text.utf8))
            let again = try JSONDecoder().decode(AssistantAction.self, from: JSONEncoder().encode(action))
            #expect(again == action, "\(text)")
        }
        for text in Self.invalid {
            #expect(throws: DecodingError.self, "\(text)") {
                try JSONDecoder().decode(AssistantAction.self, from: Data(text.utf8))
            }
        }
    }

    @Test func theModelsStrictArgumentsDecode() throws {
        for text in Self.strictArguments {
            _ = try JSONDecoder().decode(ActArguments.self, from: Data(text.utf8))
        }
        let weather = try JSONDecoder().decode(ActArguments.self, from: Data(Self.strictArguments[0].utf8))
        #expect(weather.action == .getWeather(city: "Paris", unit: nil))
    }

    @Test func docCommentsBecomeDescriptions() throws {
        let schema = AssistantAction.jsonSchema
        #expect(schema["description"]?.stringValue?.hasPrefix("An action the assistant may take.") == true)
        let cases = schema["anyOf"]?.arrayValue ?? []
        #expect(cases.contains { $0["description"]?.stringValue == "Search the web." })
        #expect(
            cases.contains { $0["description"]?.stringValue == "Run a command in the sandbox (Linux servers only)." })
        let event = schema["$defs"]?["CalendarEvent"]
        #expect(event?["properties"]?["duration_minutes"]?["description"]?.stringValue == "Length in minutes.")
    }

    @Test func toolParametersAreAStrictObjectWithDefinitionsAtTheRoot() throws {
        let parameters = toolParameters(AssistantAction.self, property: "action")
        #expect(parameters["type"] == "object" && parameters["additionalProperties"] == false)
        #expect(parameters["$defs"]?["TemperatureUnit"] != nil)
        #expect(parameters["properties"]?["action"]?["$defs"] == nil)
        try SchemaCorpus.write(
            "AssistantAction", schema: AssistantAction.jsonSchema, strict: AssistantAction.strictJSONSchema,
            valid: Self.valid, invalid: Self.invalid,
            strictValid: Self.strictArguments.map { text in
                (try? JSONDecoder().decode(FlatTaggedValue.self, from: Data(text.utf8)))?["action"] ?? .null
            })
        try SchemaCorpus.write(
            "ActArguments.parameters", schema: parameters, strict: parameters, valid: Self.strictArguments,
            invalid: [#"{"action":{"action":"get_weather","city":"Paris"}}"#], strictValid: [])
    }
}
