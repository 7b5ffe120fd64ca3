import Foundation

// Helpers the test targets share: what a user's tests would write around JSONDecoder and friends.

public func decode<T: Decodable>(_ type: T.Type, from json: String) throws -> T {
    try JSONDecoder().decode(type, from: Data(json.utf8))
}

/// JSON with sorted keys, so that it can be compared as text (Linux orders keys by hash).
public func sortedJSON<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}

/// Whether two JSON texts parse to equal values (numbers compared by value).
public func sameJSON(_ left: String, _ right: String) throws -> Bool {
    // Wrapped in an array, so that fragments compare too and the cast to NSArray always works.
    let a = try JSONSerialization.jsonObject(with: Data("[\(left)]".utf8)) as? NSArray
    let b = try JSONSerialization.jsonObject(with: Data("[\(right)]".utf8)) as? NSArray
    return a != nil && a == b
}

public func jsonRoundTrip<T: Codable>(_ value: T) throws -> T {
    try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
}

public func plistRoundTrip<T: Codable>(_ value: T, format: PropertyListSerialization.PropertyListFormat) throws -> T {
    let encoder = PropertyListEncoder()
    encoder.outputFormat = format
    return try PropertyListDecoder().decode(T.self, from: encoder.encode(value))
}

/// Round trips through JSON, binary and XML property lists; returns the three results.
public func roundTrips<T: Codable>(_ value: T) throws -> [T] {
    [try jsonRoundTrip(value), try plistRoundTrip(value, format: .binary), try plistRoundTrip(value, format: .xml)]
}
