import Events
import FlatTagged
import Foundation
import Gateway
import Testing

/// Anthropic's streaming events, as the API documents them, with fields added after the proxy
/// was built: every one is forwarded unchanged.
@Suite("Anthropic streaming events with rest:")
struct AnthropicStreamTests {
    /// A stream as the Messages API documents it, with fields the enums don't declare
    /// (`service_tier`, `container`, `citations`, `cache_*`, `request_id`).
    static let stream = [
        #"{"type":"message_start","request_id":"req_1","message":{"id":"msg_1nZdL29xx5MUA1yADyHTEsnR8uuvGzszyY","type":"message","role":"assistant","content":[],"model":"claude-sonnet-4-5","stop_reason":null,"stop_sequence":null,"container":null,"usage":{"input_tokens":25,"output_tokens":1},"service_tier":"standard"}}"#,
        #"{"type":"content_block_start","index":0,"content_block":{"type":"text","text":"","citations":[]}}"#,
        #"{"type":"ping"}"#,
        #"{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"Hello"}}"#,
        #"{"type":"content_block_delta","index":0,"delta":{"type":"citations_delta","citation":{"type":"char_location","cited_text":"x"}}}"#,
        #"{"type":"content_block_stop","index":0}"#,
        #"{"type":"content_block_start","index":1,"content_block":{"type":"tool_use","id":"toolu_01T1x1fJ34qAmk2tNTrN7Up6","name":"get_weather","input":{}}}"#,
        #"{"type":"content_block_delta","index":1,"delta":{"type":"input_json_delta","partial_json":"{\"location\": \"San Fra"}}"#,
        #"{"type":"content_block_stop","index":1}"#,
        #"{"type":"message_delta","delta":{"stop_reason":"end_turn","stop_sequence":null},"usage":{"output_tokens":15},"context_management":{"applied_edits":[]}}"#,
        #"{"type":"message_stop"}"#,
        #"{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"},"request_id":"req_2"}"#,
        #"{"type":"thinking_summary","summary":"new event type"}"#,
    ]

    @Test func theProxyForwardsEveryEventUnchanged() throws {
        var proxy = StreamProxy()
        for line in Self.stream {
            let forwarded = String(decoding: try proxy.forward(Data(line.utf8)), as: UTF8.self)
            #expect(try sameJSON(forwarded, line), "\(line) forwarded as \(forwarded)")
        }
        #expect(proxy.outputTokens == 15)
    }

    @Test func unknownFieldsLandInRestAtEveryLevel() throws {
        let start = try JSONDecoder().decode(Anthropic.StreamEvent.self, from: Data(Self.stream[0].utf8))
        guard
            case .messageStart(.message(let id, _, _, _, let stopReason, _, let usage, let messageExtra), let extra) =
                start
        else {
            Issue.record("decoded \(start)")
            return
        }
        #expect(id.hasPrefix("msg_") && stopReason == nil && usage.inputTokens == 25)
        #expect(extra == ["request_id": "req_1"])
        #expect(messageExtra == ["container": .null, "service_tier": "standard"])
    }

    @Test func aToolUseBlockKeepsItsInputAsSent() throws {
        let block = try expectRoundTrip(
            Anthropic.ContentBlock.self,
            #"{"type":"tool_use","id":"toolu_1","name":"act","input":{"action":"web_search","query":"swift"},"caller":{"type":"direct"}}"#
        )
        #expect(
            block
                == .toolUse(
                    id: "toolu_1", name: "act", input: ["action": "web_search", "query": "swift"],
                    extra: ["caller": ["type": "direct"]]))
    }
}
