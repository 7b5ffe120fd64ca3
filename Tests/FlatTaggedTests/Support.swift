import Foundation
import Testing

/// Encodes with sorted keys so JSON text compares exactly.
func json<T: Encodable>(_ value: T, encoder: JSONEncoder = JSONEncoder()) throws -> String {
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}

func decode<T: Decodable>(_ type: T.Type, _ text: String, decoder: JSONDecoder = JSONDecoder()) throws -> T {
    try decoder.decode(T.self, from: Data(text.utf8))
}

/// Parses JSON into Foundation objects, for comparisons that ignore key order and formatting.
func parsed(_ text: String) throws -> NSObject {
    try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) as! NSObject
}

/// Asserts that `value` encodes to `expected` (compared as parsed JSON) and that `expected`
/// decodes back to `value`.
func expectRoundTrip<T: Codable & Equatable>(
    _ value: T, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let encoded = try json(value)
    #expect(try parsed(encoded) == parsed(expected), "encoded \(encoded)", sourceLocation: sourceLocation)
    #expect(try decode(T.self, expected) == value, sourceLocation: sourceLocation)
    #expect(try decode(T.self, encoded) == value, sourceLocation: sourceLocation)
}

/// The coding path as text: `[1].items[0].x`.
func pathText(_ path: [any CodingKey]) -> String {
    path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
}

/// The context of a `DecodingError`, whatever its kind.
func context(of error: DecodingError) -> DecodingError.Context? {
    switch error {
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
        .dataCorrupted(let context):
        return context
    @unknown default:
        return nil
    }
}
