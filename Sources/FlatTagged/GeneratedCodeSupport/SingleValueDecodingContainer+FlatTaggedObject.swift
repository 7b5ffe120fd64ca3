/// An untagged enum with both scalar and object cases reads the value's keys through its
/// single-value container, so that it asks its decoder for one container only: some decoders
/// (MessagePack's, among others) lend one container per value, as a hand-written union that
/// decodes everything through `singleValueContainer()` needs.
@_spi(FlatTaggedGenerated)
extension SingleValueDecodingContainer {
    /// The value as a keyed container, or nil when it is no object: decoded through this
    /// container, which gives the object a decoder of its own, whose container is kept.
    ///
    /// ```swift
    /// let single = try decoder.singleValueContainer()
    /// let object = attempts.mayBe(.object) ? single.flatTaggedObject(keyedBy: CodingKeys.self) : nil
    /// ```
    public func flatTaggedObject<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key>? {
        (try? decode(KeyedView<Key>.self))?.container
    }
}

/// The keyed container of the value it is decoded from.
private struct KeyedView<Key: CodingKey>: Decodable {
    let container: KeyedDecodingContainer<Key>

    init(from decoder: any Decoder) throws {
        container = try decoder.container(keyedBy: Key.self)
    }
}
