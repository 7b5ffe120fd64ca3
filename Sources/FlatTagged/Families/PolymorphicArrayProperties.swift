// Array properties of family values ask their container for an `Array`.
//
// Synthesized `Codable` decodes a `@Polymorphic var figures: [any Figure]` property as
// `decode(Polymorphic<[any Figure]>.self, forKey:)`: the type the container sees is the
// wrapper's, not an array. Most coders don't care, but some decide by the type what a key holds:
// XMLCoder gathers repeated `<figure>` elements into a list only for an `Array` type (its
// `XMLDecodableSequence`), and hands any other type the first element alone. So these overloads,
// more specific than the generic `decode(_:forKey:)`, decode `[FamilyElementSlot]` instead, an
// `Array` whose elements each decode one family value into the property being decoded, as a
// hand-written `[Figure]` of a closed enum would be decoded.

extension KeyedDecodingContainer {
    /// Decodes a `@Polymorphic` array property through the container's decoding of an `Array`,
    /// so that coders that gather repeated elements only for arrays (XML's) see one.
    public func decode<Element>(_ type: Polymorphic<[Element]>.Type, forKey key: Key) throws
        -> Polymorphic<[Element]>
    {
        let property = FamilyPropertyArray<Element>(lossy: false, codingPath: codingPath + [key])
        try property.decode(from: self, forKey: key)
        return Polymorphic(wrappedValue: property.elements)
    }

    /// Decodes an optional `@Polymorphic` array property: a missing key or `null` is `nil`;
    /// anything else is decoded through the container's decoding of an `Array`.
    public func decode<Element>(_ type: Polymorphic<[Element]?>.Type, forKey key: Key) throws
        -> Polymorphic<[Element]?>
    {
        guard contains(key), try !decodeNil(forKey: key) else { return Polymorphic(wrappedValue: nil) }
        let property = FamilyPropertyArray<Element>(lossy: false, codingPath: codingPath + [key])
        try property.decode(from: self, forKey: key)
        return Polymorphic(wrappedValue: property.elements)
    }

    /// Decodes a `@LossyPolymorphic` property through the container's decoding of an `Array`,
    /// skipping the elements that fail.
    public func decode<Element>(_ type: LossyPolymorphic<Element>.Type, forKey key: Key) throws
        -> LossyPolymorphic<Element>
    {
        let property = FamilyPropertyArray<Element>(lossy: true, codingPath: codingPath + [key])
        try property.decode(from: self, forKey: key)
        return LossyPolymorphic(elements: property.elements, errors: property.errors)
    }
}

/// The elements of one array property, decoded one by one through the family found at the first.
///
/// `@unchecked Sendable`: it lives only for one synchronous decode on one thread, bound to a
/// task-local that no other task sees.
final class FamilyPropertyArray<Element>: FamilyElementSink, @unchecked Sendable {
    let lossy: Bool
    /// The property's coding path, which configuration errors name.
    let codingPath: [any CodingKey]
    let element = PolymorphicElement<Element>()
    private(set) var elements: [Element] = []
    private(set) var errors: [any Error] = []
    private var family: FamilyTable?

    init(lossy: Bool, codingPath: [any CodingKey]) {
        self.lossy = lossy
        self.codingPath = codingPath
    }

    /// Decodes the property's elements from `container`; an empty array still needs a registry
    /// that holds the family.
    func decode<Key>(from container: KeyedDecodingContainer<Key>, forKey key: Key) throws {
        // The slots of arrays of family values (FamilyElementCoding.swift), bound to this property.
        _ = try FamilyDecodingScope.$sink.withValue(self) {
            try container.decode([FamilyElementSlot].self, forKey: key)
        }
        guard family == nil else { return }
        // An empty array: the registry is found through the decoder's `userInfo`, read by one more
        // `decode(_:forKey:)` of the key, a call every coder has (swift-extras-json and SwiftCBOR
        // trap on a `superDecoder(forKey:)`). Only where nothing is under the key, as XML's empty
        // list is no element at all, is a `superDecoder(forKey:)` asked for the `userInfo`.
        let userInfo: [CodingUserInfoKey: Any]
        if let decoded = try? container.decode(DecoderUserInfo.self, forKey: key) {
            userInfo = decoded.userInfo
        } else {
            userInfo = try container.superDecoder(forKey: key).userInfo
        }
        _ = try family(userInfo: userInfo)
    }

    private func family(userInfo: [CodingUserInfoKey: Any]) throws -> FamilyTable {
        if let family { return family }
        let found = try PolymorphicRegistryLookup.family(of: Element.self, userInfo: userInfo, codingPath: codingPath)
        family = found
        return found
    }

    func decodeElement(from decoder: any Decoder) throws {
        let family = try family(userInfo: decoder.userInfo)
        guard lossy else {
            elements.append(try element.decode(from: decoder, family: family))
            return
        }
        do {
            elements.append(try element.decode(from: decoder, family: family))
        } catch let error as FlatTaggedConfigurationError {
            throw error
        } catch {
            errors.append(error)
        }
    }
}

/// The `userInfo` of the decoder of a value, read without decoding anything from it.
private struct DecoderUserInfo: Decodable {
    let userInfo: [CodingUserInfoKey: Any]

    init(from decoder: any Decoder) throws {
        userInfo = decoder.userInfo
    }
}
