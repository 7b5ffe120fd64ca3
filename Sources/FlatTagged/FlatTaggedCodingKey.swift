/// The coding key of generated conformances: the discriminator key, the content key and the
/// labels of associated values.
///
/// Generated code writes keys as string literals (`forKey: "type"`), so it declares no nested
/// `CodingKeys` type that could clash with a type of the user's. Key strategies such as
/// `.convertFromSnakeCase` apply to these keys as they apply to synthesized ones.
///
/// `@frozen`: its one stored property is its ABI, so that its `@inlinable` initializers compile
/// in a library built with library evolution (an SDK shipped as an XCFramework).
@frozen
public struct FlatTaggedCodingKey: CodingKey, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The key as it appears in the encoded data.
    public let stringValue: String

    /// Creates a key from its string value.
    @inlinable
    public init(_ stringValue: String) {
        self.stringValue = stringValue
    }

    /// Creates a key from a string literal: `forKey: "type"`.
    @inlinable
    public init(stringLiteral value: String) {
        self.stringValue = value
    }

    /// Creates a key from its string value; never fails.
    @inlinable
    public init?(stringValue: String) {
        self.stringValue = stringValue
    }

    /// Creates a key for an array index, as decoders do for the elements of unkeyed containers.
    @inlinable
    public init?(intValue: Int) {
        self.stringValue = String(intValue)
    }

    /// Always `nil`: these keys are names, not indexes.
    @inlinable
    public var intValue: Int? { nil }
}
