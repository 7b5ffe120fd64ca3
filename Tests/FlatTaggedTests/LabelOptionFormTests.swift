import Foundation
import Testing

/// `labelNaming:`, `keys:` and `nulls:` in the external and untagged forms, through
/// `JSONEncoder`, `JSONDecoder` and property lists.
@Suite("Label options in the external and untagged forms")
struct LabelOptionFormTests {
    @Test func externalFormCodesTheObjectUnderTheTagWithTheMappedKeys() throws {
        try expectRoundTrip(
            ExternalLabelsComponent.button(customID: "ok", isDisabled: false, label: nil, emojiName: nil),
            #"{"button":{"custom_id":"ok","disabled":false,"label":null}}"#)
        try expectRoundTrip(
            ExternalLabelsComponent.button(customID: "ok", isDisabled: true, label: "OK", emojiName: "wave"),
            #"{"button":{"custom_id":"ok","disabled":true,"label":"OK","emoji_name":"wave"}}"#)
        try expectRoundTrip(
            ExternalLabelsComponent.selectMenu(customID: "m", maxValues: 3),
            #"{"select_menu":{"custom_id":"m","max_values":3}}"#)
        #expect(
            try decode(ExternalLabelsComponent.self, #"{"select_menu":{"custom_id":"m"}}"#)
                == .selectMenu(customID: "m", maxValues: 1))
        try expectRoundTrip(ExternalLabelsComponent.separator, #""separator""#)
    }

    @Test func externalFormMissingMappedKeyNamesIt() throws {
        do {
            _ = try decode(ExternalLabelsComponent.self, #"{"button":{"customID":"ok","disabled":false}}"#)
            Issue.record("decoded an object without custom_id")
        } catch DecodingError.keyNotFound(let key, _) {
            #expect(key.stringValue == "custom_id")
        }
    }

    @Test func untaggedFormChoosesTheCaseByTheMappedKeys() throws {
        try expectRoundTrip(
            UntaggedLabelsMessage.failure(requestID: 1, errorCode: -32600, errorData: nil),
            #"{"id":1,"error_code":-32600,"error_data":null}"#)
        try expectRoundTrip(
            UntaggedLabelsMessage.success(jsonRPC: "2.0", resultValue: 7),
            #"{"json_rpc":"2.0","result_value":7}"#)
        try expectRoundTrip(
            UntaggedLabelsMessage.notification(methodName: "ping", requestID: nil), #"{"method_name":"ping"}"#)
        try expectRoundTrip(
            UntaggedLabelsMessage.notification(methodName: "ping", requestID: 4),
            #"{"method_name":"ping","request_id":4}"#)
        // The label as written is not a key: this object has none of failure's required keys.
        #expect(throws: DecodingError.self) {
            try decode(UntaggedLabelsMessage.self, #"{"requestID":1,"errorCode":2}"#)
        }
    }

    @Test func bothFormsRoundTripThroughPropertyLists() throws {
        let components: [ExternalLabelsComponent] = [
            .button(customID: "ok", isDisabled: true, label: "OK", emojiName: nil),
            .selectMenu(customID: "m", maxValues: 2), .separator,
        ]
        let messages: [UntaggedLabelsMessage] = [
            .failure(requestID: 1, errorCode: 2, errorData: "x"), .success(jsonRPC: "2.0", resultValue: 1),
            .notification(methodName: "m", requestID: 3),
        ]
        for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
            let encoder = PropertyListEncoder()
            encoder.outputFormat = format
            let decoder = PropertyListDecoder()
            #expect(try decoder.decode([ExternalLabelsComponent].self, from: encoder.encode(components)) == components)
            #expect(try decoder.decode([UntaggedLabelsMessage].self, from: encoder.encode(messages)) == messages)
        }
    }
}
