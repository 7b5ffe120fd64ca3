/// Writes a case's `rest:` label after the case's own keys: every key as it is, into the same
/// object, through a keyed container of the encoder that holds the case's keys (a second keyed
/// container of the same object, as a subclass's `encode(to:)` asks for after its superclass's).
///
/// A rest key that the case writes itself (the discriminator, a label's key) would replace one
/// value with the other: encoding throws `EncodingError.invalidValue` naming the enum, the case
/// and the key instead.
///
/// Keys are written through a keyed container, so an encoder's key strategy applies to them as
/// to any key: under `.useDefaultKeys` (every encoder without a strategy) they are written as
/// they are; `.convertToSnakeCase` leaves a key without capital letters (`trace_parent`,
/// `partitionkey`) as it is and rewrites one with capitals (`traceParent` becomes
/// `trace_parent`); a custom strategy applies as written. No call of the `Encoder` protocol
/// writes a key past the strategy into an object that also holds keyed values.
@_spi(FlatTaggedGenerated)
public func flatTaggedEncodeRest(
    _ rest: [String: FlatTaggedValue], to encoder: any Encoder, ownKeys: [String], enumName: String,
    caseName: String
) throws {
    guard !rest.isEmpty else { return }
    try checkRestKeys(rest, ownKeys: ownKeys, codingPath: encoder.codingPath, enumName: enumName, caseName: caseName)
    var container = encoder.container(keyedBy: FlatTaggedCodingKey.self)
    for (key, value) in rest {
        try container.encodeRestValue(value, forKey: FlatTaggedCodingKey(key))
    }
}

extension KeyedEncodingContainer {
    /// Writes a case's `rest:` label into this object after the case's own keys, which it wrote
    /// here too: the object under the content key or an external tag, written through one
    /// container keyed by any string, `FlatTaggedCodingKey` (a second container under the same
    /// key may replace the first: the protocols promise no merging there).
    @_spi(FlatTaggedGenerated)
    public mutating func flatTaggedEncodeRest(
        _ rest: [String: FlatTaggedValue], ownKeys: [String], enumName: String, caseName: String
    ) throws {
        guard !rest.isEmpty else { return }
        try checkRestKeys(rest, ownKeys: ownKeys, codingPath: codingPath, enumName: enumName, caseName: caseName)
        for (restKey, value) in rest {
            // Never nil for `FlatTaggedCodingKey`, the only key type generated code passes.
            guard let key = Key(stringValue: restKey) else { continue }
            try encodeRestValue(value, forKey: key)
        }
    }

    /// Writes one rest value: a scalar through this container's own method for its type, as a
    /// label's value is written (no encoder of its own, which costs about as much again), any
    /// other value as a `FlatTaggedValue`.
    mutating func encodeRestValue(_ value: FlatTaggedValue, forKey key: Key) throws {
        switch value {
        case .null: try encodeNil(forKey: key)
        case .bool(let bool): try encode(bool, forKey: key)
        case .int(let int): try encode(int, forKey: key)
        case .uint(let uint): try encode(uint, forKey: key)
        case .double(let double): try encode(double, forKey: key)
        case .string(let string): try encode(string, forKey: key)
        case .date, .data, .array, .object: try encode(value, forKey: key)
        }
    }
}

/// Throws when a rest key is one the case writes itself.
private func checkRestKeys(
    _ rest: [String: FlatTaggedValue], ownKeys: [String], codingPath: [any CodingKey], enumName: String,
    caseName: String
) throws {
    guard let key = ownKeys.first(where: { rest[$0] != nil }) else { return }
    throw EncodingError.invalidValue(
        rest,
        EncodingError.Context(
            codingPath: codingPath,
            debugDescription:
                "\(enumName).\(caseName): the rest holds the key \(messageQuoted(key)), which the case writes itself; one of the two values would be lost: remove it from the rest or change the case's value"
        ))
}
