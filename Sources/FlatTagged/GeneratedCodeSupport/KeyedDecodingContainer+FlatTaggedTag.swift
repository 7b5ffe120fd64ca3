// Reading the discriminator. A `null` tag is a missing tag: without a `missing` case
// both are `DecodingError.keyNotFound`, where Foundation's `decode(_:forKey:)` would report
// `valueNotFound` for `null`. The conversion happens only on the error path, so a present tag
// costs what `decode(String.self, forKey:)` costs.

extension KeyedDecodingContainer {
    /// Decodes the string tag under `key`: `keyNotFound` when the key is missing or `null`,
    /// `typeMismatch` when it holds something other than a string.
    @inlinable
    @_spi(FlatTaggedGenerated)
    public func flatTaggedDecodeTag(forKey key: Key) throws -> String {
        do {
            return try decode(String.self, forKey: key)
        } catch DecodingError.valueNotFound(_, let context) {
            throw DecodingError.flatTaggedNullTag(forKey: key, context: context, in: codingPath)
        }
    }
}

extension DecodingError {
    /// The error for a tag that is `null` and no case stands for a missing key: `keyNotFound`,
    /// as for a missing key, so that both read the same to callers.
    ///
    /// - Parameters:
    ///   - key: the discriminator key.
    ///   - context: the context of the decoder's own `valueNotFound` error, kept as the
    ///     underlying error.
    ///   - codingPath: the coding path of the container that holds the key.
    @_spi(FlatTaggedGenerated)
    public static func flatTaggedNullTag(forKey key: some CodingKey, context: Context, in codingPath: [any CodingKey])
        -> DecodingError
    {
        .keyNotFound(
            key,
            Context(
                codingPath: codingPath,
                debugDescription: "the discriminator \(jsonQuoted(key.stringValue)) is null; expected a tag",
                underlyingError: DecodingError.valueNotFound(Any.self, context)))
    }
}
