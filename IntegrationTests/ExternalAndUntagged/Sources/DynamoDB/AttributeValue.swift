import FlatTagged
import Foundation

/// A DynamoDB attribute value, as the low-level API writes it: the data type is the object's
/// only key (`{"S": "Hello"}`, `{"N": "42"}`, `{"L": [...]}`, `{"M": {...}}`).
///
/// Numbers travel as strings, to keep DynamoDB's 38 digits of precision; binary values as
/// base64 strings, which `JSONDecoder` turns into `Data`.
// @FlatTagged(external, naming: .uppercase)
public indirect enum AttributeValue: Hashable, Sendable {
    /// A string: `{"S": "Hello"}`.
    case s(String)
    /// A number, as its decimal text: `{"N": "123.45"}`.
    case n(String)
    /// Binary data, base64 in JSON: `{"B": "dGhpcyB0ZXh0IGlzIGJhc2U2NC1lbmNvZGVk"}`.
    case b(Data)
    /// A string set: `{"SS": ["Giraffe", "Hippo"]}`.
    case ss([String])
    /// A number set: `{"NS": ["42.2", "-19"]}`.
    case ns([String])
    /// A binary set: `{"BS": ["U3Vubnk="]}`.
    case bs([Data])
    /// A map of attributes: `{"M": {"Name": {"S": "Joe"}}}`.
    case m([String: AttributeValue])
    /// A list of attributes: `{"L": [{"S": "Cookies"}, {"N": "3.14159"}]}`.
    case l([AttributeValue])
    /// Null: `{"NULL": true}`.
    case null(Bool)
    /// A Boolean: `{"BOOL": true}`.
    case bool(Bool)
}

/// An item: attribute names and their values.
public typealias Item = [String: AttributeValue]

/// A `PutItem` request, as the DynamoDB API reference shows it.
public struct PutItemInput: Codable, Hashable, Sendable {
    public var tableName: String
    public var item: Item
    public var conditionExpression: String?
    public var expressionAttributeValues: Item?

    /// Creates a request.
    public init(
        tableName: String, item: Item, conditionExpression: String? = nil, expressionAttributeValues: Item? = nil
    ) {
        self.tableName = tableName
        self.item = item
        self.conditionExpression = conditionExpression
        self.expressionAttributeValues = expressionAttributeValues
    }

    enum CodingKeys: String, CodingKey {
        case tableName = "TableName"
        case item = "Item"
        case conditionExpression = "ConditionExpression"
        case expressionAttributeValues = "ExpressionAttributeValues"
    }
}

/// A `GetItem` response: the item, if one was found.
public struct GetItemOutput: Codable, Hashable, Sendable {
    public var item: Item?

    enum CodingKeys: String, CodingKey {
        case item = "Item"
    }
}
