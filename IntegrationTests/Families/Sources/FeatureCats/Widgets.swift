import FlatTagged
import Foundation

// A family that is not `Sendable`, declared in this `.defaultIsolation(MainActor.self)` target:
// its members are main-actor types whose conformances to the family (and to `Codable`) are
// isolated to the main actor. Off the main actor Swift won't use those conformances, so
// decoding such a member there is a `FlatTaggedConfigurationError` that names the member, its
// isolation and the fix; `Dial`, written `nonisolated`, decodes anywhere.

// @FlatTagged
public protocol Widget: Codable {}

// @FlatTag
struct Gauge: @MainActor Widget { var value: Int }

// @FlatTag
nonisolated struct Dial: Widget { var angle: Int }

/// Decodes widgets on whatever executor calls it and returns their type names.
nonisolated public func widgetTypes(_ json: String, registry: FlatTaggedRegistry) throws -> [String] {
    let decoder = JSONDecoder()
    decoder.userInfo[.flatTagged] = registry
    let widgets = try decoder.decode(Polymorphic<[any Widget]>.self, from: Data(json.utf8)).wrappedValue
    return widgets.map { String(describing: type(of: $0 as Any)) }
}
