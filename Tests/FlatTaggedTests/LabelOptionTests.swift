import Foundation
import Testing

/// `labelNaming:`, `keys:`, `nulls:`, `flat` and flattened payloads, through `JSONEncoder`,
/// `JSONDecoder` and property lists.
@Suite("Label options")
struct LabelOptionTests {
    @Test func labelNamingAndKeysMakeTheKeys() throws {
        try expectRoundTrip(
            LabelsComponent.button(style: 1, label: "OK", customID: "ok", isDisabled: true),
            #"{"type":2,"style":1,"label":"OK","custom_id":"ok","disabled":true}"#)
        try expectRoundTrip(
            LabelsComponent.actionRow(components: [.button(style: 1, label: nil, customID: "a")]),
            #"{"type":1,"components":[{"type":2,"style":1,"custom_id":"a"}]}"#)
    }

    @Test func codingKeysAndKindAreTheMappedKeys() throws {
        #expect(LabelsComponent.Kind.button.rawValue == 2)
        #expect(LabelsComponent.button(style: 1, label: nil, customID: "a").kind == .button)
        #expect(LabelsGateway.Kind.allCases.map(\.rawValue) == [0, 1, 2, 7, 10, 11])
        #expect(LabelsGateway.flatTags == ["0", "1", "2", "7", "10", "11"])
    }

    @Test func snakeCaseKeysWithConvertFromSnakeCaseFailAsSynthesizedCodableDoes() throws {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let text = #"{"type":2,"style":1,"custom_id":"ok"}"#
        #expect(throws: DecodingError.self) { try decode(LabelsComponent.self, text, decoder: decoder) }
        do {
            _ = try decode(LabelsComponent.self, text, decoder: decoder)
        } catch DecodingError.keyNotFound(let key, _) {
            #expect(key.stringValue == "custom_id")
        }
        // Synthesized `Codable` with snake-case `CodingKeys` fails the same way.
        #expect(throws: DecodingError.self) {
            try decode(LabelsReady.self, #"{"session_id":"s"}"#, decoder: decoder)
        }
    }

    @Test func nullsWritesNullAndOtherOptionalsAreOmitted() throws {
        try expectRoundTrip(
            LabelsGeo.feature(id: nil, geometry: nil, properties: nil),
            #"{"type":"Feature","geometry":null,"properties":null}"#)
        try expectRoundTrip(
            LabelsGeo.feature(id: "f1", geometry: LabelsPoint(coordinates: [1, 2]), properties: ["a": "b"]),
            #"{"type":"Feature","id":"f1","geometry":{"coordinates":[1,2]},"properties":{"a":"b"}}"#)
        #expect(try decode(LabelsGeo.self, #"{"type":"Feature"}"#) == .feature(id: nil, geometry: nil, properties: nil))
        // `nulls:` wins over the `T? = 7` rule, under the mapped key.
        try expectRoundTrip(LabelsGeo.box(height: nil), #"{"type":"Box","h":null}"#)
        #expect(try decode(LabelsGeo.self, #"{"type":"Box"}"#) == .box(height: 7))
    }

    @Test func nullsOnTheContentKeyWritesNullWithoutItNilIsOmitted() throws {
        try expectRoundTrip(LabelsGateway.heartbeat(nil), #"{"op":1,"d":null}"#)
        try expectRoundTrip(LabelsGateway.heartbeat(251), #"{"op":1,"d":251}"#)
        #expect(try decode(LabelsGateway.self, #"{"op":1}"#) == .heartbeat(nil))
        try expectRoundTrip(LabelsGateway.maybe(nil), #"{"op":2}"#)
        #expect(try decode(LabelsGateway.self, #"{"op":2,"d":null}"#) == .maybe(nil))
    }

    @Test func flatCasesStandBesideTheTag() throws {
        try expectRoundTrip(
            LabelsGateway.dispatch(.messageCreate(LabelsMessage(id: "1", content: "hi")), s: 42),
            #"{"op":0,"t":"MESSAGE_CREATE","s":42,"d":{"id":"1","content":"hi"}}"#)
        try expectRoundTrip(
            LabelsGateway.dispatch(.ready(LabelsReady(sessionID: "abc")), s: 1),
            #"{"op":0,"t":"READY","s":1,"d":{"session_id":"abc"}}"#)
        try expectRoundTrip(LabelsGateway.reconnect, #"{"op":7}"#)
        try expectRoundTrip(
            LabelsGateway.hello(heartbeatInterval: 41250), #"{"op":10,"d":{"heartbeat_interval":41250}}"#)
        // Under the content key a label may be keyed like the discriminator.
        try expectRoundTrip(LabelsGateway.echo(operation: 3), #"{"op":11,"d":{"op":3}}"#)
    }

    @Test func aFlattenedPayloadSharesTheObjectWithLabeledValues() throws {
        let message = LabelsMessage(id: "m1", content: "hi")
        try expectRoundTrip(
            LabelsEvent.created(message, eventID: "evt_1", createdAt: 1_700_000_000),
            #"{"type":"message.created","id":"m1","content":"hi","event_id":"evt_1","created_at":1700000000}"#)
        #expect(
            try decode(LabelsEvent.self, #"{"type":"message.created","id":"m1","content":"hi","event_id":"e"}"#)
                == .created(message, eventID: "e", createdAt: 0))
        try expectRoundTrip(
            LabelsWrapped.created(message, requestID: "r", note: nil),
            #"{"kind":"created","data":{"id":"m1","content":"hi","requestID":"r"}}"#)
    }

    @Test func aMissingFlattenedPayloadKeyIsReportedAtItsPath() throws {
        do {
            _ = try decode(LabelsWrapped.self, #"{"kind":"created","data":{"id":"m1","requestID":"r"}}"#)
            Issue.record("decoded without content")
        } catch DecodingError.keyNotFound(let key, let context) {
            #expect(key.stringValue == "content")
            #expect(pathText(context.codingPath) == ".data")
        }
    }

    @Test func everyValueRoundTripsThroughPropertyLists() throws {
        let message = LabelsMessage(id: "m1", content: "hi")
        let gateway: [LabelsGateway] = [
            .dispatch(.messageCreate(message), s: 42), .heartbeat(nil), .heartbeat(3), .maybe(nil), .reconnect,
            .hello(heartbeatInterval: 5), .echo(operation: 1),
        ]
        let geo: [LabelsGeo] = [
            .feature(id: nil, geometry: nil, properties: nil), .feature(id: "x", geometry: nil, properties: [:]),
            .box(height: nil), .box(height: 2),
        ]
        let events: [LabelsEvent] = [.created(message, eventID: "e", createdAt: 3)]
        let wrapped: [LabelsWrapped] = [.created(message, requestID: "r", note: "n")]
        for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
            let encoder = PropertyListEncoder()
            encoder.outputFormat = format
            let decoder = PropertyListDecoder()
            #expect(try decoder.decode([LabelsGateway].self, from: encoder.encode(gateway)) == gateway)
            #expect(try decoder.decode([LabelsGeo].self, from: encoder.encode(geo)) == geo)
            #expect(try decoder.decode([LabelsEvent].self, from: encoder.encode(events)) == events)
            #expect(try decoder.decode([LabelsWrapped].self, from: encoder.encode(wrapped)) == wrapped)
        }
    }
}
