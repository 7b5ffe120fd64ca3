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
