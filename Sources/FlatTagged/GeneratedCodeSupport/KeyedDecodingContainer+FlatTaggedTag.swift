// Reading the discriminator. A `null` tag is a missing tag: without a `missing` case
// both are `DecodingError.keyNotFound`, where Foundation's `decode(_:forKey:)` would report
// `valueNotFound` for `null`. Every error about the tag names the enum and the key and carries a
// `FlatTaggedTagError`; `accepted` is an autoclosure and the errors are built only on the error
// path, so a present tag costs what `decode(String.self, forKey:)` costs.

extension KeyedDecodingContainer {
    /// Decodes the string tag under `key`: `keyNotFound` when the key is missing or `null`,
    /// `typeMismatch` when it holds something other than a string.
    ///
    /// - Parameters:
    ///   - key: the discriminator key.
    ///   - enumName: the enum's name as messages write it (`Outer.Inner`).
    ///   - accepted: every tag and alias the enum accepts, for the error.
    @inlinable
    @_spi(FlatTaggedGenerated)
    public func flatTaggedDecodeTag(
        forKey key: Key, enumName: String, accepted: @autoclosure () -> [String]
    ) throws -> String {
        do {
            return try decode(String.self, forKey: key)
        } catch let error as DecodingError {
            throw flatTaggedTagError(error, forKey: key, enumName: enumName, accepted: accepted(), integers: false)
        }
    }

    /// Decodes the string tag under `key`, or `nil` when the key is missing or `null` (the
    /// enum's `missing` case stands for both): `typeMismatch` when it holds something other than
    /// a string.
    @inlinable
    @_spi(FlatTaggedGenerated)
    public func flatTaggedDecodeTagIfPresent(
        forKey key: Key, enumName: String, accepted: @autoclosure () -> [String]
    ) throws -> String? {
        do {
            return try decodeIfPresent(String.self, forKey: key)
        } catch let error as DecodingError {
            throw flatTaggedTagError(error, forKey: key, enumName: enumName, accepted: accepted(), integers: false)
        }
    }

    /// The error about the tag under `key` for the decoder's `error` reading it: `keyNotFound`
    /// for a missing or `null` tag, `typeMismatch` at the key for any other, each with a
    /// ``FlatTaggedTagError`` as its underlying error. For integer tags (`integers`), `error`
    /// may be what a decoder threw that is no `DecodingError` (swift-foundation 6.3 does for
    /// `2.5`).
    @usableFromInline
    func flatTaggedTagError(
        _ error: any Error, forKey key: Key, enumName: String, accepted: [String], integers: Bool
    ) -> DecodingError {
        let problem: FlatTaggedTagError.Problem
        switch error {
        case DecodingError.keyNotFound: problem = .missing
        case DecodingError.valueNotFound: problem = .null
        default: problem = (try? decodeNil(forKey: key)) == true ? .null : .wrongType
        }
        if problem != .wrongType {
            let tagError = FlatTaggedTagError.about(
                problem, typeName: enumName, key: key.stringValue, found: nil, shown: "", accepted: accepted,
                integers: integers)
            return .keyNotFound(
                key, .init(codingPath: codingPath, debugDescription: tagError.message, underlyingError: tagError))
        }
        let found = flatTaggedFoundValue(forKey: key)
        let tagError = FlatTaggedTagError.about(
            .wrongType, typeName: enumName, key: key.stringValue, found: found.text, shown: found.shown,
            accepted: accepted, integers: integers)
        return .typeMismatch(
            integers ? Int.self : String.self,
            .init(codingPath: codingPath + [key], debugDescription: tagError.message, underlyingError: tagError))
    }

    /// What the key holds, asked on the error path only: its text for a single value, and how
    /// a message shows it (`5`, `"2"`, `true`, `an object`), quoted at most 100 characters long.
    func flatTaggedFoundValue(forKey key: Key) -> (text: String?, shown: String) {
        if let text = try? decode(String.self, forKey: key) { return (text, messageQuoted(text)) }
        if let value = try? decode(Bool.self, forKey: key) { return (String(value), String(value)) }
        if let value = try? decode(Int.self, forKey: key) { return (String(value), String(value)) }
        if let value = try? decode(Double.self, forKey: key), value.isFinite {
            let text = value.description
            return (text, messageShortened(text))
        }
        if (try? nestedContainer(keyedBy: FlatTaggedCodingKey.self, forKey: key)) != nil { return (nil, "an object") }
        if (try? nestedUnkeyedContainer(forKey: key)) != nil { return (nil, "an array") }
        return (nil, "a number out of range")
    }
}
