extension Decoder {
    /// The keyed container generated code decodes an enum from: the decoder's own, and on
    /// failure (the value is an array, a string, `null`) an error that names the enum and what
    /// it expected (`Shape: expected an object with a "type" key, found an array`), with the
    /// decoder's case and coding path. Nothing is added when the container is there.
    @inlinable
    @_spi(FlatTaggedGenerated)
    public func flatTaggedContainer<Key: CodingKey>(
        keyedBy type: Key.Type, for enumType: Any.Type, enumName: String, expected: String
    ) throws -> KeyedDecodingContainer<Key> {
        do {
            return try container(keyedBy: type)
        } catch {
            throw flatTaggedContainerError(error, for: enumType, enumName: enumName, expected: expected)
        }
    }
}

/// `error`, a decoder's failure to give a keyed container, as one naming the enum: a
/// `typeMismatch` or `valueNotFound` about `enumType` at the same path, saying what was
/// expected and what was found. Other errors are returned as they are.
@_spi(FlatTaggedGenerated)
public func flatTaggedContainerError(_ error: any Error, for enumType: Any.Type, enumName: String, expected: String)
    -> any Error
{
    guard let decodingError = error as? DecodingError else { return error }
    func context(_ old: DecodingError.Context, found: String) -> DecodingError.Context {
        .init(
            codingPath: old.codingPath, debugDescription: "\(enumName): expected \(expected), found \(found)",
            underlyingError: error)
    }
    switch decodingError {
    case .typeMismatch(_, let old):
        return DecodingError.typeMismatch(enumType, context(old, found: foundValue(in: old.debugDescription)))
    case .valueNotFound(_, let old):
        return DecodingError.valueNotFound(enumType, context(old, found: "null"))
    default:
        return error
    }
}

/// What a stock `typeMismatch` description says was found, in this library's words (`Expected
/// to decode Dictionary<String, Any> but found an array instead.` → `an array`; `…number…` → `a
/// number`), or `another value`.
private func foundValue(in description: String) -> String {
    guard let found = TypeMismatchDescription(description)?.foundDescribed, found.count <= 40 else {
        return "another value"
    }
    return found
}
