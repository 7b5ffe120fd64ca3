/// The cases of a `// @FlatTagged(untagged)` enum that were tried on a value and failed, kept
/// while `init(from:)` tries its candidates in declaration order, and the error thrown when none
/// decoded it. A value that the first candidate decodes records nothing.
///
/// A value deep inside other untagged values (a recursive enum's 32nd level and below) first asks
/// `JSONDecoder` what it holds, and only the cases of that JSON type are tried (``mayBe(_:)``):
/// every failed try costs an error whose coding path the decoder builds in time quadratic in its
/// depth, and one per level made a value nested 500 deep cost time cubic in its depth. Other
/// decoders, and shallow values, try every candidate.
///
/// `@frozen`, so that its `@inlinable` initializer compiles in a library built with library
/// evolution (a resilient struct's inlinable initializer must delegate to another one).
@_spi(FlatTaggedGenerated)
@frozen
public struct FlatTaggedUntaggedAttempts {
    /// A value's JSON type, as the cases' checks ask it.
    public enum ValueKind: Sendable {
        /// `null`.
        case null
        /// A string.
        case string
        /// `true` or `false`.
        case boolean
        /// A number.
        case number
        /// An array.
        case array
        /// An object.
        case object
    }

    // The first failure is kept apart: a value the second candidate decodes (a number after a
    // string case) then costs no array.
    @usableFromInline
    var firstFailure: (name: String, error: any Error)?
    @usableFromInline
    var laterFailures: [(name: String, error: any Error)] = []
    /// The value's JSON type, when the decoder was asked; `nil`: every candidate is tried.
    @usableFromInline
    var kind: ValueKind?
    /// The nesting level to return to on `leave()`; `nil`: none was entered.
    @usableFromInline
    var outerLevel: Int?

    /// No case tried yet; the value's kind is not asked. For enums whose cases hold no other
    /// values (scalars only), which are never deep inside themselves.
    @inlinable
    public init() {}

    /// No case tried yet: enters a level of untagged values on this thread, and below the 32nd
    /// asks the decoder what the value is. Call ``leave()`` when the value is decoded or failed.
    public init(_ decoder: any Decoder) {
        let level = UntaggedNesting.level
        outerLevel = level
        UntaggedNesting.level = level + 1
        if level >= UntaggedNesting.askingLevel, let found = DecoderKindProbe.kind(of: decoder) {
            kind = ValueKind(found)
        }
    }

    /// Returns to the level of untagged values this value's ``init(_:)`` entered from.
    public func leave() {
        if let outerLevel { UntaggedNesting.level = outerLevel }
    }

    /// False when the decoder said the value is of another JSON type than `kind`: the cases of
    /// that type are no candidates, and are not tried.
    @inlinable
    public func mayBe(_ kind: ValueKind) -> Bool {
        guard let known = self.kind else { return true }
        return known == kind
    }

    /// Records that `caseName` was tried and threw `error`.
    @inlinable
    public mutating func failed(_ caseName: String, _ error: any Error) {
        if firstFailure == nil {
            firstFailure = (caseName, error)
        } else {
            laterFailures.append((caseName, error))
        }
    }

    /// Every failure, in the order the cases were tried.
    var failures: [(name: String, error: any Error)] {
        (firstFailure.map { [$0] } ?? []) + laterFailures
    }

    /// The error for a value no case decoded: the one candidate's own error when exactly one
    /// case fitted the value's shape, otherwise `typeMismatch(enumType)` at the value whose
    /// `underlyingError` is a ``FlatTaggedUntaggedError`` listing every case in `cases`.
    ///
    /// `single` and `object` are the containers `init(from:)` asked for (`object` is `nil` when the
    /// value is not an object): the error's reasons read the value through them, and ask the
    /// decoder for no other container, which some decoders refuse (one container per decoder).
    public func error<Key: CodingKey>(
        _ enumType: Any.Type, enumName: String, cases: [FlatTaggedUntaggedCase], decoder: any Decoder,
        single: (any SingleValueDecodingContainer)? = nil, object: KeyedDecodingContainer<Key>?
    ) -> any Error {
        let keys: UntaggedValueProbe.Keys = object.map { object in
            { Key(stringValue: $0).map(object.contains) ?? false }
        }
        return error(
            enumType, enumName: enumName, cases: cases,
            value: UntaggedValueProbe(kind: kind, single: single, object: .asked(keys), decoder: decoder),
            codingPath: decoder.codingPath)
    }

    /// The error for a value no case decoded, when `init(from:)` asked for no keyed container;
    /// `single`: the single-value container it asked for, if any.
    public func error(
        _ enumType: Any.Type, enumName: String, cases: [FlatTaggedUntaggedCase], decoder: any Decoder,
        single: (any SingleValueDecodingContainer)? = nil
    ) -> any Error {
        error(
            enumType, enumName: enumName, cases: cases,
            value: UntaggedValueProbe(kind: kind, single: single, object: .notAsked, decoder: decoder),
            codingPath: decoder.codingPath)
    }

    private func error(
        _ enumType: Any.Type, enumName: String, cases: [FlatTaggedUntaggedCase], value: UntaggedValueProbe,
        codingPath: [any CodingKey]
    ) -> any Error {
        let failures = failures
        // Out of stack below: passed on as it is (every path read here needs stack).
        if let exceeded = failures.first(where: { StackDepth.isExceeded($0.error) }) { return exceeded.error }
        var entries: [FlatTaggedUntaggedError.Case] = []
        var tried: [any Error] = []
        for enumCase in cases {
            let failure = failures.first { $0.name == enumCase.name }?.error
            if let failure, !Self.isShapeMismatch(failure, of: enumCase.shape, at: codingPath) {
                let error = Self.decodingError(failure, shape: enumCase.shape, codingPath: codingPath)
                tried.append(error)
                let reason = UntaggedReasons.reason(for: error, below: codingPath.count)
                entries.append(.init(name: enumCase.name, reason: reason, error: error))
            } else {
                let reason = UntaggedReasons.reason(for: enumCase.shape, unless: enumCase.unless, value: value)
                entries.append(.init(name: enumCase.name, reason: reason, error: nil))
            }
        }
        if tried.count == 1 { return tried[0] }
        let summary = (tried.isEmpty ? "no case matches " : "no case decoded ") + value.described
        let union = FlatTaggedUntaggedError(enumName: enumName, summary: summary, cases: entries)
        return DecodingError.typeMismatch(
            enumType,
            DecodingError.Context(
                codingPath: codingPath, debugDescription: union.message, underlyingError: union))
    }

    /// True when a case was no candidate after all: a standard shape's decoding failed because the
    /// value has another JSON type (`typeMismatch`, or for null `valueNotFound`, at the value
    /// itself), or an object lacks one of the case's required keys (`keyNotFound` at the object).
    static func isShapeMismatch(_ error: any Error, of shape: FlatTaggedUntaggedCase.Shape, at path: [any CodingKey])
        -> Bool
    {
        guard let error = error as? DecodingError else { return false }
        if case .object(let keys) = shape {
            // A required key that generated code leaves to decoding to find missing.
            guard case .keyNotFound(let key, let context) = error else { return false }
            return context.codingPath.count == path.count && keys.contains(key.stringValue)
        }
        guard shape.isStandardScalarOrCollection else { return false }
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            // `valueNotFound`: the value is null.
            return context.codingPath.count == path.count
        default:
            return false
        }
    }

    /// `error` as a `DecodingError` with a coding path: a decoder that throws something else
    /// for a number out of range (swift-foundation 6.3's `JSONDecoder` does) gets
    /// `dataCorrupted` at the number.
    static func decodingError(_ error: any Error, shape: FlatTaggedUntaggedCase.Shape, codingPath: [any CodingKey])
        -> any Error
    {
        if error is DecodingError { return error }
        switch shape {
        case .integer(let type), .number(let type):
            let text = String(describing: error)
            var description = "expected \(type), found a number out of its range"
            if let start = text.firstRange(of: "parsed: \""), let end = text[start.upperBound...].firstIndex(of: "\"") {
                let number = text[start.upperBound..<end]
                // A fraction is no integer, whatever its size (`1.5` for an `Int32`).
                var isFraction = false
                if case .integer = shape, let value = Double(number), value.isFinite {
                    isFraction = value.rounded(.towardZero) != value
                }
                let found = messageShortened(String(number))
                description =
                    isFraction
                    ? "expected \(type), found \(found), which is not an integer"
                    : "expected \(type), found \(found), which is out of its range"
            }
            return DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: codingPath, debugDescription: description,
                    underlyingError: NumberOutOfRangeError.shortened(error)))
        default:
            return error
        }
    }
}
