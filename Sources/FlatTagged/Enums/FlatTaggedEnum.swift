/// An enum whose `Codable` conformance FlatTagged generated.
///
/// The generator adds this conformance to every enum marked `// @FlatTagged`, so code can ask
/// any such enum for its discriminator key, the tags it knows and the tag of a value.
public protocol FlatTaggedEnum {
    /// The discriminator key, `"type"` unless the marker names another with `key:`.
    static var flatTagKey: String { get }

    /// The primary tag of every case in declaration order, the fallback case excluded.
    ///
    /// Aliases are not listed: they are accepted when decoding but never written.
    static var flatTags: [String] { get }

    /// The tag this value encodes with.
    ///
    /// For a `FlatTaggedUnknown` fallback it is the unknown object's tag; for a fallback case
    /// without payload it is `nil`, since there is no tag to write.
    var flatTag: String? { get }
}
