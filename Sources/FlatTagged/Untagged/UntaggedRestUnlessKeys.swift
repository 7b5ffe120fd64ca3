/// A `rest:` label of an untagged case that also has `unless:` keys: the rest may not hold one
/// of them, since an object with such a key is never a candidate for the case, and the value
/// written would decode as another case or not at all. JSON-RPC's notification is a request
/// without an `id`: `.notification(method: "m", rest: ["id": 1])` would be written as a request.
///
/// Throws `EncodingError.invalidValue` naming the enum, the case and the key, before anything of
/// the rest is written.
@_spi(FlatTaggedGenerated)
public func flatTaggedCheckRestUnless(
    _ rest: [String: FlatTaggedValue], unlessKeys: [String], codingPath: [any CodingKey], enumName: String,
    caseName: String
) throws {
    guard let key = unlessKeys.first(where: { rest[$0] != nil }) else { return }
    throw EncodingError.invalidValue(
        rest,
        EncodingError.Context(
            codingPath: codingPath,
            debugDescription:
                "\(enumName).\(caseName): the rest holds the key \(messageQuoted(key)), which this case's unless: rules out; written, the object would never decode as this case: remove it from the rest"
        ))
}
