/// Encodes a case's single payload beside the tag, and throws if the payload is not an object or
/// wrote another value under the key: what generated code calls in the flat form instead of
/// `payload.encode(to: encoder)`, before it writes the tag.
///
/// ```swift
/// var container = encoder.container(keyedBy: CodingKeys.self)
/// switch self {
/// case .value(let payload):
///     let payloadWroteTag = try FlatTagged.flatTaggedEncodePayload(
///         payload, tag: "value", to: encoder, enumName: "Envelope", caseName: "value", key: "type")
///     if !payloadWroteTag { try container.encode("value", forKey: .type) }
/// }
/// ```
///
/// The payload encodes into an encoder that forwards `container(keyedBy:)` to `encoder`, so an
/// object's keys land beside the tag, and `codingPath`, `userInfo`, nested containers and
/// `superEncoder` are the real encoder's. A payload that encodes a single value (`Int`, `String`,
/// a raw-value enum) or an array, even an empty one, would have nowhere to go beside the tag:
/// Foundation's encoders drop the value or stop the process. Here it throws
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
/// The tag is written after the payload. A payload that writes the key itself (a payload struct
/// with a `type` field, a nested `// @FlatTagged` enum with the same key, as Slack's text objects
/// inside context elements) keeps its value when it is `tag` or one of `aliases`, so decoding and
/// encoding again gives the input back (`{"type":"plain_text",…}` under
/// `// @FlatTag("mrkdwn", aliases: ["plain_text"])` stays `plain_text`); any other value throws
/// `EncodingError.invalidValue(payload, …)` naming the enum, the case and both values, never a
/// silent replacement:
///
/// ```
/// Event.session: the payload (Session) wrote "s-1" under the "id" key, and this case's tag is 3;
/// the tag would replace the payload's value: rename the payload's key or use // @FlatTagged(content: "…")
/// ```
///
/// Beside labeled values (`case created(Message, id: String)`), `labelKeys` lists the keys those
/// values write after the payload. A payload that writes one of them itself would lose its value
/// to the label's: encoding throws `EncodingError.invalidValue(payload, …)` naming the enum, the
/// case and the key instead:
///
/// ```
/// Event.created: the payload (Message) wrote the "id" key, which a labeled value of this case
/// also writes; the label's value would replace the payload's: rename one of them, or give the
/// label another key with // @FlatTag(keys: […])
/// ```
///
/// Watching for the key costs one `init(stringValue:)` of the payload's key type per keyed
/// container it asks for (and one per label key, for a case with labeled values); only a key type that has the discriminator key among its keys is
/// watched key by key. `aliases` is built only for a payload that wrote the key.
///
/// - Parameters:
///   - payload: the case's payload.
///   - tag: the case's primary tag.
///   - aliases: the case's aliases.
///   - encoder: the encoder the enum encodes into.
///   - enumName: the enum's name as written, for errors.
///   - caseName: the case's name, for errors.
///   - key: the discriminator key, as the enum's `CodingKeys` spell it.
///   - labelKeys: the keys the case's labeled values write beside the payload.
/// - Returns: true when the payload wrote one of the case's tags under the key itself, which
///   stands; the caller writes the tag only when this is false.
@_spi(FlatTaggedGenerated)
public func flatTaggedEncodePayload<Payload: Encodable>(
    _ payload: Payload, tag: String, aliases: @autoclosure () -> [String] = [], to encoder: any Encoder,
    enumName: String, caseName: String, key: String, labelKeys: [String] = []
) throws -> Bool {
    try encodeFlatPayload(
        payload, tag: .string(tag), aliases: aliases().map(WrittenKeyValue.string), to: encoder,
        owner: .enumCase(enumName: enumName, caseName: caseName, key: key), labelKeys: labelKeys)
}

/// `flatTaggedEncodePayload` for integer tags: a payload's own value of the key is kept when it
/// is `tag` or one of `aliases` as an integer.
///
/// - Parameters:
///   - payload: the case's payload.
///   - tag: the case's primary tag.
///   - aliases: the case's aliases.
///   - encoder: the encoder the enum encodes into.
///   - enumName: the enum's name as written, for errors.
///   - caseName: the case's name, for errors.
///   - key: the discriminator key, as the enum's `CodingKeys` spell it.
///   - labelKeys: the keys the case's labeled values write beside the payload.
/// - Returns: true when the payload wrote one of the case's tags under the key itself, which
///   stands; the caller writes the tag only when this is false.
@_spi(FlatTaggedGenerated)
public func flatTaggedEncodePayload<Payload: Encodable>(
    _ payload: Payload, tag: Int, aliases: @autoclosure () -> [Int] = [], to encoder: any Encoder,
    enumName: String, caseName: String, key: String, labelKeys: [String] = []
) throws -> Bool {
    try encodeFlatPayload(
        payload, tag: .integer(tag), aliases: aliases().map(WrittenKeyValue.integer), to: encoder,
        owner: .enumCase(enumName: enumName, caseName: caseName, key: key), labelKeys: labelKeys)
}

/// Both overloads: encodes the payload; when it wrote the key itself, checks that value against
/// the case's tags (the aliases are built only then) and reports that it stands.
private func encodeFlatPayload<Payload: Encodable>(
    _ payload: Payload, tag: WrittenKeyValue, aliases: @autoclosure () -> [WrittenKeyValue],
    to encoder: any Encoder, owner: FlatPayloadOwner, labelKeys: [String]
) throws -> Bool {
    guard let written = try encodeFlatPayload(payload, to: encoder, owner: owner, labelKeys: labelKeys) else {
        return false
    }
    try owner.checkWrittenKeyValue(
        written, tag: tag, aliases: aliases(), payload: payload, codingPath: encoder.codingPath)
    return true
}
