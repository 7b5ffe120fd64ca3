/// An enum marked `// @FlatTagged(untagged)`: its case is decided by the shape of the value (a
/// string, a number, an object with certain keys, …), never by a tag.
///
/// An untagged enum has no discriminator key and no tags, so it does not conform to
/// ``FlatTaggedEnum``; it conforms to this protocol instead, through
/// ``FlatTaggedUntaggedDecodable``, ``FlatTaggedUntaggedEncodable`` or
/// ``FlatTaggedUntaggedCodable``. Its generated `Kind` names its cases by their Swift names.
public protocol FlatTaggedUntaggedEnum {}

/// A `// @FlatTagged(untagged)` enum that decodes: the generated extension conforms through this
/// protocol rather than naming `Decodable` again, so a `Decodable` declared elsewhere never
/// clashes with it (as ``FlatTaggedDecodable`` does for tagged enums).
public protocol FlatTaggedUntaggedDecodable: Decodable, FlatTaggedUntaggedEnum {}

/// A `// @FlatTagged(untagged)` enum that encodes (see ``FlatTaggedUntaggedDecodable``).
public protocol FlatTaggedUntaggedEncodable: Encodable, FlatTaggedUntaggedEnum {}

/// A `// @FlatTagged(untagged)` enum that decodes and encodes (see
/// ``FlatTaggedUntaggedDecodable``).
public protocol FlatTaggedUntaggedCodable: FlatTaggedUntaggedDecodable, FlatTaggedUntaggedEncodable {}
