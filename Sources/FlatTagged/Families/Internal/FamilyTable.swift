/// One registered family, resolved once when the registry is built: tag → member for decoding,
/// member type → tag for encoding. `@Polymorphic` finds it with one hash lookup per property;
/// then each element costs one tag decode and one lookup (a hash lookup, or for up to 8 string
/// tags a comparison per tag, which is cheaper than hashing the string).
final class FamilyTable: Sendable {
    /// A tag as the data holds it.
    enum Tag: Hashable, Sendable {
        case string(String)
        case integer(Int)

        /// The tag as a flat member's own value of the key is compared with it.
        var written: WrittenKeyValue {
            switch self {
            case .string(let text): .string(text)
            case .integer(let number): .integer(number)
            }
        }

        /// `"dog"` or `2`: as messages quote tags (an input tag cut after 100 characters).
        var quoted: String {
            switch self {
            case .string(let text): messageQuoted(text)
            case .integer(let number): String(number)
            }
        }
    }

    /// What a tag decodes to.
    enum Decoding: Sendable {
        case member(any MemberDecoding)
        /// Claimed by several types: disabled; the message names them.
        case conflict(String)
    }

    /// How a member type encodes: its primary tag and, for a member that writes the key itself,
    /// the aliases that its own value may also be.
    enum Encoding: Sendable {
        case member(any MemberEncoding, tag: Tag, aliases: [Tag], name: String)
        case fallback(any FallbackEncoding)
    }

    /// What an unmatched tag decodes to.
    enum Fallback: Sendable {
        case none
        case one(any FallbackDecoding)
        /// Several fallbacks: an unmatched tag throws naming them.
        case conflict(String)
    }

    let family: FlatTaggedFamily
    let key: FlatTaggedCodingKey
    let contentKey: FlatTaggedCodingKey?
    let integerTags: Bool
    let stringTags: [String: Decoding]
    /// The string tags in a list, for a family with few of them: see `lookUp(_:)`.
    let fewStringTags: [String]?
    /// What each of `fewStringTags` decodes to.
    let fewStringDecodings: [Decoding]
    let numberTags: [Int: Decoding]
    let encodings: [ObjectIdentifier: Encoding]
    let fallback: Fallback
    /// Every tag that decodes, sorted, as text (integers as decimal digits).
    let accepted: [String]

    init(
        family: FlatTaggedFamily, integerTags: Bool, tags: [Tag: Decoding], encodings: [ObjectIdentifier: Encoding],
        fallback: Fallback
    ) {
        self.family = family
        self.key = FlatTaggedCodingKey(family.key)
        self.contentKey = family.contentKey.map { FlatTaggedCodingKey($0) }
        self.integerTags = integerTags
        var stringTags: [String: Decoding] = [:]
        var numberTags: [Int: Decoding] = [:]
        var strings: [String] = []
        var numbers: [Int] = []
        for (tag, decoding) in tags {
            let working: Bool
            if case .member = decoding { working = true } else { working = false }
            switch tag {
            case .string(let text):
                stringTags[text] = decoding
                if working { strings.append(text) }
            case .integer(let number):
                numberTags[number] = decoding
                if working { numbers.append(number) }
            }
        }
        self.stringTags = stringTags
        // Up to 8 tags, comparing small strings (their bytes sit in the String value itself) is
        // cheaper than hashing one; sorted so that the order never depends on hashing.
        let few = stringTags.count <= 8 ? stringTags.sorted { $0.key < $1.key } : []
        self.fewStringTags = stringTags.count <= 8 ? few.map(\.key) : nil
        self.fewStringDecodings = few.map(\.value)
        self.numberTags = numberTags
        self.encodings = encodings
        self.fallback = fallback
        self.accepted = integerTags ? numbers.sorted().map(String.init) : strings.sorted()
    }

    // MARK: Decoding

    /// Decodes one value of the family from `decoder`, which holds the tagged object.
    func decode<Value>(_ type: Value.Type, from decoder: any Decoder) throws -> Value {
        let value = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        defer { value.deallocate() }
        try decode(into: value, from: decoder)
        return value.move()
    }

    /// Decodes one value of the family from `decoder` into `value`, uninitialized memory that it
    /// initializes unless it throws.
    ///
    /// No `Value?` anywhere: in unspecialized code every `Optional<Value>` is a generic metadata
    /// lookup, and for an existential `Value` that lookup costs more than the tag.
    func decode<Value>(into value: UnsafeMutablePointer<Value>, from decoder: any Decoder) throws {
        try decoder.flatTaggedCheckStack(decodingNamed: family.name)
        let container: KeyedDecodingContainer<FlatTaggedCodingKey>
        do {
            container = try decoder.container(keyedBy: FlatTaggedCodingKey.self)
        } catch {
            // An array, a string or `null` where a family value belongs: named as an enum's is
            // (`Animal: expected an object with a "kind" key, found an array`).
            throw flatTaggedContainerError(
                error, for: Value.self, enumName: family.name,
                expected: "an object with a \(jsonQuoted(family.key)) key")
        }
        let decoding: Decoding
        if integerTags {
            let number: Int
            do {
                number = try container.decode(Int.self, forKey: key)
            } catch {
                throw container.flatTaggedTagError(
                    error, forKey: key, enumName: family.name, accepted: accepted, integers: true)
            }
            guard let found = numberTags[number] else {
                return try decodeUnmatched(into: value, tag: .integer(number), container: container, decoder: decoder)
            }
            decoding = found
        } else {
            let text: String
            do {
                text = try container.decode(String.self, forKey: key)
            } catch let error as DecodingError {
                throw container.flatTaggedTagError(
                    error, forKey: key, enumName: family.name, accepted: accepted, integers: false)
            }
            guard let found = lookUp(text) else {
                return try decodeUnmatched(into: value, tag: .string(text), container: container, decoder: decoder)
            }
            decoding = found
        }
        switch decoding {
        case .member(let member):
            if let contentKey {
                try member.decode(into: value, from: container, forKey: contentKey, family: family.name)
            } else {
                try member.decode(into: value, from: decoder, family: family.name)
            }
        case .conflict(let message):
            throw dataCorrupted(message, in: container)
        }
    }

    /// What a string tag decodes to: a comparison per tag for a few tags (cheaper than hashing
    /// the string), one hash lookup for many.
    @inline(__always)
    private func lookUp(_ text: String) -> Decoding? {
        if let few = fewStringTags {
            guard let index = few.firstIndex(of: text) else { return nil }
            return fewStringDecodings[index]
        }
        return stringTags[text]
    }

    private func decodeUnmatched<Value>(
        into value: UnsafeMutablePointer<Value>, tag: Tag, container: KeyedDecodingContainer<FlatTaggedCodingKey>,
        decoder: any Decoder
    ) throws {
        switch fallback {
        case .one(let fallback):
            let text: String
            switch tag {
            case .string(let string): text = string
            case .integer(let number): text = String(number)
            }
            try fallback.decode(into: value, key: family.key, tag: text, from: decoder, family: family.name)
        case .conflict(let names):
            throw dataCorrupted(
                "\(family.name): unknown \(jsonQuoted(family.key)) value \(tag.quoted) and several fallbacks, \(names); register one",
                in: container)
        case .none:
            let found: String
            switch tag {
            case .string(let text): found = text
            case .integer(let number): found = String(number)
            }
            throw DecodingError.unknownTagError(
                .about(
                    .unknown, typeName: family.name, key: family.key, found: found, shown: tag.quoted,
                    accepted: accepted, integers: integerTags),
                at: container.codingPath + [key])
        }
    }

    private func dataCorrupted(_ message: String, in container: KeyedDecodingContainer<FlatTaggedCodingKey>)
        -> DecodingError
    {
        .dataCorrupted(DecodingError.Context(codingPath: container.codingPath + [key], debugDescription: message))
    }

    // MARK: Encoding

    /// Encodes one value of the family: the member's own keys (or its data under the content
    /// key), then its primary tag; a fallback's stored object as it was.
    func encode<Value>(_ value: Value, to encoder: any Encoder) throws {
        try encoder.flatTaggedCheckStack(encodingNamed: family.name)
        let dynamicType = type(of: value as Any)
        switch encodings[ObjectIdentifier(dynamicType)] {
        case .member(let member, let tag, _, let name)?:
            if let contentKey {
                var container = encoder.container(keyedBy: FlatTaggedCodingKey.self)
                let encoded = try member.encode(value, into: &container, forKey: contentKey)
                if !encoded { throw notAMember(value, dynamicType, at: encoder.codingPath) }
                try encodeTag(tag, into: &container)
            } else {
                let owner = FlatPayloadOwner.familyMember(family: family.name, member: name, key: family.key)
                var written: WrittenKeyValue?
                let encoded = try member.encodeFlat(value, to: encoder, owner: owner, writtenKeyValue: &written)
                if !encoded { throw notAMember(value, dynamicType, at: encoder.codingPath) }
                if let written {
                    // The member wrote the key itself: kept if it is one of its tags, else an error.
                    try owner.checkWrittenKeyValue(
                        written, tag: tag.written, aliases: aliases(ofMember: dynamicType).map(\.written),
                        payload: value,
                        codingPath: encoder.codingPath)
                } else {
                    var container = encoder.container(keyedBy: FlatTaggedCodingKey.self)
                    try encodeTag(tag, into: &container)
                }
            }
        case .fallback(let fallback)?:
            guard let unknown = fallback.unknown(of: value) else {
                throw notAMember(value, dynamicType, at: encoder.codingPath)
            }
            // As a dictionary: its keys are data, written as they are, whatever the key strategy.
            var object = unknown.object
            if object[unknown.key] == nil { object[unknown.key] = .string(unknown.tag) }
            var container = encoder.singleValueContainer()
            try container.encode(object)
        case nil:
            throw notAMember(value, dynamicType, at: encoder.codingPath)
        }
    }

    /// The aliases of a member type: looked up again only for a member that wrote the key itself,
    /// so that the common path binds no array.
    private func aliases(ofMember type: Any.Type) -> [Tag] {
        guard case .member(_, _, let aliases, _)? = encodings[ObjectIdentifier(type)] else { return [] }
        return aliases
    }

    private func encodeTag(_ tag: Tag, into container: inout KeyedEncodingContainer<FlatTaggedCodingKey>) throws {
        switch tag {
        case .string(let text): try container.encode(text, forKey: key)
        case .integer(let number): try container.encode(number, forKey: key)
        }
    }

    private func notAMember(_ value: Any, _ type: Any.Type, at codingPath: [any CodingKey]) -> EncodingError {
        .invalidValue(
            value,
            EncodingError.Context(
                codingPath: codingPath,
                debugDescription:
                    "\(family.name): \(String(describing: type)) is not a registered member; mark it // @FlatTag and add its module to the FlatTaggedRegistry"
            ))
    }
}
