/// Why a tag chose no case: the `underlyingError` of every `DecodingError` a `// @FlatTagged`
/// enum or an open family throws about its tag — unknown, missing, `null` or of the wrong type —
/// for a program to read without parsing text.
///
/// The `DecodingError` keeps its case and coding path (`dataCorrupted` at the key for an unknown
/// tag, `keyNotFound` for a missing or `null` one, `typeMismatch` at the key for a tag of the
/// wrong type), and its description is this error's ``message``:
///
/// ```
/// StreamEvent: unknown "type" value "thinking_delta"; expected one of "message_start", "ping"
/// StreamEvent: no "type" key; expected one of "message_start", "ping"
/// ```
///
/// The error's own ``description`` names its type and what a program reads, not the message
/// again, so `"\(error)"` of the `DecodingError` prints the message once:
///
/// ```
/// DecodingError.dataCorrupted: Data was corrupted at type. Debug description: StreamEvent:
/// unknown "type" value "thinking_delta"; expected one of "message_start", "ping". Underlying
/// error: FlatTaggedTagError(problem: unknown, typeName: "StreamEvent", key: "type", tag: "thinking_delta")
/// ```
///
/// Counting the event types a client doesn't know yet:
///
/// ```swift
/// if case .dataCorrupted(let context) = error as? DecodingError,
///     let tagError = context.underlyingError as? FlatTaggedTagError, tagError.problem == .unknown
/// {
///     unknownTypes[tagError.tag ?? "", default: 0] += 1
/// }
/// ```
public struct FlatTaggedTagError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with the tag.
    public enum Problem: Sendable, Hashable {
        /// The tag matches no case (and the enum has no fallback case).
        case unknown
        /// The object has no discriminator key.
        case missing
        /// The discriminator key holds `null`.
        case null
        /// The discriminator key holds something other than a string (for integer tags: other
        /// than an integer).
        case wrongType
    }

    /// What is wrong with the tag.
    public let problem: Problem
    /// The enum's name, nested enums written `Outer.Inner`, or the open family's name.
    public let typeName: String
    /// The discriminator key; nil in the external form, where the tag is the object's only key
    /// or a bare string.
    public let key: String?
    /// The tag found, as text: a string as it is, an integer tag's decimal digits, and for a tag
    /// of the wrong type the number, string or boolean found there. Cut after 100 characters
    /// with `…`, so a hostile megabyte tag costs nothing to keep. Nil when the tag is missing or
    /// `null`, or when what was found is not a single value.
    public let tag: String?
    /// Every tag that decodes: primary tags and aliases, integer tags as decimal digits. An
    /// enum's are in declaration order; a family's are sorted.
    public let acceptedTags: [String]
    /// The message, as the `DecodingError`'s description gives it.
    public let message: String

    /// An error for `typeName`'s tag; `message` is the message a `DecodingError` carries.
    public init(
        problem: Problem, typeName: String, key: String?, tag: String?, acceptedTags: [String], message: String
    ) {
        self.problem = problem
        self.typeName = typeName
        self.key = key
        self.tag = tag
        self.acceptedTags = acceptedTags
        self.message = message
    }

    /// An error for `typeName`'s tag; `description` is the message a `DecodingError` carries.
    @available(*, deprecated, renamed: "init(problem:typeName:key:tag:acceptedTags:message:)")
    public init(
        problem: Problem, typeName: String, key: String?, tag: String?, acceptedTags: [String], description: String
    ) {
        self.init(
            problem: problem, typeName: typeName, key: key, tag: tag, acceptedTags: acceptedTags, message: description)
    }

    /// The error as a program reads it, without the message, which the `DecodingError` around
    /// it shows already: `FlatTaggedTagError(problem: unknown, typeName: "Message", key: "type",
    /// tag: "video")`, the tag quoted at most 100 characters long.
    public var description: String {
        func quoted(_ text: String?) -> String { text.map(messageQuoted) ?? "nil" }
        return
            "FlatTaggedTagError(problem: \(problem), typeName: \(jsonQuoted(typeName)), key: \(quoted(key)), tag: \(quoted(tag)))"
    }
}

extension FlatTaggedTagError {
    /// The error for a discriminator `key` of `typeName` and its `DecodingError` description:
    /// `Message: no "type" key; expected one of "text", "media"`.
    ///
    /// - Parameters:
    ///   - found: the tag or the value found, as text, unshortened; nil when there is none.
    ///   - shown: how the message shows what was found (`"video"`, `9`, `a number`); unused for a
    ///     missing or `null` tag.
    ///   - integers: true when the tags are integers, written bare in the message.
    static func about(
        _ problem: Problem, typeName: String, key: String, found: String?, shown: String, accepted: [String],
        integers: Bool
    ) -> FlatTaggedTagError {
        let expected = "expected one of " + accepted.map { integers ? $0 : jsonQuoted($0) }.joined(separator: ", ")
        let quotedKey = jsonQuoted(key)
        let what: String
        switch problem {
        case .unknown: what = "unknown \(quotedKey) value \(shown)"
        case .missing: what = "no \(quotedKey) key"
        case .null: what = "the \(quotedKey) value is null"
        case .wrongType: what = "the \(quotedKey) value is \(shown), not \(integers ? "an integer" : "a string")"
        }
        return FlatTaggedTagError(
            problem: problem, typeName: typeName, key: key, tag: found.map(messageShortened), acceptedTags: accepted,
            message: "\(typeName): \(what); \(expected)")
    }
}
