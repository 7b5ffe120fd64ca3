/// A property whose values belong to a family: `any Animal`, `(any Animal)?`, `[any Animal]`,
/// `[String: any Animal]`, or any nesting of optionals, arrays and string-keyed dictionaries of it.
///
/// ```swift
/// struct Zoo: Codable {
///     @Polymorphic var star: any Animal
///     @Polymorphic var visitor: (any Animal)?      // missing or null → nil; nil is omitted
///     @Polymorphic var animals: [any Animal]
///     @Polymorphic var byKeeper: [String: [any Animal]]
/// }
/// decoder.userInfo[.flatTagged] = FlatTaggedRegistry(.core, .featureDogs)
/// ```
///
/// Decoding reads the registry from `userInfo[.flatTagged]` and finds the family once for the
/// property; each value's tag picks its member, whose own `init(from:)` decodes it. Encoding
/// writes each value's members keys, then its tag. At the top level, decode
/// `Polymorphic<[any Animal]>` and take its `wrappedValue`. An array property (`[any Animal]`,
/// `[any Animal]?`) is decoded through its container's decoding of an `Array`, so coders that
/// gather repeated elements only for arrays (XML's) read every element.
///
/// Errors: an unknown tag is `DecodingError.dataCorrupted` at the tag's key, naming every
/// accepted tag (or decodes into the family's `FlatTaggedFallback`); a type that is no registered
/// member is `EncodingError.invalidValue`; a missing registry or family is a
/// `FlatTaggedConfigurationError`.
@propertyWrapper
public struct Polymorphic<Value> {
    /// The family values.
    public var wrappedValue: Value

    /// Wraps family values.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

extension Polymorphic: Decodable {
    /// Decodes the values through the registry in `decoder.userInfo[.flatTagged]`.
    public init(from decoder: any Decoder) throws {
        let family = try PolymorphicRegistryLookup.family(of: Value.self, decoder: decoder)
        self.wrappedValue = try PolymorphicElement<Value>().decode(from: decoder, family: family)
    }
}

extension Polymorphic: Encodable {
    /// Encodes the values through the registry in `encoder.userInfo[.flatTagged]`.
    public func encode(to encoder: any Encoder) throws {
        let family = try PolymorphicRegistryLookup.family(of: Value.self, encoder: encoder)
        try PolymorphicElement<Value>().encode(wrappedValue, to: encoder, family: family)
    }
}

extension Polymorphic: Sendable where Value: Sendable {}

extension KeyedDecodingContainer {
    /// Decodes an optional `@Polymorphic` property: a missing key or `null` is `nil`.
    ///
    /// Synthesized `Codable` calls `decode(_:forKey:)` for every wrapped property; this overload,
    /// more specific than the generic one, gives `(any Animal)?` the meaning of a plain optional.
    public func decode<Wrapped>(_ type: Polymorphic<Wrapped?>.Type, forKey key: Key) throws -> Polymorphic<Wrapped?> {
        try decodeIfPresent(type, forKey: key) ?? Polymorphic(wrappedValue: nil)
    }
}

extension KeyedEncodingContainer {
    /// Encodes an optional `@Polymorphic` property, leaving the key out when it is `nil`, as
    /// synthesized `Codable` does for a plain optional.
    public mutating func encode<Wrapped>(_ value: Polymorphic<Wrapped?>, forKey key: Key) throws {
        guard value.wrappedValue != nil else { return }
        try encodeGeneric(value, forKey: key)
    }

    /// The generic `encode(_:forKey:)`: inside a generic function, overload resolution can't pick
    /// the `Polymorphic` overload above again.
    private mutating func encodeGeneric<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        try encode(value, forKey: key)
    }
}

/// Finds a property's family: one `userInfo` lookup, one hash lookup.
///
/// The coding path is read only for an error: building it costs a decoder its depth
/// (swift-foundation's `JSONDecoder` walks a chain of keys), so reading it for every property
/// made decoding a family value nested in a member of its family quadratic in the depth.
enum PolymorphicRegistryLookup {
    static func family(of type: Any.Type, decoder: any Decoder) throws -> FamilyTable {
        try family(
            of: type, registry: (decoder.userInfo[.flatTagged] as? FlatTaggedRegistry ?? FlatTaggedRegistry.installed),
            codingPath: decoder.codingPath,
            direction: .decoding)
    }

    /// The family of `type` for decoding, with the registry in `userInfo` or else the installed
    /// one (`FlatTaggedRegistry.bootstrap(_:)`); errors name `codingPath`.
    static func family(of type: Any.Type, userInfo: [CodingUserInfoKey: Any], codingPath: [any CodingKey]) throws
        -> FamilyTable
    {
        try family(
            of: type, registry: (userInfo[.flatTagged] as? FlatTaggedRegistry ?? FlatTaggedRegistry.installed),
            codingPath: codingPath,
            direction: .decoding)
    }

    static func family(of type: Any.Type, encoder: any Encoder) throws -> FamilyTable {
        try family(
            of: type, registry: (encoder.userInfo[.flatTagged] as? FlatTaggedRegistry ?? FlatTaggedRegistry.installed),
            codingPath: encoder.codingPath,
            direction: .encoding)
    }

    /// The family of `type` in `registry`, which must code it in `direction`.
    private static func family(
        of type: Any.Type, registry: FlatTaggedRegistry?, codingPath: @autoclosure () -> [any CodingKey],
        direction: FlatTaggedFamily.Directions
    ) throws -> FamilyTable {
        let leaf = polymorphicLeaf(of: type)
        let decoding = direction == .decoding
        guard let registry else {
            throw FlatTaggedConfigurationError.noRegistry(
                for: String(describing: leaf), decoding: decoding, at: codingPath())
        }
        let table = try family(leaf, in: registry, codingPath: codingPath())
        guard table.family.directions.contains(direction) else {
            let name = table.family.name
            throw FlatTaggedConfigurationError(
                codingPath: codingPath(),
                message: decoding
                    ? "\(name) is an encode-only FlatTagged family; its protocol must refine Decodable to be decoded"
                    : "\(name) is a decode-only FlatTagged family; its protocol must refine Encodable to be encoded")
        }
        return table
    }

    private static func family(
        _ leaf: Any.Type, in registry: FlatTaggedRegistry, codingPath: @autoclosure () -> [any CodingKey]
    ) throws
        -> FamilyTable
    {
        if let table = registry.families[ObjectIdentifier(leaf)] { return table }
        let families = registry.familyNames
        throw FlatTaggedConfigurationError(
            codingPath: codingPath(),
            message:
                "\(String(describing: leaf)) is not a registered FlatTagged family (registered: \(families.isEmpty ? "none" : families.joined(separator: ", ")); modules: \(registry.moduleNames.isEmpty ? "none" : registry.moduleNames.joined(separator: ", "))); add the module that declares it"
        )
    }
}
