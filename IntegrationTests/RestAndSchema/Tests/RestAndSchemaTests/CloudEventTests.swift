import Events
import FlatTagged
import Foundation
import Testing

/// CloudEvents 1.0 in JSON: extension attributes beside the context attributes.
@Suite("CloudEvents with rest:")
struct CloudEventTests {
    static let opened = #"""
        {"specversion":"1.0","type":"com.github.pull_request.opened","source":"https://github.com/cloudevents/spec/pull",
         "subject":"123","id":"A234-1234-1234","time":"2018-04-05T17:31:00Z","datacontenttype":"application/json",
         "comexampleextension1":"value","comexampleothervalue":5,"traceparent":"00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
         "tracestate":"rojo=00f067aa0ba902b7","partitionkey":"user-42","data":{"number":123,"title":"Fix"}}
        """#

    @Test func fiveExtensionAttributesRoundTrip() throws {
        let event = try expectRoundTrip(CloudEvent.self, Self.opened)
        guard case .pullRequestOpened(_, let id, _, let subject, _, _, let data, let extensions) = event else {
            Issue.record("decoded \(event)")
            return
        }
        #expect(id == "A234-1234-1234" && subject == "123" && data == PullRequestData(number: 123, title: "Fix"))
        #expect(
            extensions == [
                "comexampleextension1": "value", "comexampleothervalue": 5,
                "traceparent": "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
                "tracestate": "rojo=00f067aa0ba902b7", "partitionkey": "user-42",
            ])
    }

    @Test func anAbsentOptionalAttributeIsNoExtension() throws {
        let text = #"{"specversion":"1.0","type":"com.example.object.deleted","source":"/s","id":"1","dataref":"x"}"#
        let event = try JSONDecoder().decode(CloudEvent.self, from: Data(text.utf8))
        #expect(event == .objectDeleted(specversion: "1.0", id: "1", source: "/s", extensions: ["dataref": "x"]))
        // The alias is read; the primary tag is written.
        #expect(
            try sameJSON(
                json(event),
                #"{"specversion":"1.0","type":"com.example.object.deleted.v2","source":"/s","id":"1","dataref":"x"}"#))
    }

    @Test func anExtensionNamedLikeAnAttributeIsAnEncodingError() throws {
        let event = CloudEvent.objectDeleted(specversion: "1.0", id: "1", source: "/s", extensions: ["source": "/t"])
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(event) }
        let tagged = CloudEvent.objectDeleted(specversion: "1.0", id: "1", source: "/s", extensions: ["type": "x"])
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(tagged) }
    }

    @Test func extensionsBuiltInCodeAreWrittenAfterTheAttributes() throws {
        var extensions: [String: FlatTaggedValue] = ["traceparent": "00-ab-01", "sampled": true]
        extensions["ratio"] = 0.25
        extensions["parent"] = .null
        let event = CloudEvent.objectDeleted(specversion: "1.0", id: "9", source: "/s", extensions: extensions)
        let text = try json(event)
        #expect(
            try sameJSON(
                text,
                #"{"type":"com.example.object.deleted.v2","specversion":"1.0","id":"9","source":"/s","traceparent":"00-ab-01","sampled":true,"ratio":0.25,"parent":null}"#
            ))
        #expect(try JSONDecoder().decode(CloudEvent.self, from: Data(text.utf8)) == event)
    }
}
