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
///
/// `@frozen`, so that its `@inlinable` initializer compiles in a library built with library
/// evolution.
@_spi(FlatTaggedGenerated)
@frozen
public struct FlatTaggedExternalCase {
    /// The tag: the object's only key, or the bare string. Key strategies such as
    /// `.convertFromSnakeCase` have already applied to a key, as to any keyed container's.
    @inlinable public var tag: String { key.stringValue }
    /// The object, or nil for a bare string.
    @usableFromInline let container: KeyedDecodingContainer<FlatTaggedCodingKey>?
    /// The object's only key, or the bare string as a key.
    @usableFromInline let key: FlatTaggedCodingKey
    /// The decoder's coding path, for a bare string only: where its errors stand. (An object's
    /// errors take the container's path; reading a decoder's path costs thousands of
    /// instructions, so it is read only where a bare string makes it needed.)
    @usableFromInline let codingPath: [any CodingKey]
    /// The enum's name as messages write it (`Outer.Inner`).
    @usableFromInline let enumName: String

    /// Reads the tag of `decoder`'s value for the enum `enumType`, named `enumName` in messages.
    /// Inlinable, so that generated code keeps it in registers: it runs once for every value.
    @inlinable
    public init(from decoder: any Decoder, enumType: Any.Type, enumName: String) throws {
        self.enumName = enumName
        let container: KeyedDecodingContainer<FlatTaggedCodingKey>
        do {
            container = try decoder.container(keyedBy: FlatTaggedCodingKey.self)
        } catch DecodingError.typeMismatch, DecodingError.valueNotFound {
            // Not an object: a bare string, or nothing this enum reads.
            self.key = FlatTaggedCodingKey(try Self.bareTag(from: decoder, enumType: enumType, enumName: enumName))
            self.container = nil
            self.codingPath = decoder.codingPath
            return
        }
        let keys = container.allKeys
        guard keys.count == 1 else { throw Self.keyCountError(keys, in: container, enumName: enumName) }
        self.key = keys[0]
        self.container = container
        self.codingPath = []
    }

    /// The error for an object with no key or several.
    @usableFromInline
    static func keyCountError(
        _ keys: [FlatTaggedCodingKey], in container: KeyedDecodingContainer<FlatTaggedCodingKey>, enumName: String
    ) -> DecodingError {
        .dataCorrupted(
            .init(
                codingPath: container.codingPath,
                debugDescription: keyCountDescription(enumName: enumName, keys: keys.map(\.stringValue))))
    }

    /// The string of a value that is not an object, or `typeMismatch` naming the enum.
    @usableFromInline
    static func bareTag(from decoder: any Decoder, enumType: Any.Type, enumName: String) throws -> String {
        let value = try decoder.singleValueContainer()
        if !value.decodeNil(), let tag = try? value.decode(String.self) { return tag }
        let found = (try? value.decode(FlatTaggedValue.self))?.kind.described ?? "another value"
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
        var listed = sorted.prefix(10).map(messageQuoted).joined(separator: ", ")
        if sorted.count > 10 { listed += ", …" }
        return prefix + "\(keys.count) keys: " + listed
    }

    // MARK: - The case's data

    /// Decodes the value under the tag; its type is inferred from the case it builds. An error
    /// names the enum and the case `caseName` (`Shape.circle: Expected to decode Int …`), as a
    /// case's labeled values do.
    @inlinable
    public func decodeValue<Value: Decodable>(caseName: String) throws -> Value {
        guard let container else { throw needsValue() }
        do {
            return try container.decode(Value.self, forKey: key)
        } catch {
            let error = container.flatTaggedNumberError(error, Value.self, forKey: key)
            throw flatTaggedCaseError(located(error, in: container), enumName: enumName, caseName: caseName)
        }
    }

    /// Decodes the `String` under the tag: the concrete `decode(String.self, forKey:)`, which the
    /// generic one, even specialized, never reaches (see `flatTaggedDecode(forKey:)`).
    @inlinable
    public func decodeValue(caseName: String) throws -> String {
        guard let container else { throw needsValue() }
        do {
            return try container.decode(String.self, forKey: key)
        } catch {
            throw flatTaggedCaseError(error, enumName: enumName, caseName: caseName)
        }
    }

    /// Decodes the `Bool` under the tag through the concrete `decode(Bool.self, forKey:)`.
    @inlinable
    public func decodeValue(caseName: String) throws -> Bool {
        guard let container else { throw needsValue() }
        do {
            return try container.decode(Bool.self, forKey: key)
        } catch {
            throw flatTaggedCaseError(error, enumName: enumName, caseName: caseName)
        }
    }

    /// Decodes the value under the tag for a case whose payload is an optional: `null` is nil.
    @inlinable
    public func decodeValueIfPresent<Value: Decodable>(caseName: String) throws -> Value? {
        guard let container else { throw needsValue() }
        do {
            return try container.decodeIfPresent(Value.self, forKey: key)
        } catch {
            let error = container.flatTaggedNumberError(error, Value.self, forKey: key)
            throw flatTaggedCaseError(located(error, in: container), enumName: enumName, caseName: caseName)
        }
    }

    /// The object under the tag, which holds a case's labeled values.
    @inlinable
    public func values<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let container else { throw needsValue() }
        return try container.nestedContainer(keyedBy: type, forKey: key)
    }

    /// Checks the value of a case without values: a bare string, `{}` or `null`.
    public func decodeNoValue() throws {
        guard let container, try !container.decodeNil(forKey: key) else { return }
        if let nested = try? container.nestedContainer(keyedBy: FlatTaggedCodingKey.self, forKey: key),
            nested.allKeys.isEmpty
        {
            return
        }
        throw DecodingError.dataCorrupted(
            .init(
                codingPath: container.codingPath + [key],
                debugDescription:
                    "\(enumName): case \(messageQuoted(tag)) has no value; expected \(messageQuoted(tag)), {\(messageQuoted(tag)):{}} or {\(messageQuoted(tag)):null}"
            ))
    }

    /// `error` with a coding path: swift-foundation 6.3 reports a number out of a type's range
    /// (`1.5` or `1e400` for an `Int`) with an empty path, or as an error that is no
    /// `DecodingError` at all; such errors are given the path of the value under the tag, so
    /// `@LossyArray` and callers always see where it failed.
    ///
    /// The path is read only for such an error: an error from deep down passes every level on
    /// its way up, and a decoder builds a path by recursion, in time and stack linear in its depth.
    @usableFromInline
    func located(_ error: any Error, in container: KeyedDecodingContainer<FlatTaggedCodingKey>) -> any Error {
        func path() -> [any CodingKey] { container.codingPath + [key] }
        guard let error = error as? DecodingError else {
            return DecodingError.dataCorrupted(
                .init(
                    codingPath: path(),
                    debugDescription: "\(enumName): the value of case \(messageQuoted(tag)) could not be decoded",
                    underlyingError: NumberOutOfRangeError.shortened(error)))
        }
        // A missing key's path is the object's, which holds the key: left as it is.
        if case .keyNotFound = error { return error }
        return error.withContext { context in
            guard context.codingPath.isEmpty else { return context }
            return .init(
                codingPath: path(), debugDescription: context.debugDescription, underlyingError: context.underlyingError
            )
        }
    }

    /// The error for a bare string naming a case with values.
    @usableFromInline
    func needsValue() -> DecodingError {
        .dataCorrupted(
            .init(
                codingPath: codingPath,
                debugDescription: "\(enumName): case \(messageQuoted(tag)) needs a value: {\(messageQuoted(tag)): …}"))
    }

    // MARK: - Unknown tags

    /// The error for a tag that names no case: at the object, or at the bare string, listing every
    /// tag and alias the enum accepts, the tag quoted at most 100 characters long, with a
    /// ``FlatTaggedTagError`` (whose `key` is nil) as its underlying error.
    public func unknownCase(accepted: [String]) -> DecodingError {
        let expected = accepted.map(jsonQuoted).joined(separator: ", ")
        let tagError = FlatTaggedTagError(
            problem: .unknown, typeName: enumName, key: nil, tag: messageShortened(tag),
            acceptedTags: accepted,
            message: "\(enumName): unknown case \(messageQuoted(tag)); expected one of \(expected)")
        // At the object, not at the key: the key is input, and may be megabytes long.
        return .unknownTagError(tagError, at: container?.codingPath ?? codingPath)
    }

    /// The unknown case kept whole, for the fallback `case unknown(FlatTaggedUnknown)`.
    /// A value inside it that fails to decode (a number no type holds) throws an error naming
    /// the enum.
    public func unknown() throws -> FlatTaggedUnknown {
        guard let container else { return FlatTaggedUnknown(externalTag: tag, value: nil) }
        do {
            return FlatTaggedUnknown(externalTag: tag, value: try container.decode(FlatTaggedValue.self, forKey: key))
        } catch {
            throw namedError(shortenedKey(in: error, at: container.codingPath.count), enumName + ": ")
        }
    }

    /// `error` with the unknown tag in its coding path, at `index`, cut to 100 characters with
    /// `…` when it is longer: the tag is input, and may be megabytes long.
    func shortenedKey(in error: any Error, at index: Int) -> any Error {
        guard tag.utf8.count > messageQuoteLimit, let error = error as? DecodingError else { return error }
        return error.withContext { context in
            var path = context.codingPath
            guard path.indices.contains(index) else { return context }
            path[index] = FlatTaggedCodingKey(messageShortened(tag))
            return .init(
                codingPath: path, debugDescription: context.debugDescription, underlyingError: context.underlyingError)
        }
    }
}
