/// Reads the keys of a case's object that the case did not read, for its `rest:` label.
///
/// Generated code makes one for a case with `rest:` from the decoder of the case's object (the
/// enum's decoder in the flat form and for `flat` cases, the object's under the content key, an
/// external tag's or an untagged object's), decodes the case's values, then asks for the rest:
///
/// ```swift
/// let flatTaggedRest = FlatTagged.FlatTaggedRestReader(decoder)
/// let payload: Envelope = try FlatTagged.flatTaggedDecodePayload(from: flatTaggedRest.decoder)
/// self = .created(payload, id: …, extensions: try flatTaggedRest.unread(besides: ["type", "id"]))
/// ```
///
/// The keys read are the ones the case names (the discriminator, its labels' keys) and every
/// key a flattened payload asked its container for, present or not: `decoder` is the object's
/// decoder, watched (`RestRecordingDecoder`). Every other key is in the rest, with its value as
/// a `FlatTaggedValue`.
///
/// Rest keys are the data's own: they are read from the object decoded as a
/// `[String: FlatTaggedValue]`, whose keys no decoder's key strategy touches. The case's keys are
/// what its keyed container presents (through the strategy); a key a strategy renamed is matched
/// to its presented form by its letters (`trace_parent`, `trace-parent` and `traceParent` are one
/// key), as `FlatTaggedUnknown` finds its tag's key. A key whose presented form can't be found
/// is kept, never dropped. When every key the keyed container presents was read, nothing more is
/// decoded: a case with `rest:` and no unknown keys costs one `allKeys`.
@_spi(FlatTaggedGenerated)
public final class FlatTaggedRestReader {
    /// The decoder of the case's object.
    let base: any Decoder
    /// The keys a flattened payload asked for, as its key type spells them.
    var asked: Set<String> = []

    /// A reader of the object `decoder` holds. Throws nothing itself: generated code makes one
    /// from expressions that may throw (`container.superDecoder(forKey:)`).
    public init(_ decoder: any Decoder) throws {
        base = decoder
    }

    /// The object's decoder, watched: a flattened payload decodes from it, and every key it asks
    /// for counts as read.
    public var decoder: any Decoder { RestRecordingDecoder(base: base, reader: self) }

    /// Every key of the object that is neither one of `ownKeys` (the keys the case reads, as its
    /// `CodingKeys` spell them) nor asked for by a flattened payload, with its value.
    public func unread(besides ownKeys: [String]) throws -> [String: FlatTaggedValue] {
        let container: KeyedDecodingContainer<FlatTaggedCodingKey>
        do {
            container = try base.container(keyedBy: FlatTaggedCodingKey.self)
        } catch {
            throw Self.secondContainerRefused(error, codingPath: base.codingPath)
        }
        let presented = container.allKeys.map(\.stringValue)
        // Every key presented was read: so was every key of the data, whatever it is called there.
        // (The common case, checked without building a set: the case's keys are few.)
        guard presented.contains(where: { !ownKeys.contains($0) && (asked.isEmpty || !asked.contains($0)) }) else {
            return [:]
        }
        let payloadKeys = asked
        let isRead = { (key: String) in ownKeys.contains(key) || payloadKeys.contains(key) }
        guard let single = try? base.singleValueContainer() else {
            // A decoder that holds only containers: its keys are the presented ones.
            var rest: [String: FlatTaggedValue] = [:]
            for key in container.allKeys where !isRead(key.stringValue) {
                rest[key.stringValue] = try container.decode(FlatTaggedValue.self, forKey: key)
            }
            return rest
        }
        let raw = try single.decode([String: RestKeyOnly].self).keys
        return try Self.unread(raw, presented: presented, isRead: isRead, in: container) {
            try single.decode([String: FlatTaggedValue].self)
        }
    }

    /// The keys of `raw` (the object's keys as the data spells them) that were not read (`isRead`
    /// of the keys as the keyed container `presented` them), each with its value, decoded through
    /// `container` under its presented form: only the values kept are decoded. A key whose
    /// presented form can't be told is kept too, its value taken from `whole`, the object decoded
    /// whole (only then).
    static func unread<Key: CodingKey>(
        _ raw: Dictionary<String, RestKeyOnly>.Keys, presented: [String], isRead: (String) -> Bool,
        in container: KeyedDecodingContainer<Key>, whole: () throws -> [String: FlatTaggedValue]
    ) throws -> [String: FlatTaggedValue] {
        let presentedSet = Set(presented)
        // The presented keys that are no key of the data: the ones a key strategy made.
        let renamed = presented.filter { !raw.contains($0) }
        var rest: [String: FlatTaggedValue] = [:]
        // Keys a strategy made collide (`foo_bar` and `fooBar`) share a presented form, which
        // holds one value: then every value comes from the object decoded whole.
        var wholeObject: [String: FlatTaggedValue]? = raw.count == presentedSet.count ? nil : try whole()
        for key in raw {
            let form: String
            if presentedSet.contains(key) {
                form = key
            } else {
                let letters = Self.letters(key)
                let forms = renamed.filter { Self.letters($0) == letters }
                if forms.contains(where: isRead) { continue }
                guard let first = forms.first else {
                    // A renamed key whose presented form can't be told: kept, never dropped.
                    if wholeObject == nil { wholeObject = try whole() }
                    rest[key] = wholeObject?[key]
                    continue
                }
                form = first
            }
            guard !isRead(form), let codingKey = Key(stringValue: form) else { continue }
            rest[key] = try wholeObject?[key] ?? container.decode(FlatTaggedValue.self, forKey: codingKey)
        }
        return rest
    }

    /// The error for a decoder that lends one container per value (MessagePack's): the case's
    /// keys were read through the object's keyed container, and its decoder refused a second one
    /// (keyed by any string), through which the rest is read.
    private static func secondContainerRefused(_ error: any Error, codingPath: [any CodingKey]) -> DecodingError {
        DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: codingPath,
                debugDescription:
                    "rest: reads the keys of this object through a second keyed container of its decoder, which the decoder refused (it lends one container per value); with such a decoder, keep unknown keys in an object under the content key or an external tag",
                underlyingError: error))
    }

    /// A key's letters, lowercased, without the separators key strategies add or remove.
    private static func letters(_ key: String) -> String {
        key.lowercased().filter { $0 != "_" && $0 != "-" }
    }
}

extension KeyedDecodingContainer {
    /// Every key of the object under `key` that is not one of `ownKeys`, with its value: the rest
    /// of a case whose labeled values stand under the content key (`FlatTaggedRestReader`).
    @_spi(FlatTaggedGenerated)
    public func flatTaggedDecodeRest(forKey key: Key, besides ownKeys: [String]) throws -> [String: FlatTaggedValue] {
        let object = try nestedContainer(keyedBy: FlatTaggedCodingKey.self, forKey: key)
        let presented = object.allKeys.map(\.stringValue)
        guard presented.contains(where: { !ownKeys.contains($0) }) else { return [:] }
        let raw = try decode([String: RestKeyOnly].self, forKey: key).keys
        return try FlatTaggedRestReader.unread(raw, presented: presented, isRead: ownKeys.contains, in: object) {
            try decode([String: FlatTaggedValue].self, forKey: key)
        }
    }
}

extension FlatTaggedExternalCase {
    /// Every key of the object under the tag that is not one of `ownKeys`, with its value: the
    /// rest of an external case's labeled values (`FlatTaggedRestReader`).
    @_spi(FlatTaggedGenerated)
    public func rest(besides ownKeys: [String]) throws -> [String: FlatTaggedValue] {
        guard let container else { throw needsValue() }
        return try container.flatTaggedDecodeRest(forKey: key, besides: ownKeys)
    }
}

/// A value decoded as nothing: the object's keys as the data spells them, read as the keys of a
/// `[String: RestKeyOnly]` without decoding a value.
struct RestKeyOnly: Decodable {
    init(from decoder: any Decoder) throws {}
}
