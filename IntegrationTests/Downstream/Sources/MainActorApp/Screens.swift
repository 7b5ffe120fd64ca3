import Foundation

struct Banner: Codable, Equatable {
    var title: String
}

/// In a target with default main-actor isolation, this conformance is main-actor-isolated,
/// as synthesized `Codable` would be, so it can use payloads like `Banner` that are too.
// @FlatTagged
enum Screen: Equatable {
    case banner(Banner)
    case list(count: Int)
}

/// A `nonisolated` enum gets a nonisolated conformance: it decodes anywhere.
// @FlatTagged
nonisolated enum Ping: Equatable, Sendable {
    case ping(sequence: Int)
}

/// Main-actor code decoding main-actor-isolated types.
public func decodeScreens(_ json: String) throws -> String {
    let screens = try JSONDecoder().decode([Screen].self, from: Data(json.utf8))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(screens), as: UTF8.self)
}

/// Off the main actor: only the nonisolated enum can be used here.
nonisolated public func decodePing(_ json: String) throws -> Int {
    let ping = try JSONDecoder().decode(Ping.self, from: Data(json.utf8))
    guard case .ping(let sequence) = ping else { return -1 }
    return sequence
}

/// `Kind` and `kind` of a `nonisolated` enum are usable off the main actor too.
nonisolated public func pingKind(_ json: String) throws -> String {
    let ping = try JSONDecoder().decode(Ping.self, from: Data(json.utf8))
    return ping.kind == Ping.Kind(tag: "ping") ? ping.kind.rawValue : "?"
}
