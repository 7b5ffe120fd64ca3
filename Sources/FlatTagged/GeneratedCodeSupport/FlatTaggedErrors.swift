extension DecodingError {
    /// The error for a tag that matches no case: `dataCorrupted`, with a coding path that ends
    /// at the discriminator key, a description that names the enum, the tag (quoted at most 100
    /// characters long) and every tag the enum accepts, and a ``FlatTaggedTagError`` as its
    /// underlying error.
    ///
    /// ```
    /// Message: unknown "type" value "video"; expected one of "text", "media"
    /// ```
    @_spi(FlatTaggedGenerated)
    public static func flatTaggedUnknownTag<Key: CodingKey>(
        _ tag: String,
        forKey key: Key,
        in container: KeyedDecodingContainer<Key>,
        enumName: String,
        accepted: [String]
    ) -> DecodingError {
        unknownTagError(
            .about(
                .unknown, typeName: enumName, key: key.stringValue, found: tag, shown: messageQuoted(tag),
                accepted: accepted, integers: false),
            at: container.codingPath + [key])
    }

    /// `dataCorrupted` at `codingPath` for an unknown tag, described and underlain by `tagError`:
    /// for enums and families, string and integer tags alike.
    static func unknownTagError(_ tagError: FlatTaggedTagError, at codingPath: [any CodingKey]) -> DecodingError {
        .dataCorrupted(
            Context(codingPath: codingPath, debugDescription: tagError.message, underlyingError: tagError))
    }
}

extension EncodingError {
    /// The error for encoding a fallback case that has no payload: it has no tag to write.
    @_spi(FlatTaggedGenerated)
    public static func flatTaggedNoTag(_ value: Any, enumName: String, caseName: String, codingPath: [any CodingKey])
        -> EncodingError
    {
        .invalidValue(
            value,
            Context(
                codingPath: codingPath,
                debugDescription:
                    "\(enumName).\(caseName) is the fallback for unknown tags and has no tag to encode; declare it as `case \(caseName)(FlatTaggedUnknown)` to keep the unknown object"
            )
        )
    }
}

extension EncodingError {
    /// The error for encoding the payload-less fallback of an untagged enum: it has no value to
    /// write.
    @_spi(FlatTaggedGenerated)
    public static func flatTaggedNoValue(_ value: Any, enumName: String, caseName: String, codingPath: [any CodingKey])
        -> EncodingError
    {
        .invalidValue(
            value,
            Context(
                codingPath: codingPath,
                debugDescription:
                    "\(enumName).\(caseName) is the fallback of an untagged enum and has no value to encode; declare it as `case \(caseName)(FlatTaggedValue)` to keep the value"
            )
        )
    }
}
