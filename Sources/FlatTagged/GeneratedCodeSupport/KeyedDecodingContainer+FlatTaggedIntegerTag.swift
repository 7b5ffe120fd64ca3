// Reading an integer discriminator. The key is read as `decode(Int.self, forKey:)`
// reads it (`JSONDecoder` accepts `2.0` and `1e2`); whatever is not an integer is
// `typeMismatch` at the key, even where a decoder throws something other than a
// `DecodingError` (swift-foundation 6.3 does for `2.5`), so `@LossyArray` and callers always
// get a `DecodingError` with a coding path. The conversions happen on the error path only.

extension KeyedDecodingContainer {
    /// Decodes the integer tag under `key`: `keyNotFound` when the key is missing or `null`,
    /// `typeMismatch` when it holds something other than an integer.
    @inlinable
    @_spi(FlatTaggedGenerated)
    public func flatTaggedDecodeIntegerTag(forKey key: Key) throws -> Int {
        do {
            return try decode(Int.self, forKey: key)
        } catch DecodingError.valueNotFound(_, let context) {
            throw DecodingError.flatTaggedNullTag(forKey: key, context: context, in: codingPath)
        } catch let error as DecodingError {
            throw error
        } catch {
            throw DecodingError.flatTaggedNotAnIntegerTag(forKey: key, in: codingPath, underlyingError: error)
        }
    }

    /// Decodes the integer tag under `key`, or `nil` when the key is missing or `null`:
    /// `typeMismatch` when it holds something other than an integer.
    @inlinable
    @_spi(FlatTaggedGenerated)
    public func flatTaggedDecodeIntegerTagIfPresent(forKey key: Key) throws -> Int? {
        do {
            return try decodeIfPresent(Int.self, forKey: key)
        } catch let error as DecodingError {
            throw error
        } catch {
            throw DecodingError.flatTaggedNotAnIntegerTag(forKey: key, in: codingPath, underlyingError: error)
        }
    }
}

extension DecodingError {
    /// The error for an integer tag that is not an integer, where the decoder threw something
    /// other than a `DecodingError`: `typeMismatch` whose coding path ends at the key.
    ///
    /// - Parameters:
    ///   - key: the discriminator key.
    ///   - codingPath: the coding path of the container that holds the key.
    ///   - underlyingError: what the decoder threw.
    @_spi(FlatTaggedGenerated)
    public static func flatTaggedNotAnIntegerTag(
        forKey key: some CodingKey, in codingPath: [any CodingKey], underlyingError: any Error
    ) -> DecodingError {
        .typeMismatch(
            Int.self,
            Context(
                codingPath: codingPath + [key],
                debugDescription: "the discriminator \(jsonQuoted(key.stringValue)) is not an integer",
                underlyingError: underlyingError))
    }

    /// The error for an integer tag that matches no case: `dataCorrupted`, with a coding path
    /// that ends at the discriminator key and a description that names the enum, the tag and
    /// every tag the enum accepts, numbers unquoted.
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
        let expected = accepted.map(String.init).joined(separator: ", ")
        return .dataCorrupted(
            Context(
                codingPath: container.codingPath + [key],
                debugDescription: unknownTagDescription(
                    owner: enumName, key: key.stringValue, tag: String(tag), expected: expected)
            )
        )
    }
}
