import Foundation

/// A runtime registry written from CodableKitten's published design: the registry travels in
/// the decoder's `userInfo`; each element first decodes a throwaway extractor for its type
/// name, scans the registered types linearly, then decodes again with the type it found.
protocol RegisteredEvent: Codable, Sendable {
    static var typeName: String { get }
}

extension TextEvent: RegisteredEvent { static var typeName: String { "text" } }
extension MediaEvent: RegisteredEvent { static var typeName: String { "media" } }
extension ReactionEvent: RegisteredEvent { static var typeName: String { "reaction" } }
extension LocationEvent: RegisteredEvent { static var typeName: String { "location" } }
extension PollEvent: RegisteredEvent { static var typeName: String { "poll" } }

struct EventRegistry: Sendable {
    static let userInfoKey = CodingUserInfoKey(rawValue: "eventRegistry")!
    var types: [any RegisteredEvent.Type]
}

struct RegistryEvent: Codable, @unchecked Sendable {
    var value: any RegisteredEvent

    private struct TypeExtractor: Decodable {
        var type: String
    }

    private enum CodingKeys: String, CodingKey { case type }

    init(_ value: any RegisteredEvent) {
        self.value = value
    }

    init(from decoder: any Decoder) throws {
        guard let registry = decoder.userInfo[EventRegistry.userInfoKey] as? EventRegistry else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no registry"))
        }
        let name = try TypeExtractor(from: decoder).type
        guard let type = registry.types.first(where: { $0.typeName == name }) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "unknown \(name)"))
        }
        value = try type.init(from: decoder)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Swift.type(of: value).typeName, forKey: .type)
        try value.encode(to: encoder)
    }
}
