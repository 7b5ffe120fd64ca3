/// Why no case of a `// @FlatTagged(untagged)` enum decoded a value: the `underlyingError` of the
/// `DecodingError.typeMismatch` that decoding throws, with one entry per case.
///
/// ```
/// Response: no case matches this object; success: no key "result"; failure: no key "error"
/// ```
///
/// When exactly one case fitted the value's shape and failed, decoding throws that case's own
/// error instead, with the path of the failing field.
public struct FlatTaggedUntaggedError: Error, CustomStringConvertible {
    /// One case of the enum and why it was not taken.
    public struct Case: Sendable {
        /// The case's name, as declared.
        public var name: String
        /// Why the case was not taken: `expected a string`, `no key "result"`, or, for a case
        /// that was tried, what its decoding found (`at params.id: expected Int, found a string`).
        public var reason: String
        /// The case's decoding error when it was tried; nil when the value's shape did not fit it.
        public var error: (any Error)?

        /// A case and why it was not taken.
        public init(name: String, reason: String, error: (any Error)?) {
            self.name = name
            self.reason = reason
            self.error = error
        }
    }

    /// The enum's name, nested enums written `Query.Filter`.
    public var enumName: String
    /// Every case of the enum that exists in this build, in declaration order.
    public var cases: [Case]
    /// What was found: `no case matches this object` when no case fitted the value's shape,
    /// `no case decoded this object` when the cases that fitted all failed.
    public var summary: String

    /// An error for `enumName` from its cases' reasons.
    public init(enumName: String, summary: String, cases: [Case]) {
        self.enumName = enumName
        self.summary = summary
        self.cases = cases
    }

    /// The message, as the `DecodingError`'s description gives it: `ID: no case matches this
    /// object; string: expected a string; number: expected a number`.
    public var message: String {
        ([enumName + ": " + summary] + cases.map { "\($0.name): \($0.reason)" }).joined(separator: "; ")
    }

    /// The error as a program reads it, without the message, which the `DecodingError` around it
    /// shows already (so `"\(error)"` prints it once): `FlatTaggedUntaggedError(enumName: "ID",
    /// cases: string, number)`.
    public var description: String {
        "FlatTaggedUntaggedError(enumName: \(jsonQuoted(enumName)), cases: \(cases.map(\.name).joined(separator: ", ")))"
    }
}

/// The former name of ``FlatTaggedUntaggedError``: one word, *untagged*, names the form in its
/// option, its protocols and its error.
@available(*, deprecated, renamed: "FlatTaggedUntaggedError")
public typealias FlatTaggedUnionError = FlatTaggedUntaggedError
