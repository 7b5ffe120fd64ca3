/// A family: a protocol whose conforming types, in any module, are decoded from and encoded with
/// a discriminator tag, as the cases of a `// @FlatTagged` enum are.
///
/// The generator writes one value per protocol marked `// @FlatTagged(…)`, named like the
/// protocol in lowerCamelCase. By hand:
///
/// ```swift
/// protocol Animal: Codable, Sendable { var name: String { get } }
///
/// extension FlatTaggedFamily {
///     static let animal = FlatTaggedFamily(Animal.self, key: "kind", naming: .snakeCase) {
///         $0 is any Animal.Type
///     }
/// }
/// ```
///
/// The closure tells which registered members belong to the family; Swift can't test a
/// conformance to a protocol it only knows as a generic parameter, so it is written where the
/// protocol is named. A type belongs to every registered family whose closure accepts it, each
/// with its own key and naming.
public struct FlatTaggedFamily: Hashable, Sendable, CustomStringConvertible {
    /// The directions a family is coded in: `Codable`, `Decodable` or `Encodable`.
    public struct Directions: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt8
        /// Creates directions from raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The protocol refines `Decodable`.
        public static let decoding = Directions(rawValue: 1)
        /// The protocol refines `Encodable`.
        public static let encoding = Directions(rawValue: 2)
        /// The protocol refines `Codable`.
        public static let both: Directions = [.decoding, .encoding]
    }

    /// Identifies the family's existential type, `any Animal`: what `@Polymorphic` looks up.
    let id: ObjectIdentifier
    /// The protocol's name as Swift prints it: `Animal`.
    public let name: String
    /// The discriminator key, `"type"` unless the marker names another.
    public let key: String
    /// How members without a tag of their own get one; `nil`: the type's name as written.
    public let naming: FlatTaggedNaming?
    /// The key the member's data goes under (content form); `nil`: flat, the member's
    /// keys beside the tag.
    public let contentKey: String?
    /// Whether values of the family are decoded, encoded or both.
    public let directions: Directions
    /// Whether a member type conforms to the family's protocol.
    let includes: @Sendable (any FlatTaggedMember.Type) -> Bool

    /// Describes the family whose values have the type `family` (`Animal.self`, the existential).
    ///
    /// - Parameters:
    ///   - family: the protocol's existential type, written `Animal.self` or `(any Animal).self`.
    ///   - key: the discriminator key.
    ///   - naming: how members marked without a tag (`.typeName`) get one.
    ///   - content: the key of the member's data in the content form; `nil` for flat.
    ///   - directions: `.decoding` for a protocol that refines only `Decodable`, `.encoding` for
    ///     only `Encodable`.
    ///   - includes: whether a type conforms to the protocol: `{ $0 is any Animal.Type }`.
    public init<Family>(
        _ family: Family.Type,
        key: String = "type",
        naming: FlatTaggedNaming? = nil,
        content: String? = nil,
        directions: Directions = .both,
        includes: @escaping @Sendable (any FlatTaggedMember.Type) -> Bool
    ) {
        self.id = ObjectIdentifier(family)
        self.name = String(describing: family)
        self.key = key
        self.naming = naming
        self.contentKey = content
        self.directions = directions
        self.includes = includes
    }

    /// The tag a member gets from its type's name: through `naming`, or as written.
    func tag(forTypeNamed typeName: String) -> String {
        naming.map { $0.tag(for: typeName) } ?? typeName
    }

    /// Two values describe the same family when they describe the same protocol.
    public static func == (lhs: FlatTaggedFamily, rhs: FlatTaggedFamily) -> Bool { lhs.id == rhs.id }

    /// Hashes the protocol's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The protocol's name.
    public var description: String { name }
}
