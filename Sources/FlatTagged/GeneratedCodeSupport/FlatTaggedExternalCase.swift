/// What an external enum's `init(from:)` reads first: the case's tag, from the only key of an
/// object (`{"S":"Hello"}`) or from a bare string (`"ping"`), and where the case's data stands.
///
/// Generated code switches on ``tag`` and decodes the case's data through the methods below,
/// which read the value under the tag's key (so a payload's errors have coding paths that run
/// through the tag, `[0].image.source.bytes`) and give the external form's errors:
///
/// - an object with no key or several: `dataCorrupted` at the object, naming the keys found;
/// - neither an object nor a string: `typeMismatch` naming the enum;
/// - a bare string for a case with values: `dataCorrupted` at the value;
/// - a value other than `{}` or `null` for a case without values: `dataCorrupted` at the tag.
@_spi(FlatTaggedGenerated)
public struct FlatTaggedExternalCase {
    /// The tag: the object's only key, or the bare string. Key strategies such as
    /// `.convertFromSnakeCase` have already applied to a key, as to any keyed container's.
    public let tag: String
    /// The object and its only key, or nil for a bare string.
    @usableFromInline let object: (container: KeyedDecodingContainer<FlatTaggedCodingKey>, key: FlatTaggedCodingKey)?
    /// The decoder's coding path: where a bare string's errors stand.
    @usableFromInline let codingPath: [any CodingKey]
    /// The enum's name as messages write it (`Outer.Inner`).
    @usableFromInline let enumName: String

    /// Reads the tag of `decoder`'s value for the enum `enumType`, named `enumName` in messages.
    public init(from decoder: any Decoder, enumType: Any.Type, enumName: String) throws {
        self.enumName = enumName
        self.codingPath = decoder.codingPath
        let container: KeyedDecodingContainer<FlatTaggedCodingKey>
        do {
            container = try decoder.container(keyedBy: FlatTaggedCodingKey.self)
        } catch DecodingError.typeMismatch, DecodingError.valueNotFound {
            // Not an object: a bare string, or nothing this enum reads.
            self.tag = try Self.bareTag(from: decoder, enumType: enumType, enumName: enumName)
            self.object = nil
            return
        }
        let keys = container.allKeys
        guard keys.count == 1 else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: Self.keyCountDescription(enumName: enumName, keys: keys.map(\.stringValue))))
        }
        self.tag = keys[0].stringValue
        self.object = (container, keys[0])
    }

    /// The string of a value that is not an object, or `typeMismatch` naming the enum.
    private static func bareTag(from decoder: any Decoder, enumType: Any.Type, enumName: String) throws -> String {
        let value = try decoder.singleValueContainer()
        if !value.decodeNil(), let tag = try? value.decode(String.self) { return tag }
        let found = (try? value.decode(FlatTaggedValue.self)).map(Self.kindName) ?? "another value"
        throw DecodingError.typeMismatch(
            enumType,
            .init(
                codingPath: decoder.codingPath,
                debugDescription:
                    "\(enumName): expected an object with one key naming the case, or a string; found \(found)"))
    }

    /// `AttributeValue: expected an object with exactly one key naming the case; found 2 keys:
    /// "N", "S"`: the keys sorted, at most ten.
    static func keyCountDescription(enumName: String, keys: [String]) -> String {
        let prefix = "\(enumName): expected an object with exactly one key naming the case; found "
        guard !keys.isEmpty else { return prefix + "no keys" }
        let sorted = keys.sorted()
        var listed = sorted.prefix(10).map(jsonQuoted).joined(separator: ", ")
        if sorted.count > 10 { listed += ", …" }
        return prefix + "\(keys.count) keys: " + listed
    }

    /// `a number`, `an array`: how the typeMismatch message names what it found.
    static func kindName(_ value: FlatTaggedValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .int, .uint, .double: "a number"
        case .string: "a string"
        case .date: "a date"
        case .data: "data"
        case .array: "an array"
        case .object: "an object"
        }
    }

    // MARK: - The case's data

    /// Decodes the value under the tag; its type is inferred from the case it builds.
    @inlinable
    public func decodeValue<Value: Decodable>() throws -> Value {
        guard let object else { throw needsValue() }
        return try object.container.decode(Value.self, forKey: object.key)
    }

    /// Decodes the value under the tag for a case whose payload is an optional: `null` is nil.
    @inlinable
    public func decodeValueIfPresent<Value: Decodable>() throws -> Value? {
        guard let object else { throw needsValue() }
        return try object.container.decodeIfPresent(Value.self, forKey: object.key)
    }

    /// The object under the tag, which holds a case's labeled values.
    @inlinable
    public func values<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let object else { throw needsValue() }
        return try object.container.nestedContainer(keyedBy: type, forKey: object.key)
    }

    /// Checks the value of a case without values: a bare string, `{}` or `null`.
    public func decodeNoValue() throws {
        guard let object, try !object.container.decodeNil(forKey: object.key) else { return }
        let (container, key) = object
        if let nested = try? container.nestedContainer(keyedBy: FlatTaggedCodingKey.self, forKey: key),
            nested.allKeys.isEmpty
        {
            return
        }
        throw DecodingError.dataCorrupted(
            .init(
                codingPath: container.codingPath + [key],
                debugDescription:
                    "\(enumName): case \(jsonQuoted(tag)) has no value; expected \(jsonQuoted(tag)), {\(jsonQuoted(tag)):{}} or {\(jsonQuoted(tag)):null}"
            ))
    }

    /// The error for a bare string naming a case with values.
    @usableFromInline
    func needsValue() -> DecodingError {
        .dataCorrupted(
            .init(
                codingPath: codingPath,
                debugDescription: "\(enumName): case \(jsonQuoted(tag)) needs a value: {\(jsonQuoted(tag)): …}"))
    }

    // MARK: - Unknown tags

    /// The error for a tag that names no case: at the key, or at the bare string, listing every
    /// tag and alias the enum accepts.
    public func unknownCase(accepted: [String]) -> DecodingError {
        .dataCorrupted(
            .init(
                codingPath: object.map { $0.container.codingPath + [$0.key] } ?? codingPath,
                debugDescription:
                    "\(enumName): unknown case \(jsonQuoted(tag)); expected one of \(accepted.map(jsonQuoted).joined(separator: ", "))"
            ))
    }

    /// The unknown case kept whole, for the fallback `case unknown(FlatTaggedUnknown)`.
    public func unknown() throws -> FlatTaggedUnknown {
        guard let object else { return FlatTaggedUnknown(externalTag: tag, value: nil) }
        let value = try object.container.decode(FlatTaggedValue.self, forKey: object.key)
        return FlatTaggedUnknown(externalTag: tag, value: value)
    }
}
