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
/// When every candidate failed, the error is built once, where the value failed: a case's own
/// error passing through the levels above (the one candidate of each) is handed on as it is,
/// without reading any coding path (see `UntaggedVerdict`).
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
    /// case fitted the value's shape (naming the enum and the case), otherwise
    /// `typeMismatch(enumType)` at the value whose `underlyingError` is a
    /// ``FlatTaggedUntaggedError`` listing every case in `cases`.
    ///
    /// `single` and `object` are the containers `init(from:)` asked for (`object` is `nil` when the
    /// value is not an object): the error's reasons read the value through them, and ask the
    /// decoder for no other container, which some decoders refuse (one container per decoder).
    public func error<Key: CodingKey>(
        _ enumType: Any.Type, enumName: String, cases: [FlatTaggedUntaggedCase], decoder: any Decoder,
        single: (any SingleValueDecodingContainer)? = nil, object: KeyedDecodingContainer<Key>?
    ) -> any Error {
        let value = UntaggedValueProbe(kind: kind, single: single, object: .asked(object), decoder: decoder)
        return UntaggedVerdict(failures, cases: cases, value: value).error(enumType, enumName: enumName)
    }

    /// The error for a value no case decoded, when `init(from:)` asked for no keyed container;
    /// `single`: the single-value container it asked for, if any.
    public func error(
        _ enumType: Any.Type, enumName: String, cases: [FlatTaggedUntaggedCase], decoder: any Decoder,
        single: (any SingleValueDecodingContainer)? = nil
    ) -> any Error {
        let value = UntaggedValueProbe(
            kind: kind, single: single, object: UntaggedValueProbe.ObjectContainer<FlatTaggedCodingKey>.notAsked,
            decoder: decoder)
        return UntaggedVerdict(failures, cases: cases, value: value).error(enumType, enumName: enumName)
    }

    /// Before the fallback takes a value no case decoded: throws the error ``error(_:enumName:cases:decoder:single:object:)``
    /// gives when some case was a candidate for the value (its shape and keys fitted) and failed;
    /// returns when no case was, and the fallback takes the value. `cases` is evaluated only when
    /// a case was tried.
    ///
    /// ```swift
    /// try attempts.fallBack(Self.self, enumName: "Update", cases: […], decoder: decoder, single: single, object: object)
    /// self = .other(try single.flatTaggedDecode())
    /// ```
    public func fallBack<Key: CodingKey>(
        _ enumType: Any.Type, enumName: String, cases: @autoclosure () -> [FlatTaggedUntaggedCase],
        decoder: any Decoder, single: (any SingleValueDecodingContainer)? = nil, object: KeyedDecodingContainer<Key>?
    ) throws {
        guard firstFailure != nil else { return }
        let value = UntaggedValueProbe(kind: kind, single: single, object: .asked(object), decoder: decoder)
        let verdict = UntaggedVerdict(failures, cases: cases(), value: value)
        if verdict.hasCandidate { throw verdict.error(enumType, enumName: enumName) }
    }

    /// Before the fallback takes a value no case decoded, when `init(from:)` asked for no keyed
    /// container (see ``fallBack(_:enumName:cases:decoder:single:object:)``).
    public func fallBack(
        _ enumType: Any.Type, enumName: String, cases: @autoclosure () -> [FlatTaggedUntaggedCase],
        decoder: any Decoder, single: (any SingleValueDecodingContainer)? = nil
    ) throws {
        guard firstFailure != nil else { return }
        let value = UntaggedValueProbe(
            kind: kind, single: single, object: UntaggedValueProbe.ObjectContainer<FlatTaggedCodingKey>.notAsked,
            decoder: decoder)
        let verdict = UntaggedVerdict(failures, cases: cases(), value: value)
        if verdict.hasCandidate { throw verdict.error(enumType, enumName: enumName) }
    }
}
