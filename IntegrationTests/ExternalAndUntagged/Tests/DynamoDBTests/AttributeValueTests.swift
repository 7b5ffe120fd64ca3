import DynamoDB
import FlatTagged
import Foundation
import Testing

/// DynamoDB's attribute values and items, checked against the examples AWS publishes in the
/// DynamoDB API reference (`AttributeValue`, `PutItem`, `GetItem`).
@Suite("DynamoDB")
struct AttributeValueTests {
    /// Every data type, as the `AttributeValue` reference writes it.
    @Test func everyDataTypeOfTheReference() throws {
        let examples: [(String, AttributeValue)] = [
            (#"{"S": "Hello"}"#, .s("Hello")),
            (#"{"N": "123.45"}"#, .n("123.45")),
            (#"{"B": "dGhpcyB0ZXh0IGlzIGJhc2U2NC1lbmNvZGVk"}"#, .b(Data("this text is base64-encoded".utf8))),
            (#"{"SS": ["Giraffe", "Hippo" ,"Zebra"]}"#, .ss(["Giraffe", "Hippo", "Zebra"])),
            (#"{"NS": ["42.2", "-19", "7.5", "3.14"]}"#, .ns(["42.2", "-19", "7.5", "3.14"])),
            (#"{"BS": ["U3Vubnk=", "UmFpbnk=", "U25vd3k="]}"#, .bs(["Sunny", "Rainy", "Snowy"].map { Data($0.utf8) })),
            (#"{"M": {"Name": {"S": "Joe"}, "Age": {"N": "35"}}}"#, .m(["Name": .s("Joe"), "Age": .n("35")])),
            (
                #"{"L": [ {"S": "Cookies"} , {"S": "Coffee"}, {"N": "3.14159"}]}"#,
                .l([.s("Cookies"), .s("Coffee"), .n("3.14159")])
            ),
            (#"{"NULL": true}"#, .null(true)),
            (#"{"BOOL": true}"#, .bool(true)),
        ]
        for (text, value) in examples {
            #expect(try decode(AttributeValue.self, text) == value, "\(text)")
            #expect(try parsed(encode(value)) == parsed(text), "\(text)")
        }
    }

    /// The `PutItem` request of the API reference's example, decoded and encoded back.
    @Test func putItemRequest() throws {
        let text = #"""
            {
                "TableName": "Thread",
                "Item": {
                    "LastPostDateTime": {"S": "201303190422"},
                    "Tags": {"SS": ["Update","Multiple Items","HelpMe"]},
                    "ForumName": {"S": "Amazon DynamoDB"},
                    "Message": {"S": "I want to update multiple items in a single call. What's the best way to do that?"},
                    "Subject": {"S": "How do I update multiple items?"},
                    "LastPostedBy": {"S": "fred@example.com"}
                },
                "ConditionExpression": "ForumName <> :f and Subject <> :s",
                "ExpressionAttributeValues": {
                    ":f": {"S": "Amazon DynamoDB"},
                    ":s": {"S": "How do I update multiple items?"}
                }
            }
            """#
        let request = try decode(PutItemInput.self, text)
        #expect(request.tableName == "Thread")
        #expect(request.item["Tags"] == .ss(["Update", "Multiple Items", "HelpMe"]))
        #expect(request.item["Tags"]?.kind == .ss)
        #expect(request.expressionAttributeValues?[":f"] == .s("Amazon DynamoDB"))
        #expect(try parsed(encode(request)) == parsed(text))
    }

    /// The `GetItem` response of the API reference's example.
    @Test func getItemResponse() throws {
        let text = #"""
            {
                "ConsumedCapacity": {"CapacityUnits": 1, "TableName": "Thread"},
                "Item": {
                    "Tags": {"SS": ["Update","Multiple Items","HelpMe"]},
                    "LastPostDateTime": {"S": "201303190436"},
                    "Message": {"S": "I want to update multiple items in a single call. What's the best way to do that?"}
                }
            }
            """#
        let response = try decode(GetItemOutput.self, text)
        #expect(response.item?["LastPostDateTime"] == .s("201303190436"))
        #expect(response.item?.count == 3)
    }

    /// Deep nesting (an indirect enum), as far as the decoder goes.
    @Test func deepNesting() throws {
        var value = AttributeValue.s("leaf")
        for depth in 0..<120 { value = depth.isMultiple(of: 2) ? .l([value]) : .m(["k": value]) }
        #expect(try decode(AttributeValue.self, String(decoding: encode(value), as: UTF8.self)) == value)
    }

    /// Hostile input: the error names the problem and where it is.
    @Test func hostileInput() throws {
        let two = try decodingError(#"{"M": {"a": {"S": "x", "N": "1"}}}"#)
        #expect(
            two.description
                == #"dataCorrupted at M.a: AttributeValue: expected an object with exactly one key naming the case; found 2 keys: "N", "S""#
        )
        let unknown = try decodingError(#"{"L": [{"X": 1}]}"#)
        #expect(
            unknown.description
                == #"dataCorrupted at L[0]: AttributeValue: unknown case "X"; expected one of "S", "N", "B", "SS", "NS", "BS", "M", "L", "NULL", "BOOL""#
        )
        let bare = try decodingError(#"{"L": ["S"]}"#)
        #expect(bare.description == #"dataCorrupted at L[0]: AttributeValue: case "S" needs a value: {"S": …}"#)
        let number = try decodingError(#"{"M": {"a": 5}}"#)
        #expect(
            number.description
                == "typeMismatch at M.a: AttributeValue: expected an object with one key naming the case, or a string; found a number"
        )
        let wrongType = try decodingError(#"{"N": 5}"#)
        #expect(wrongType.description.hasPrefix("typeMismatch at N: "))
    }

    // MARK: - Helpers

    private func decode<T: Decodable>(_: T.Type, _ text: String) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(text.utf8))
    }

    private func encode<T: Encodable>(_ value: T) throws -> Data {
        try JSONEncoder().encode(value)
    }

    private func parsed(_ data: Data) throws -> NSObject {
        try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) as! NSObject
    }

    private func parsed(_ text: String) throws -> NSObject {
        try parsed(Data(text.utf8))
    }

    /// The error decoding `text` throws, as `kind at path: description`.
    private func decodingError(_ text: String) throws -> DescribedError {
        let error = try #require(throws: DecodingError.self) { try decode(AttributeValue.self, text) }
        return DescribedError(error)
    }
}

/// A `DecodingError` as one line: `dataCorrupted at M.a: …`.
struct DescribedError {
    let description: String

    init(_ error: DecodingError) {
        let (kind, context): (String, DecodingError.Context) =
            switch error {
            case .typeMismatch(_, let context): ("typeMismatch", context)
            case .valueNotFound(_, let context): ("valueNotFound", context)
            case .keyNotFound(_, let context): ("keyNotFound", context)
            case .dataCorrupted(let context): ("dataCorrupted", context)
            @unknown default: ("unknown", .init(codingPath: [], debugDescription: "\(error)"))
            }
        let path = context.codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
        description = "\(kind) at \(path.hasPrefix(".") ? String(path.dropFirst()) : path): \(context.debugDescription)"
    }
}
