/// A coding key made from any string, for the runtime's own containers: a family's
/// discriminator and content keys, and the keys `FlatTaggedValue` reads.
///
/// Generated conformances declare a private `CodingKeys` of their own and don't use it; it is
/// SPI (`@_spi(FlatTaggedGenerated)`) for code written as the generator writes it. Key
/// strategies such as `.convertFromSnakeCase` apply to these keys as to synthesized ones.
///
/// `@frozen`: its one stored property is its ABI, so that its `@inlinable` initializers compile
/// in a library built with library evolution (an SDK shipped as an XCFramework).
@_spi(FlatTaggedGenerated)
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
