/// How a member of a family is tagged: what `// @FlatTag(…)` before a type declares.
///
/// ```swift
/// struct Dog: Animal, FlatTaggedMember {
///     static var flatTagging: FlatTagging { .tag("dog", aliases: ["doggo"]) }
/// }
/// struct GoldenRetriever: Animal, FlatTaggedMember {
///     static var flatTagging: FlatTagging { .typeName }   // "golden_retriever" with .snakeCase
/// }
/// struct Button: Component, FlatTaggedMember {
///     static var flatTagging: FlatTagging { .tag(2) }
/// }
/// ```
///
/// Aliases are accepted when decoding; encoding always writes the primary tag.
public struct FlatTagging: Hashable, Sendable {
    enum Storage: Hashable, Sendable {
        /// A string tag; `nil` takes it from the type's name through each family's naming.
        case string(String?, aliases: [String])
        /// An integer tag.
        case integer(Int, aliases: [Int])
        /// The family's fallback for unknown tags (`FlatTaggedFallback`).
        case fallback
    }

    let storage: Storage

    /// A string tag and the aliases also accepted when decoding: `// @FlatTag("dog", aliases: ["doggo"])`.
    public static func tag(_ tag: String, aliases: [String] = []) -> FlatTagging {
        FlatTagging(storage: .string(tag, aliases: aliases))
    }

    /// An integer tag and the integer aliases also accepted when decoding: `// @FlatTag(3, aliases: [5, 6])`.
    public static func tag(_ tag: Int, aliases: [Int] = []) -> FlatTagging {
        FlatTagging(storage: .integer(tag, aliases: aliases))
    }

    /// The tag made from the type's innermost name by each family's naming: `// @FlatTag`.
    public static var typeName: FlatTagging { FlatTagging(storage: .string(nil, aliases: [])) }

    /// The tag made from the type's name, and aliases: `// @FlatTag(aliases: ["old_name"])`.
    public static func typeName(aliases: [String]) -> FlatTagging {
        FlatTagging(storage: .string(nil, aliases: aliases))
    }
}

#if compiler(>=6.2)
    /// A type that belongs to every registered family it conforms to, with the tag it declares.
    ///
    /// The generator writes the conformance for a type marked `// @FlatTag(…)`; by hand:
    /// `extension Dog: FlatTaggedMember { static var flatTagging: FlatTagging { .tag("dog") } }`.
    /// List the type in a `FlatTaggedModule` to register it.
    ///
    /// It refines `SendableMetatype` so that the registry, which is `Sendable`, may keep what it
    /// learns from the type: the type's conformance must not be isolated to a global actor (in a
    /// `.defaultIsolation(MainActor.self)` target, write the conformance `nonisolated`).
    public protocol FlatTaggedMember: SendableMetatype {
        /// The member's tag and aliases, or `.typeName` for a tag made by the family's naming.
        static var flatTagging: FlatTagging { get }
    }
#else
    /// A type that belongs to every registered family it conforms to, with the tag it declares.
    ///
    /// The generator writes the conformance for a type marked `// @FlatTag(…)`; by hand:
    /// `extension Dog: FlatTaggedMember { static var flatTagging: FlatTagging { .tag("dog") } }`.
    /// List the type in a `FlatTaggedModule` to register it.
    public protocol FlatTaggedMember {
        /// The member's tag and aliases, or `.typeName` for a tag made by the family's naming.
        static var flatTagging: FlatTagging { get }
    }
#endif

/// The lossless fallback of the families it conforms to: an object whose tag matches no member
/// decodes into it, whole, and encodes back unchanged.
///
/// ```swift
/// struct UnknownAnimal: Animal, FlatTaggedFallback {
///     let unknown: FlatTaggedUnknown
///     init(flatTaggedUnknown unknown: FlatTaggedUnknown) { self.unknown = unknown }
///     init(from decoder: any Decoder) throws { self.unknown = try FlatTaggedUnknown(from: decoder) }
///     func encode(to encoder: any Encoder) throws { try unknown.encode(to: encoder) }
///     var name: String { "" }
/// }
/// ```
///
/// The registry never calls the type's own `init(from:)` or `encode(to:)`: it decodes the object
/// with the family's key and calls `init(flatTaggedUnknown:)`, and encodes `unknown`'s object
/// back, its tag under its own key. Register at most one fallback per family.
public protocol FlatTaggedFallback: FlatTaggedMember {
    /// Wraps an object whose tag matched no member of the family.
    init(flatTaggedUnknown: FlatTaggedUnknown)
    /// The object as it was decoded, its tag included.
    var unknown: FlatTaggedUnknown { get }
}

extension FlatTaggedFallback {
    /// A fallback has no tag of its own: it takes every tag that matches no member.
    public static var flatTagging: FlatTagging { FlatTagging(storage: .fallback) }
}
