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

/// The elements of one array property, decoded one by one through the family found at the first
/// (by a `FamilyElementAppender`, made then).
///
/// `@unchecked Sendable`: it lives only for one synchronous decode on one thread, bound to a
/// task-local that no other task sees.
final class FamilyPropertyArray<Element>: FamilyElementSink, @unchecked Sendable {
    let lossy: Bool
    /// The property's coding path, which configuration errors name.
    let codingPath: [any CodingKey]
    /// Appends the elements once the family is known.
    private var appender: FamilyElementAppender<Element>?

    init(lossy: Bool, codingPath: [any CodingKey]) {
        self.lossy = lossy
        self.codingPath = codingPath
    }

    /// The elements decoded (those that failed left out, for a lossy property).
    var elements: [Element] { appender?.elements ?? [] }
    /// The errors of the elements a lossy property left out.
    var errors: [any Error] { appender?.errors ?? [] }

    /// Decodes the property's elements from `container`; an empty array still needs a registry
    /// that holds the family.
    func decode<Key>(from container: KeyedDecodingContainer<Key>, forKey key: Key) throws {
        // The slots of arrays of family values (FamilyElementCoding.swift), bound to this property.
        _ = try FamilyDecodingScope.$sink.withValue(self) {
            try container.decode([FamilyElementSlot].self, forKey: key)
        }
        guard appender == nil else { return }
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
        _ = try appender(userInfo: userInfo)
    }

    private func appender(userInfo: [CodingUserInfoKey: Any]) throws -> FamilyElementAppender<Element> {
        if let appender { return appender }
        let family = try PolymorphicRegistryLookup.family(of: Element.self, userInfo: userInfo, codingPath: codingPath)
        let made = FamilyElementAppender<Element>(family: family, elements: [], lossy: lossy)
        appender = made
        return made
    }

    func decodeElement(from decoder: any Decoder) throws {
        try appender(userInfo: decoder.userInfo).decodeElement(from: decoder)
    }
}

/// The `userInfo` of the decoder of a value, read without decoding anything from it.
private struct DecoderUserInfo: Decodable {
    let userInfo: [CodingUserInfoKey: Any]

    init(from decoder: any Decoder) throws {
        userInfo = decoder.userInfo
    }
}
