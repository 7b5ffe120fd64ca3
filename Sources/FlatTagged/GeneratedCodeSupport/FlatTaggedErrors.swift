extension DecodingError {
    /// The error for a tag that matches no case: `dataCorrupted`, with a coding path that ends
    /// at the discriminator key and a description that names the enum, the tag and every tag
    /// the enum accepts.
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
        let expected = accepted.map(jsonQuoted).joined(separator: ", ")
        return .dataCorrupted(
            Context(
                codingPath: container.codingPath + [key],
                debugDescription: unknownTagDescription(
                    owner: enumName, key: key.stringValue, tag: messageQuoted(tag), expected: expected)
            )
        )
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

/// The one wording of a tag that matches nothing, for enums and families, string and integer
/// tags alike: `Message: unknown "type" value "video"; expected one of "text", "media"`.
/// `tag` and `expected` come formatted: strings quoted (an input tag by `messageQuoted`, cut
/// after 100 characters), numbers bare.
func unknownTagDescription(owner: String, key: String, tag: String, expected: String) -> String {
    "\(owner): unknown \(jsonQuoted(key)) value \(tag); expected one of \(expected)"
}
