/// Which of the cases an untagged enum tried were candidates for the value, and the error that
/// follows: the one place that decides whether a value goes to the fallback or throws, and what
/// it throws.
///
/// A case was a candidate when the value has its shape: a JSON type a standard payload reads, an
/// object with every key a labeled case requires. That is decided from what the value is, asked
/// through the containers the `Decoder` protocol promises (`UntaggedValueProbe`), never from an
/// error's coding path (some coders keep none: an empty path says nothing of where an error
/// happened) or its text:
///
/// - a string, boolean or number case fails with `typeMismatch` or `valueNotFound` only for a
///   value of another type (a scalar has no values inside it to fail); any other error (a number
///   out of the type's range, a fraction for an integer) is the candidate's own;
/// - an array or dictionary case was a candidate when the value is an array or an object, however
///   its elements failed;
/// - a labeled case (or a payload with `when:`) was tried only for an object with the keys it
///   checks, and was a candidate when the object has every key the case requires;
/// - a payload of any other type decides for itself: it was always a candidate.
///
/// The error is built once, where it happens: when exactly one case was a candidate, its own
/// error is passed on, its case and enum named in front of its description (no coding path is
/// read: an error on its way up through the levels of a recursive enum costs no time or stack in
/// proportion to the depth); otherwise `typeMismatch(<Enum>)` at the value, whose coding path is
/// read once (`UntaggedCodingPath`).
struct UntaggedVerdict {
    let cases: [FlatTaggedUntaggedCase]
    let value: UntaggedValueProbe
    /// The cases that were candidates and failed, in the order they were tried.
    private(set) var tried: [(enumCase: FlatTaggedUntaggedCase, error: any Error)] = []
    /// A failure for want of stack below: passed on as it is.
    private(set) var exceeded: (any Error)?

    init(_ failures: [(name: String, error: any Error)], cases: [FlatTaggedUntaggedCase], value: UntaggedValueProbe) {
        self.cases = cases
        self.value = value
        if let stack = failures.first(where: { StackDepth.isExceeded($0.error) }) {
            exceeded = stack.error
            return
        }
        for failure in failures {
            guard let enumCase = cases.first(where: { $0.name == failure.name }) else { continue }
            if Self.wasCandidate(enumCase.shape, failing: failure.error, value) {
                tried.append((enumCase, failure.error))
            }
        }
    }

    /// Whether some case was a candidate for the value (and failed): then the fallback may not
    /// take it.
    var hasCandidate: Bool { exceeded != nil || !tried.isEmpty }

    /// True for the errors a standard scalar's decoding gives a value of another JSON type.
    static func isOtherType(_ error: any Error) -> Bool {
        switch error as? DecodingError {
        case .typeMismatch?, .valueNotFound?: true
        default: false
        }
    }

    static func wasCandidate(
        _ shape: FlatTaggedUntaggedCase.Shape, failing error: any Error, _ value: UntaggedValueProbe
    ) -> Bool {
        switch shape {
        case .null, .any: return true
        case .string, .bool, .integer, .number: return !isOtherType(error)
        // When it can't be told, the case's own error is kept rather than dropped.
        case .array: return value.isArray ?? true
        case .dictionary: return value.isObject ?? true
        case .object(let keys): return value.hasKeys(keys) ?? true
        }
    }

    /// The error to throw: see the type's description.
    func error(_ enumType: Any.Type, enumName: String) -> any Error {
        if let exceeded { return exceeded }
        if tried.count == 1 {
            let (enumCase, error) = tried[0]
            if enumCase.shape.isScalar {
                let converted =
                    error is DecodingError
                    ? error
                    : Self.decodingError(error, shape: enumCase.shape, codingPath: UntaggedCodingPath.of(value.decoder))
                return namedError(converted, enumName + ": ")
            }
            return flatTaggedCaseError(error, enumName: enumName, caseName: enumCase.name)
        }
        let codingPath = UntaggedCodingPath.of(value.decoder)
        var entries: [FlatTaggedUntaggedError.Case] = []
        for enumCase in cases {
            if let failure = tried.first(where: { $0.enumCase.name == enumCase.name })?.error {
                let error = Self.decodingError(failure, shape: enumCase.shape, codingPath: codingPath)
                let reason = UntaggedReasons.reason(for: error, below: codingPath.count)
                entries.append(.init(name: enumCase.name, reason: reason, error: error))
            } else {
                let reason = UntaggedReasons.reason(for: enumCase.shape, unless: enumCase.unless, value: value)
                entries.append(.init(name: enumCase.name, reason: reason, error: nil))
            }
        }
        let summary = (tried.isEmpty ? "no case matches " : "no case decoded ") + value.described
        let union = FlatTaggedUntaggedError(enumName: enumName, summary: summary, cases: entries)
        return DecodingError.typeMismatch(
            enumType,
            DecodingError.Context(codingPath: codingPath, debugDescription: union.description, underlyingError: union))
    }

    /// `error` as a `DecodingError` with a coding path: a decoder that throws something else
    /// for a number out of range (swift-foundation 6.3's `JSONDecoder` does) gets
    /// `dataCorrupted` at the number. The number is quoted from the decoder's description when it
    /// quotes one: wording only, nothing is decided by it.
    static func decodingError(_ error: any Error, shape: FlatTaggedUntaggedCase.Shape, codingPath: [any CodingKey])
        -> any Error
    {
        if error is DecodingError { return error }
        switch shape {
        case .integer(let type), .number(let type):
            var description = "expected \(type), found a number out of its range"
            let text = String(describing: error)
            if let start = text.firstRange(of: "parsed: \""), let end = text[start.upperBound...].firstIndex(of: "\"") {
                let number = String(text[start.upperBound..<end])
                // A fraction is no integer, whatever its size (`1.5` for an `Int32`).
                var isFraction = false
                if case .integer = shape, let value = Double(number), value.isFinite {
                    isFraction = value.rounded(.towardZero) != value
                }
                let found = messageShortened(number)
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

extension FlatTaggedUntaggedCase.Shape {
    /// A string, a boolean or a number: a value with nothing inside it.
    var isScalar: Bool {
        switch self {
        case .string, .bool, .integer, .number: true
        case .null, .array, .dictionary, .object, .any: false
        }
    }
}
