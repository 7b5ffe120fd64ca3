extension KeyedDecodingContainer {
    /// Decodes the value for `key`, its type inferred from the enum case it builds.
    ///
    /// Generated code never writes the user's type names (a name from an enclosing type would
    /// not resolve in a file-scope extension); the case constructor supplies the type instead:
    /// `self = .move(x: try container.flatTaggedDecode(forKey: "x"), …)`.
    ///
    /// A number the type can't hold that a decoder reports with an error of its own is a
    /// `DecodingError` at the value (`flatTaggedNumberError`), on the error path only.
    @inlinable
    @_spi(FlatTaggedGenerated)
    public func flatTaggedDecode<Value: Decodable>(forKey key: Key) throws -> Value {
        do {
            return try decode(Value.self, forKey: key)
        } catch {
            throw flatTaggedNumberError(error, Value.self, forKey: key)
        }
    }

    /// Decodes the value for `key` if it is present and not `null`.
    ///
    /// Generated code calls it for values written as optionals (`author: String?`), where a
    /// missing key or `null` gives `nil` as in synthesized `Codable`, and for values with a
    /// default (`try container.flatTaggedDecodeIfPresent(forKey: "width") ?? 100`).
    @inlinable
    @_spi(FlatTaggedGenerated)
    public func flatTaggedDecodeIfPresent<Value: Decodable>(forKey key: Key) throws -> Value? {
        do {
            return try decodeIfPresent(Value.self, forKey: key)
        } catch {
            throw flatTaggedNumberError(error, Value.self, forKey: key)
        }
    }
}
