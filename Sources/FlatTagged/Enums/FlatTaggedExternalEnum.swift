/// An enum marked `// @FlatTagged(external)`: the case is the only key of an object
/// (`{"S":"Hello"}`), or a bare string for a case without values (`"ping"`).
///
/// Such an enum has tags but no discriminator key (the tag *is* the key), so it does not conform
/// to ``FlatTaggedEnum``, whose ``FlatTaggedEnum/flatTagKey`` would have no meaning. It offers
/// the same tag API otherwise.
public protocol FlatTaggedExternalEnum {
    /// The primary tag of every case in declaration order, the fallback case excluded.
    ///
    /// Aliases are not listed: they are accepted when decoding but never written.
    static var flatTags: [String] { get }

    /// The tag this value encodes with: the object's only key, or the bare string.
    ///
    /// For a `FlatTaggedUnknown` fallback it is the unknown tag; for a fallback case without
    /// payload it is `nil`, since there is no tag to write.
    var flatTag: String? { get }
}

/// An external enum that decodes: the generated extension conforms through this protocol rather
/// than naming `Decodable` again, so a `Decodable` declared elsewhere never clashes with it.
public protocol FlatTaggedExternalDecodable: Decodable, FlatTaggedExternalEnum {}

/// An external enum that encodes: the generated extension conforms through this protocol rather
/// than naming `Encodable` again (see ``FlatTaggedExternalDecodable``).
public protocol FlatTaggedExternalEncodable: Encodable, FlatTaggedExternalEnum {}

/// An external enum that decodes and encodes: the generated extension conforms through this
/// protocol rather than naming `Codable` again.
public protocol FlatTaggedExternalCodable: FlatTaggedExternalDecodable, FlatTaggedExternalEncodable {}
