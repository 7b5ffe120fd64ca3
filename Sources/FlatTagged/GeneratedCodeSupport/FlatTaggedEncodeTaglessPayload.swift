/// Encodes the single payload of a case that has no tag on the wire (`// @FlatTag(missing)`
/// without a tag of its own) beside where the tag would be: the payload's keys and nothing else.
/// A payload that writes the discriminator key itself would decode as another case (or as an
/// unknown tag), so that is an `EncodingError`, as is a payload that is not an object.
///
/// ```
/// Change.edit: the payload (TextDocumentEdit) wrote "create" under the "kind" key, and this case
/// has no tag: the value would decode as another case; rename the payload's key, or give the case
/// a tag
/// ```
///
/// - Parameters:
///   - payload: the case's payload.
///   - encoder: the encoder the enum encodes into.
///   - enumName: the enum's name as written, for errors.
///   - caseName: the case's name, for errors.
///   - key: the discriminator key, as the enum's `CodingKeys` spell it.
///   - labelKeys: the keys the case's labeled values write beside the payload, which the payload
///     must not write itself.
@_spi(FlatTaggedGenerated)
public func flatTaggedEncodeTaglessPayload<Payload: Encodable>(
    _ payload: Payload, to encoder: any Encoder, enumName: String, caseName: String, key: String,
    labelKeys: [String] = []
) throws {
    let owner = FlatPayloadOwner.enumCase(enumName: enumName, caseName: caseName, key: key)
    guard let written = try encodeFlatPayload(payload, to: encoder, owner: owner, labelKeys: labelKeys) else { return }
    throw EncodingError.invalidValue(
        payload,
        EncodingError.Context(
            codingPath: encoder.codingPath,
            debugDescription:
                "\(enumName).\(caseName): the payload (\(type(of: payload))) wrote \(written.quoted) under the \(messageQuoted(key)) key, and this case has no tag: the value would decode as another case; rename the payload's key, or give the case a tag"
        ))
}
