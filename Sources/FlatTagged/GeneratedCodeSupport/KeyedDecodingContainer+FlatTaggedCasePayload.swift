// A content-form case's single payload: the value under the content key, decoded as
// `flatTaggedDecode(forKey:)` decodes a labeled value, with an error that names the enum and the
// case (`Event.text: Expected to decode String but found a number instead.`), as a case's labeled
// values' errors do. Generated code writes one line per case:
// `self = .text(try container.flatTaggedDecode(forKey: .content, enumName: "Event", caseName: "text"))`.

extension KeyedDecodingContainer {
    /// Decodes the payload for `key`, its type inferred from the case it builds; an error names
    /// the enum `enumName` and its case `caseName`.
    @inlinable
    @_spi(FlatTaggedGenerated)
    public func flatTaggedDecode<Value: Decodable>(forKey key: Key, enumName: String, caseName: String) throws
        -> Value
    {
        do {
            return try decode(Value.self, forKey: key)
        } catch {
            throw flatTaggedCaseError(
                flatTaggedNumberError(error, Value.self, forKey: key), enumName: enumName, caseName: caseName)
        }
    }

    /// Decodes the `String` payload for `key` through the concrete `decode(String.self, forKey:)`
    /// (see `flatTaggedDecode(forKey:)`'s `String` overload); an error names the enum and the case.
    @inlinable
    @_spi(FlatTaggedGenerated)
    public func flatTaggedDecode(forKey key: Key, enumName: String, caseName: String) throws -> String {
        do {
            return try decode(String.self, forKey: key)
        } catch {
            throw flatTaggedCaseError(error, enumName: enumName, caseName: caseName)
        }
    }

    /// Decodes the optional payload for `key`: a missing key or `null` is nil. An error names the
    /// enum and the case.
    @inlinable
    @_spi(FlatTaggedGenerated)
    public func flatTaggedDecodeIfPresent<Value: Decodable>(forKey key: Key, enumName: String, caseName: String)
        throws -> Value?
    {
        do {
            return try decodeIfPresent(Value.self, forKey: key)
        } catch {
            throw flatTaggedCaseError(
                flatTaggedNumberError(error, Value.self, forKey: key), enumName: enumName, caseName: caseName)
        }
    }

    /// Decodes the optional `String` payload for `key` through the concrete
    /// `decodeIfPresent(String.self, forKey:)`; an error names the enum and the case.
    @inlinable
    @_spi(FlatTaggedGenerated)
    public func flatTaggedDecodeIfPresent(forKey key: Key, enumName: String, caseName: String) throws -> String? {
        do {
            return try decodeIfPresent(String.self, forKey: key)
        } catch {
            throw flatTaggedCaseError(error, enumName: enumName, caseName: caseName)
        }
    }
}
