// `[String: any Animal]` (and `[String: [any Animal]]`, …): the keys are data, like the keys of
// any `[String: T]`, so key strategies never touch them. The dictionary is decoded and encoded as
// a `[String: _]` of small boxes, which decoders and encoders read and write without converting
// keys (swift-foundation exempts string-keyed dictionaries from key strategies), instead of
// through a keyed container, whose keys they convert: `keeper_one` stays `keeper_one` under
// `.convertFromSnakeCase`, and `keeper_one` and `keeperOne` stay two keys.

extension Dictionary: PolymorphicShape where Key == String {
    static var polymorphicLeaf: Any.Type { FlatTagged.polymorphicLeaf(of: Value.self) }

    static func decodePolymorphic(from decoder: any Decoder, family: FamilyTable) throws -> Self {
        let container = try decoder.singleValueContainer()
        let sink = PolymorphicDictionaryDecoder<Value>(family: family)
        let boxes = try PolymorphicDictionaryScope.$sink.withValue(sink) {
            try container.decode([String: PolymorphicDictionaryValue].self)
        }
        var dictionary: [String: Value] = [:]
        dictionary.reserveCapacity(boxes.count)
        for (key, box) in boxes {
            guard let value = box.value as? Value else {
                throw FlatTaggedConfigurationError(
                    codingPath: decoder.codingPath, message: "\(Value.self) decoded as another type")
            }
            dictionary[key] = value
        }
        return dictionary
    }

    func encodePolymorphic(to encoder: any Encoder, family: FamilyTable) throws {
        let element = PolymorphicElement<Value>()
        var container = encoder.singleValueContainer()
        try container.encode(mapValues { PolymorphicDictionaryEntry(value: $0, element: element, family: family) })
    }
}

/// Decodes the values of the dictionary being decoded.
protocol PolymorphicDictionaryValueDecoding: AnyObject, Sendable {
    func decodeValue(from decoder: any Decoder) throws -> Any
}

/// The dictionary being decoded, bound while the decoder reads its values.
enum PolymorphicDictionaryScope {
    @TaskLocal static var sink: (any PolymorphicDictionaryValueDecoding)?
}

/// Decodes each value of a `[String: Value]` through the family the property resolved.
///
/// `@unchecked Sendable`: immutable; its `PolymorphicElement` holds only a metatype.
final class PolymorphicDictionaryDecoder<Value>: PolymorphicDictionaryValueDecoding, @unchecked Sendable {
    let family: FamilyTable
    let element = PolymorphicElement<Value>()

    init(family: FamilyTable) { self.family = family }

    func decodeValue(from decoder: any Decoder) throws -> Any {
        try element.decode(from: decoder, family: family)
    }
}

/// One value of a polymorphic dictionary, decoded by the dictionary bound to the task.
struct PolymorphicDictionaryValue: Decodable {
    let value: Any

    init(from decoder: any Decoder) throws {
        guard let sink = PolymorphicDictionaryScope.sink else {
            throw FlatTaggedConfigurationError(
                codingPath: decoder.codingPath,
                message: "a family value was decoded outside the dictionary that asked for it")
        }
        value = try sink.decodeValue(from: decoder)
    }
}

/// One value of a polymorphic dictionary, encoded through the family the property resolved.
struct PolymorphicDictionaryEntry<Value>: Encodable {
    let value: Value
    let element: PolymorphicElement<Value>
    let family: FamilyTable

    func encode(to encoder: any Encoder) throws {
        try element.encode(value, to: encoder, family: family)
    }
}
