import FlatTagged
import Foundation

/// Discord's message components: integer tags, a public `Kind` with `Int` raw values.
// @FlatTagged
public enum Component: Equatable, Sendable {
    // @FlatTag(1)
    case actionRow(components: [Component])
    // @FlatTag(2)
    case button(style: Int, label: String, custom_id: String? = nil)
    // @FlatTag(3, aliases: [5, 6, 7, 8])
    case select(custom_id: String)
    // @FlatTag(unknown)
    case unknown(FlatTaggedUnknown)
}

/// The Model Context Protocol's elicitation request: `"mode"` came late, and a request
/// without it is a form.
// @FlatTagged(key: "mode")
public enum ElicitationRequest: Equatable, Sendable {
    // @FlatTag("form", missing)
    case form(message: String)
    case url(message: String, url: String)
}

/// A GeoJSON feature: `id: String? = nil` is a plain optional, never written as `null`.
// @FlatTagged
public enum GeoObject: Equatable, Sendable {
    // @FlatTag("Feature")
    case feature(properties: [String: String]?, id: String? = nil)
}

/// The kinds of component this client understands, as it tells the server.
public func understoodComponentTypes() -> [Int] {
    Component.Kind.allCases.map(\.rawValue)
}
