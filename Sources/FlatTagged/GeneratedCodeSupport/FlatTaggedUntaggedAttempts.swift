/// The cases of a `// @FlatTagged(untagged)` enum that were tried on a value and failed, kept
/// while `init(from:)` tries its candidates in declaration order, and the error thrown when none
/// decoded it. A value that the first candidate decodes records nothing.
///
/// `@frozen`, so that its `@inlinable` initializer compiles in a library built with library
/// evolution (a resilient struct's inlinable initializer must delegate to another one).
@_spi(FlatTaggedGenerated)
@frozen
public struct FlatTaggedUntaggedAttempts {
    // The first failure is kept apart: a value the second candidate decodes (a number after a
    // string case) then costs no array.
    @usableFromInline
    var firstFailure: (name: String, error: any Error)?
    @usableFromInline
    var laterFailures: [(name: String, error: any Error)] = []

    /// No case tried yet.
    @inlinable
    public init() {}

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
    /// `underlyingError` is a ``FlatTaggedUnionError`` listing every case in `cases`.
    public func error(
        _ enumType: Any.Type, enumName: String, cases: [FlatTaggedUntaggedCase], decoder: any Decoder
    ) -> any Error {
        let failures = failures
        // Out of stack below: passed on as it is (every path read here needs stack).
        if let exceeded = failures.first(where: { StackDepth.isExceeded($0.error) }) { return exceeded.error }
        let value = UntaggedValueProbe(decoder)
        var entries: [FlatTaggedUnionError.Case] = []
        var tried: [any Error] = []
        for enumCase in cases {
            let failure = failures.first { $0.name == enumCase.name }?.error
            if let failure, !Self.isShapeMismatch(failure, of: enumCase.shape, at: decoder.codingPath) {
                let error = Self.decodingError(failure, shape: enumCase.shape, codingPath: decoder.codingPath)
                tried.append(error)
                let reason = UntaggedReasons.reason(for: error, below: decoder.codingPath.count)
                entries.append(.init(name: enumCase.name, reason: reason, error: error))
            } else {
                let reason = UntaggedReasons.reason(for: enumCase.shape, unless: enumCase.unless, value: value)
                entries.append(.init(name: enumCase.name, reason: reason, error: nil))
            }
        }
        if tried.count == 1 { return tried[0] }
        let summary = (tried.isEmpty ? "no case matches " : "no case decoded ") + value.kind.described
        let union = FlatTaggedUnionError(enumName: enumName, summary: summary, cases: entries)
        return DecodingError.typeMismatch(
            enumType,
            DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: union.description, underlyingError: union))
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
                description = "expected \(type), found \(text[start.upperBound..<end]), which is out of its range"
            }
            return DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: codingPath, debugDescription: description, underlyingError: error))
        default:
            return error
        }
    }
}
