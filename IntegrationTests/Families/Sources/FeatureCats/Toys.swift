import FlatTagged
import Foundation

// A family declared in a `.defaultIsolation(MainActor.self)` target: its generated static, its
// members' conformances and the module list are nonisolated, so any task can use them. Its
// members are written `nonisolated`: in the protocol's own main-actor target, Swift 6.3 infers
// their synthesized Codable main-actor isolated, which can't satisfy the protocol's `Sendable`
// ("main actor-isolated conformance of 'YarnBall' to 'Decodable' cannot satisfy conformance
// requirement for a 'Sendable' type parameter"). Members in other targets (`Cat`) need nothing.

// @FlatTagged(naming: .snakeCase)
public protocol Toy: Codable, Sendable {}

// @FlatTag
nonisolated struct YarnBall: Toy { var color: String }

// @FlatTag(unknown)
nonisolated struct UnknownToy: Toy { let unknown: FlatTaggedUnknown }

/// Decodes toys off the main actor.
nonisolated public func toyTypes(_ json: String, registry: FlatTaggedRegistry) throws -> [String] {
    let decoder = JSONDecoder()
    decoder.userInfo[.flatTagged] = registry
    let toys = try decoder.decode(Polymorphic<[any Toy]>.self, from: Data(json.utf8)).wrappedValue
    return toys.map { String(describing: type(of: $0)) }
}
