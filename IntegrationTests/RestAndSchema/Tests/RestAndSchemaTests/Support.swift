import FlatTagged
import Foundation
import Testing

/// Whether two JSON texts parse to equal values (numbers by value, keys in any order).
func sameJSON(_ left: String, _ right: String) throws -> Bool {
    let a = try JSONSerialization.jsonObject(with: Data("[\(left)]".utf8)) as? NSArray
    let b = try JSONSerialization.jsonObject(with: Data("[\(right)]".utf8)) as? NSArray
    return a != nil && a == b
}

/// Encodes `value` to JSON text.
func json<T: Encodable>(_ value: T, _ encoder: JSONEncoder = JSONEncoder()) throws -> String {
    String(decoding: try encoder.encode(value), as: UTF8.self)
}

/// Decodes `text`, checks that it re-encodes to the same JSON value; returns the value.
@discardableResult
func expectRoundTrip<T: Codable>(
    _ type: T.Type, _ text: String, sourceLocation: SourceLocation = #_sourceLocation
) throws -> T {
    let value = try JSONDecoder().decode(T.self, from: Data(text.utf8))
    let encoded = try json(value)
    #expect(try sameJSON(encoded, text), "re-encodes as \(encoded)", sourceLocation: sourceLocation)
    return value
}
