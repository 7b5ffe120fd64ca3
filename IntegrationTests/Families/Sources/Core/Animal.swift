import FlatTagged

/// Values of this family decode to the member their "kind" names, in any module.
// @FlatTagged(key: "kind", naming: .snakeCase)
public protocol Animal: Codable, Sendable {
    var name: String { get }
}

/// A second family: the same type may be in both, each with its own key and naming.
// @FlatTagged(key: "species", naming: .kebabCase)
public protocol Pet: Codable, Sendable {}

/// Integer tags, in the adjacently tagged form.
// @FlatTagged(key: "op", content: "d")
public protocol Command: Codable, Sendable {}

/// A decode-only family.
// @FlatTagged
public protocol Signal: Decodable, Sendable {}

/// The lossless fallback of `Animal`: an unknown animal is kept whole and written back unchanged.
// @FlatTag(unknown)
public struct UnknownAnimal: Animal {
    public let unknown: FlatTaggedUnknown
    public var name: String {
        if case .string(let name)? = unknown.object["name"] { return name }
        return ""
    }
}

/// A member of the core module itself.
// @FlatTag(1)
public struct Stop: Command, Equatable {
    public init() {}
}
