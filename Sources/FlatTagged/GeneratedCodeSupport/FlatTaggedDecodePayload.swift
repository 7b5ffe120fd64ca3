/// Decodes a case's single payload from `decoder`, its type inferred from the case:
/// `self = .text(try flatTaggedDecodePayload(from: decoder))`.
///
/// In the flat form the payload's keys stand beside the tag, so the payload is decoded from the
/// decoder that holds the tag. A generic function rather than a method on `Decoder`, so the
/// decoder is passed on as it is, never opened and boxed again: as direct as
/// `TextMessage(from: decoder)`, and a payload that is not `Decodable` is reported as such.
@inlinable
@_spi(FlatTaggedGenerated)
public func flatTaggedDecodePayload<Value: Decodable>(from decoder: any Decoder) throws -> Value {
    try Value(from: decoder)
}

/// Decodes the single payload of the case `caseName` of `enumName` from the decoder that holds
/// the tag, as `flatTaggedDecodePayload(from:)` does; a payload type that turns out to decode
/// from a single value or an array (declared in another file, where the generator can't see it)
/// gets the error encoding gives it, naming the enum, the case and the fix, as `typeMismatch`
/// at the object:
///
/// ```
/// Envelope.value: the payload (Code) decodes from a single value, not an object, so it cannot
/// stand beside the "type" tag; label it, as in 'case value(value: Code)', or use @FlatTagged(content: "…")
/// ```
///
/// The check runs only when decoding throws.
@inlinable
@_spi(FlatTaggedGenerated)
public func flatTaggedDecodePayload<Value: Decodable>(
    from decoder: any Decoder, enumName: String, caseName: String, key: String
) throws -> Value {
    do {
        return try Value(from: decoder)
    } catch {
        throw flatPayloadDecodingError(
            error, Value.self, from: decoder, enumName: enumName, caseName: caseName, key: key)
    }
}

/// `error`, or, when it is a `typeMismatch` at the object itself (the payload asked it for a
/// single value or an array), the flat payload's refusal.
@usableFromInline
func flatPayloadDecodingError(
    _ error: any Error, _ payloadType: Any.Type, from decoder: any Decoder, enumName: String, caseName: String,
    key: String
) -> any Error {
    guard case DecodingError.typeMismatch(let type, let context) = error,
        context.codingPath.count == decoder.codingPath.count
    else { return error }
    let shape: RejectedShape = type == [Any].self ? .array : .singleValue
    let owner = FlatPayloadOwner.enumCase(enumName: enumName, caseName: caseName, key: key)
    return DecodingError.typeMismatch(
        type,
        .init(
            codingPath: context.codingPath,
            debugDescription: owner.message(shape, payloadType: String(describing: payloadType), decoding: true),
            underlyingError: error))
}
