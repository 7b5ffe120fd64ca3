// The `String` fast path of `flatTaggedDecode(forKey:)` and `flatTaggedDecodeIfPresent(forKey:)`.
//
// Inside the generic helpers, `decode(Value.self, forKey:)` resolves to the generic
// `decode<T: Decodable>`, even once specialized, so JSONDecoder decodes every value through a
// nested decoder. For strings, the concrete `decode(String.self, forKey:)` that synthesized
// `Codable` calls is cheaper, so these overloads, which the type checker prefers whenever a case's
// value is a `String`, take it. The other standard scalars keep the generic path on purpose: with
// the same overloads for `Int`, swift-foundation's JSONDecoder used 7% more instructions on the
// labeled-value benchmark, not fewer (`Benchmarks/callgrind.sh`; String alone saved 2%).

extension KeyedDecodingContainer {
    /// Decodes the `String` for `key`.
    @inlinable
    @_spi(FlatTaggedGenerated)
    public func flatTaggedDecode(forKey key: Key) throws -> String {
        try decode(String.self, forKey: key)
    }

    /// Decodes the `String` for `key`, or `nil` if the key is missing or `null`.
    @inlinable
    @_spi(FlatTaggedGenerated)
    public func flatTaggedDecodeIfPresent(forKey key: Key) throws -> String? {
        try decodeIfPresent(String.self, forKey: key)
    }
}
