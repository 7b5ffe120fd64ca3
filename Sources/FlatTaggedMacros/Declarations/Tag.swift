/// A tag or alias as a marker writes it (`// @FlatTag("txt")`, `// @FlatTag(2, aliases: [5])`):
/// a string or an integer, one value from the marker parser through planning, where the tag's
/// kind used to be a flag beside its text.
enum Tag: Hashable, Sendable {
    case string(String)
    case integer(Int)

    /// The tag as text: the string, or the integer's decimal digits (`flatTags`, `flatTag`).
    var text: String {
        switch self {
        case .string(let text): text
        case .integer(let value): String(value)
        }
    }

    /// The Swift literal generated code writes for it: `"txt"` or `2`.
    var literal: String {
        switch self {
        case .string(let text): StringLiteral.literal(text)
        case .integer(let value): String(value)
        }
    }

    /// The tag as a string literal, whatever its kind: how `flatTags`, `flatTag` and the
    /// external form's keys write it (`"2"` for an integer tag).
    var textLiteral: String {
        StringLiteral.literal(text)
    }

    /// True for an integer tag.
    var isInteger: Bool {
        if case .integer = self { return true }
        return false
    }
}

/// `"ping"` in a plan built by hand (tests) is the string tag `ping`.
extension Tag: ExpressibleByStringLiteral {
    init(stringLiteral value: String) {
        self = .string(value)
    }
}

/// `2` in a plan built by hand (tests) is the integer tag `2`.
extension Tag: ExpressibleByIntegerLiteral {
    init(integerLiteral value: Int) {
        self = .integer(value)
    }
}
