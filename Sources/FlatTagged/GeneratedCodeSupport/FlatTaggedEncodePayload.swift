/// Encodes a case's single payload beside the tag, and throws if the payload is not an object:
/// what generated code calls in the flat form instead of `payload.encode(to: encoder)`.
///
/// ```swift
/// var container = encoder.container(keyedBy: CodingKeys.self)
/// switch self {
/// case .value(let payload):
///     try FlatTagged.flatTaggedEncodePayload(payload, to: encoder, enumName: "Envelope", caseName: "value", key: "type")
///     try container.encode("value", forKey: .type)
/// }
/// ```
///
/// The payload encodes into an encoder that forwards `container(keyedBy:)` to `encoder`, so an
/// object's keys land beside the tag at no cost per key, and `codingPath`, `userInfo`, nested
/// containers and `superEncoder` are the real encoder's. A payload that encodes a single value
/// (`Int`, `String`, a raw-value enum) or an array, even an empty one, would have nowhere to go
/// beside the tag: Foundation's encoders drop the value or stop the process. Here it throws
/// `EncodingError.invalidValue(payload, …)` at `encoder.codingPath`, naming the enum, the case
/// and the fix:
///
/// ```
/// Envelope.value: the payload (Int) encodes a single value, not an object, so it cannot stand
/// beside the "type" tag; label it, as in 'case value(value: Int)', or use @FlatTagged(content: "…")
/// ```
///
/// A payload that encodes another value through its single-value container (a wrapper around a
/// struct) encodes that value into the same encoder, so a wrapper around an object is flat too.
/// Members of open families in the flat form go through the same guard, with their own message.
///
/// - Parameters:
///   - payload: the case's payload.
///   - encoder: the encoder the enum encodes into.
///   - enumName: the enum's name as written, for the error.
///   - caseName: the case's name, for the error.
///   - key: the discriminator key, for the error.
@_spi(FlatTaggedGenerated)
public func flatTaggedEncodePayload<Payload: Encodable>(
    _ payload: Payload, to encoder: any Encoder, enumName: String, caseName: String, key: String
) throws {
    try encodeFlatPayload(payload, to: encoder, owner: .enumCase(enumName: enumName, caseName: caseName, key: key))
}
