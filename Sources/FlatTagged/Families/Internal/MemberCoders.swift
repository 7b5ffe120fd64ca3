// How the registry calls a member's own `Codable` without keeping its metatype: one small generic
// object per member and direction, made once when the registry is built (objects, so that the
// tables' entries copy as one reference, not as a five-word existential). Its methods are
// specialized for the member type, so decoding an element is a direct `init(from:)` call and a
// cast of the result to the property's element type; no closure, no lookup.

/// Decodes one member type, returning it as the property's element type.
protocol MemberDecoding: AnyObject, Sendable {
    /// Decodes the member from `decoder` into `value`, uninitialized memory. Throws a
    /// `FlatTaggedConfigurationError`, leaving `value` uninitialized, if the decoded member can't
    /// be used as a `Value` of `family`: its conformance is isolated to the main actor and this
    /// runs elsewhere (or, never for a member the family's `includes` accepted, it isn't one).
    func decode<Value>(into value: UnsafeMutablePointer<Value>, from decoder: any Decoder, family: String) throws
    /// Decodes the member under `key` of `container` (a family's content key) into `value`, as
    /// `decode(into:from:family:)` does: by the container's own `decode(_:forKey:)`, the call a
    /// hand-written `switch` makes, never a `superDecoder(forKey:)`.
    func decode<Value>(
        into value: UnsafeMutablePointer<Value>, from container: KeyedDecodingContainer<FlatTaggedCodingKey>,
        forKey key: FlatTaggedCodingKey, family: String
    ) throws
}

/// Encodes one member type given as the property's element type.
protocol MemberEncoding: AnyObject, Sendable {
    /// Encodes `value` under `key` of `container` (a family's content key) by the container's own
    /// `encode(_:forKey:)`, never a `superEncoder(forKey:)`; `false` if it isn't this member's type.
    func encode<Value>(
        _ value: Value, into container: inout KeyedEncodingContainer<FlatTaggedCodingKey>,
        forKey key: FlatTaggedCodingKey
    ) throws -> Bool
    /// Encodes `value` in the flat form, its keys beside the tag, through the guard that
    /// `flatTaggedEncodePayload` uses: a single value or an array throws `owner`'s
    /// `EncodingError.invalidValue`; what the member wrote under the key itself, if anything,
    /// goes into `writtenKeyValue`. `false` if `value` isn't this member's type.
    func encodeFlat<Value>(
        _ value: Value, to encoder: any Encoder, owner: FlatPayloadOwner, writtenKeyValue: inout WrittenKeyValue?
    ) throws -> Bool
}

/// Decodes a fallback from the whole object whose tag matched nothing.
protocol FallbackDecoding: AnyObject, Sendable {
    /// Decodes the fallback into `value`, uninitialized memory; throws as `MemberDecoding` does
    /// if it can't be used as a `Value` of `family`.
    func decode<Value>(
        into value: UnsafeMutablePointer<Value>, key: String, tag: String, from decoder: any Decoder, family: String
    ) throws
}

/// Reads a fallback's stored object back.
protocol FallbackEncoding: AnyObject, Sendable {
    func unknown<Value>(of value: Value) -> FlatTaggedUnknown?
}

final class MemberDecoder<Member: Decodable>: MemberDecoding {
    func decode<Value>(into value: UnsafeMutablePointer<Value>, from decoder: any Decoder, family: String) throws {
        let member: Member
        do {
            member = try Member(from: decoder)
        } catch {
            throw memberError(error, family: family, member: Member.self)
        }
        guard let cast = member as? Value else {
            throw FlatTaggedConfigurationError.unusableMember(member, family: family, at: decoder.codingPath)
        }
        value.initialize(to: cast)
    }

    func decode<Value>(
        into value: UnsafeMutablePointer<Value>, from container: KeyedDecodingContainer<FlatTaggedCodingKey>,
        forKey key: FlatTaggedCodingKey, family: String
    ) throws {
        let member: Member
        do {
            member = try container.decode(Member.self, forKey: key)
        } catch {
            throw memberError(error, family: family, member: Member.self)
        }
        guard let cast = member as? Value else {
            throw FlatTaggedConfigurationError.unusableMember(member, family: family, at: container.codingPath + [key])
        }
        value.initialize(to: cast)
    }
}

/// `error`, thrown by a member's own `init(from:)`, with the family and the member named as a
/// flat member's encoding errors name them (`Animal: Dog: No value associated with key "name"`),
/// unless it names the family already (a value of the same family nested in the member): one
/// name at the front, not one per level. Built only when decoding fails.
func memberError(_ error: any Error, family: String, member: Any.Type) -> any Error {
    guard let decodingError = error as? DecodingError else { return error }
    if let text = decodingError.contextDescription, text.hasPrefix(family + ": ") { return error }
    return decodingError.named("\(family): \(String(describing: member)): ")
}

final class MemberEncoder<Member: Encodable>: MemberEncoding {
    func encode<Value>(
        _ value: Value, into container: inout KeyedEncodingContainer<FlatTaggedCodingKey>,
        forKey key: FlatTaggedCodingKey
    ) throws -> Bool {
        guard let member = value as? Member else { return false }
        try container.encode(member, forKey: key)
        return true
    }

    func encodeFlat<Value>(
        _ value: Value, to encoder: any Encoder, owner: FlatPayloadOwner, writtenKeyValue: inout WrittenKeyValue?
    ) throws -> Bool {
        guard let member = value as? Member else { return false }
        writtenKeyValue = try encodeFlatPayload(member, to: encoder, owner: owner)
        return true
    }
}

final class FallbackDecoder<Fallback: FlatTaggedFallback>: FallbackDecoding {
    func decode<Value>(
        into value: UnsafeMutablePointer<Value>, key: String, tag: String, from decoder: any Decoder, family: String
    ) throws {
        let fallback = Fallback(
            flatTaggedUnknown: try FlatTaggedUnknown(key: key, tag: tag, enumName: family, from: decoder))
        guard let cast = fallback as? Value else {
            throw FlatTaggedConfigurationError.unusableMember(fallback, family: family, at: decoder.codingPath)
        }
        value.initialize(to: cast)
    }
}

final class FallbackEncoder<Fallback: FlatTaggedFallback>: FallbackEncoding {
    func unknown<Value>(of value: Value) -> FlatTaggedUnknown? {
        (value as? Fallback)?.unknown
    }
}

/// What the registry learned from one member type, for every family it belongs to.
struct MemberDescriptor: Sendable {
    let id: ObjectIdentifier
    let type: any FlatTaggedMember.Type
    /// `Dog`: the innermost name, for tags made by naming and for messages.
    let name: String
    /// `FeatureDogs.Dog`: for conflicts.
    let qualifiedName: String
    let tagging: FlatTagging.Storage
    let decoder: (any MemberDecoding)?
    let encoder: (any MemberEncoding)?
    let fallbackDecoder: (any FallbackDecoding)?
    let fallbackEncoder: (any FallbackEncoding)?

    init(_ type: any FlatTaggedMember.Type) {
        self.id = ObjectIdentifier(type)
        self.type = type
        self.name = String(describing: type)
        self.qualifiedName = String(reflecting: type)
        self.tagging = type.flatTagging.storage
        self.decoder = (type as? any Decodable.Type).map { Self.decoder(for: $0) }
        self.encoder = (type as? any Encodable.Type).map { Self.encoder(for: $0) }
        if let fallback = type as? any FlatTaggedFallback.Type {
            self.fallbackDecoder = Self.fallbackDecoder(for: fallback)
            self.fallbackEncoder = Self.fallbackEncoder(for: fallback)
        } else {
            self.fallbackDecoder = nil
            self.fallbackEncoder = nil
        }
    }

    private static func decoder<Member: Decodable>(for type: Member.Type) -> any MemberDecoding {
        MemberDecoder<Member>()
    }

    private static func encoder<Member: Encodable>(for type: Member.Type) -> any MemberEncoding {
        MemberEncoder<Member>()
    }

    private static func fallbackDecoder<Fallback: FlatTaggedFallback>(for type: Fallback.Type) -> any FallbackDecoding {
        FallbackDecoder<Fallback>()
    }

    private static func fallbackEncoder<Fallback: FlatTaggedFallback>(for type: Fallback.Type) -> any FallbackEncoding {
        FallbackEncoder<Fallback>()
    }
}
