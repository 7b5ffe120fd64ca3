// Reading an integer discriminator. The key is read as `decode(Int.self, forKey:)`
// reads it (`JSONDecoder` accepts `2.0` and `1e2`); whatever is not an integer is
// `typeMismatch` at the key, even where a decoder throws something other than a
// `DecodingError` (swift-foundation 6.3 does for `2.5`), so `@LossyArray` and callers always
// get a `DecodingError` with a coding path. Its underlying error is a `FlatTaggedTagError`, not
// the decoder's own (which may quote a 100,000-digit number whole). The conversions happen on
// the error path only.

extension KeyedDecodingContainer {
    /// Decodes the integer tag under `key`: `keyNotFound` when the key is missing or `null`,
    /// `typeMismatch` when it holds something other than an integer.
    ///
    /// - Parameters:
    ///   - key: the discriminator key.
    ///   - enumName: the enum's name as messages write it (`Outer.Inner`).
    ///   - accepted: every tag and alias the enum accepts, for the error.
    @inlinable
    @_spi(FlatTaggedGenerated)
    public func flatTaggedDecodeIntegerTag(
        forKey key: Key, enumName: String, accepted: @autoclosure () -> [Int]
    ) throws -> Int {
        do {
            return try decode(Int.self, forKey: key)
        } catch {
            throw flatTaggedTagError(
                error, forKey: key, enumName: enumName, accepted: accepted().map(String.init), integers: true)
        }
    }

    /// Decodes the integer tag under `key`, or `nil` when the key is missing or `null` (the
    /// enum's `missing` case stands for both): `typeMismatch` when it holds something other than
    /// an integer.
    @inlinable
    @_spi(FlatTaggedGenerated)
    public func flatTaggedDecodeIntegerTagIfPresent(
        forKey key: Key, enumName: String, accepted: @autoclosure () -> [Int]
    ) throws -> Int? {
        do {
            return try decodeIfPresent(Int.self, forKey: key)
        } catch {
            throw flatTaggedTagError(
                error, forKey: key, enumName: enumName, accepted: accepted().map(String.init), integers: true)
        }
    }
}

extension DecodingError {
    /// The error for an integer tag that matches no case: `dataCorrupted`, with a coding path
    /// that ends at the discriminator key, a description that names the enum, the tag and every
    /// tag the enum accepts, numbers unquoted, and a ``FlatTaggedTagError`` as its underlying
    /// error.
    ///
    /// ```
    /// Component: unknown "type" value 9; expected one of 1, 2, 3, 5, 6, 7, 8
    /// ```
    @_spi(FlatTaggedGenerated)
    public static func flatTaggedUnknownTag<Key: CodingKey>(
        _ tag: Int,
        forKey key: Key,
        in container: KeyedDecodingContainer<Key>,
        enumName: String,
        accepted: [Int]
    ) -> DecodingError {
        unknownTagError(
            .about(
                .unknown, typeName: enumName, key: key.stringValue, found: String(tag), shown: String(tag),
                accepted: accepted.map(String.init), integers: true),
            at: container.codingPath + [key])
    }
}
