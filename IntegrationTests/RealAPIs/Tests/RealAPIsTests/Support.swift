import Foundation
import Testing

/// A fixture's text: the JSON a specification publishes, as written there.
func fixture(_ name: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures").appendingPathComponent(name + ".json")
    return try String(contentsOf: url, encoding: .utf8)
}

/// Whether two JSON texts parse to equal values (numbers by value, keys in any order).
func sameJSON(_ left: String, _ right: String) throws -> Bool {
    let a = try JSONSerialization.jsonObject(with: Data("[\(left)]".utf8)) as? NSArray
    let b = try JSONSerialization.jsonObject(with: Data("[\(right)]".utf8)) as? NSArray
    return a != nil && a == b
}

/// Decodes the fixture `name`, checks that it re-encodes to the same JSON and that the value
/// survives binary and XML property lists; returns the value.
@discardableResult
func expectPublishedJSON<T: Codable & Equatable>(
    _ type: T.Type, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
) throws -> T {
    let text = try fixture(name)
    let value = try JSONDecoder().decode(T.self, from: Data(text.utf8))
    let encoded = String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    #expect(try sameJSON(encoded, text), "\(name) re-encodes as \(encoded)", sourceLocation: sourceLocation)
    for format in [PropertyListSerialization.PropertyListFormat.binary, .xml] {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = format
        #expect(
            try PropertyListDecoder().decode(T.self, from: encoder.encode(value)) == value,
            sourceLocation: sourceLocation)
    }
    return value
}
