/// Encodes a flat payload beside its tag, and throws if the payload is not an object: the one
/// mechanism behind `flatTaggedEncodePayload` (enums) and families' flat members.
///
/// The payload encodes into a `FlatPayloadEncoder` whose `container(keyedBy:)` is `encoder`'s,
/// watched for `owner.key`; a single value or an array (even an empty one) throws
/// `EncodingError.invalidValue(payload, …)` at `encoder.codingPath` with `owner`'s message. The
/// payload's own errors pass through unchanged.
///
/// - Returns: what the payload wrote under the discriminator key itself, or nil (the common
///   case): the caller then writes the tag, or keeps the payload's value if it is one of its
///   tags (`FlatPayloadOwner.checkWrittenKeyValue`).
@inline(__always)
func encodeFlatPayload<Payload: Encodable>(
    _ payload: Payload, to encoder: any Encoder, owner: FlatPayloadOwner, labelKeys: [String] = []
) throws -> WrittenKeyValue? {
    let proxy = FlatPayloadEncoder(base: encoder, owner: owner, labelKeys: labelKeys)
    do {
        try payload.encode(to: proxy)
    } catch {
        // The payload's own errors pass through; a refusal is thrown below with the payload.
        guard proxy.rejectedShape != nil else { throw error }
    }
    if let shape = proxy.rejectedShape { throw proxy.error(for: shape, payload: payload) }
    if let labelKey = proxy.writtenLabelKey {
        throw EncodingError.invalidValue(
            payload,
            EncodingError.Context(
                codingPath: encoder.codingPath,
                debugDescription: owner.labelKeyMessage(labelKey, payloadType: String(describing: type(of: payload)))))
    }
    return proxy.writtenKeyValue
}

/// The encoder a flat payload encodes into: the real encoder for objects, watched for the
/// discriminator key (`FlatPayloadKeyedContainer`), a refusal for single values and arrays
/// (`FlatPayloadRejectingContainers.swift`).
///
/// A class, so that `singleValueContainer()` and `unkeyedContainer()`, which cannot throw, can
/// record that they were asked for: an empty array writes nothing, yet is not an object. Its
/// one allocation per payload is all the guard costs (`Benchmarks/callgrind.sh`).
final class FlatPayloadEncoder: Encoder {
    let base: any Encoder
    let owner: FlatPayloadOwner
    /// Set when the payload asked for an array or encoded a single value.
    var rejectedShape: RejectedShape?
    /// The first value the payload wrote under the discriminator key, if it wrote one.
    var writtenKeyValue: WrittenKeyValue?
    /// The keys the case's labeled values write beside the payload.
    let labelKeys: [String]
    /// The first of `labelKeys` the payload wrote itself, if any.
    var writtenLabelKey: String?

    init(base: any Encoder, owner: FlatPayloadOwner, labelKeys: [String] = []) {
        self.base = base
        self.owner = owner
        self.labelKeys = labelKeys
    }

    var codingPath: [any CodingKey] { base.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { base.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        // A key type without an instance for the discriminator key can't write it (that is what
        // `init?(stringValue:)` returning nil means): the real container, unwatched, as most
        // payloads' `CodingKeys` are. Only the others pay for the watch.
        guard Self.hasInstance(type, for: owner.key) || (!labelKeys.isEmpty && Self.hasInstance(type, for: labelKeys))
        else { return base.container(keyedBy: type) }
        return watchedContainer(keyedBy: type)
    }

    /// Whether `keyType` has a key whose `stringValue` is `key`. Not generic, so that no `Key?`
    /// metadata is looked up per payload.
    @inline(never)
    private static func hasInstance(_ keyType: any CodingKey.Type, for key: String) -> Bool {
        keyType.init(stringValue: key) != nil
    }

    /// Whether `keyType` has a key for any of `keys`.
    @inline(never)
    private static func hasInstance(_ keyType: any CodingKey.Type, for keys: [String]) -> Bool {
        keys.contains { keyType.init(stringValue: $0) != nil }
    }

    /// The real container, watched for the key. Out of line, so that the generic metadata it
    /// needs is looked up only for the key types that are watched.
    @inline(never)
    private func watchedContainer<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(
            FlatPayloadKeyedContainer(base: base.container(keyedBy: type), encoder: self, watchedKey: owner.key))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        rejectedShape = rejectedShape ?? .array
        return PayloadRejectingUnkeyedContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        PayloadRejectingSingleValueContainer(encoder: self)
    }

    /// Records `shape` and returns the error for the container to throw now; the payload's
    /// encoding stops, and `encodeFlatPayload` throws the error again with the payload.
    func reject(_ shape: RejectedShape) -> EncodingError {
        rejectedShape = rejectedShape ?? shape
        return error(for: rejectedShape ?? shape, payload: nil)
    }

    /// `EncodingError.invalidValue` with the owner's message for a payload that encoded `shape`.
    func error(for shape: RejectedShape, payload: Any?) -> EncodingError {
        .invalidValue(
            payload ?? owner.name,
            EncodingError.Context(
                codingPath: base.codingPath,
                debugDescription: owner.message(shape, payloadType: payload.map { String(describing: type(of: $0)) })
            )
        )
    }
}
