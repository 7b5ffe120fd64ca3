/// A `// @FlatTagged` enum that decodes: the generated extension conforms through this protocol
/// rather than naming `Decodable` again.
///
/// A conformance to a protocol that refines `Decodable` is never redundant with a `Decodable`
/// declared elsewhere (`extension Message: Decodable {}` in another file, or an inheritance
/// clause through a typealias), so the generated code compiles whatever the module declares.
public protocol FlatTaggedDecodable: Decodable, FlatTaggedEnum {}

/// A `// @FlatTagged` enum that encodes: the generated extension conforms through this protocol
/// rather than naming `Encodable` again (see ``FlatTaggedDecodable``).
public protocol FlatTaggedEncodable: Encodable, FlatTaggedEnum {}

/// A `// @FlatTagged` enum that decodes and encodes: the generated extension conforms through
/// this protocol rather than naming `Codable` again, so `extension Message: Codable {}` in
/// another file never clashes with it.
public protocol FlatTaggedCodable: FlatTaggedDecodable, FlatTaggedEncodable {}
