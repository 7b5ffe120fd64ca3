import Foundation

/// The encoders a flat payload that is not an object must be rejected by.
enum Format: String, Codable, CaseIterable, Sendable, CustomStringConvertible {
    case json, binaryPropertyList, xmlPropertyList

    func encode<T: Encodable>(_ value: T) throws -> Data {
        switch self {
        case .json:
            return try JSONEncoder().encode(value)
        case .binaryPropertyList, .xmlPropertyList:
            let encoder = PropertyListEncoder()
            encoder.outputFormat = self == .xmlPropertyList ? .xml : .binary
            return try encoder.encode(value)
        }
    }

    var description: String { rawValue }
}
