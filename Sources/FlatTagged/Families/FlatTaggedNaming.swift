/// How a family makes tags from the names of members that declare no tag of their own: the
/// `naming:` option of `// @FlatTagged` before a protocol.
///
/// Words are split as Foundation's `.convertToSnakeCase` splits them: a new word starts at an
/// uppercase letter that follows a lowercase letter or a digit, and at the last uppercase letter
/// of a run that is followed by a lowercase letter, so `ParseURLValue` is `Parse`, `URL`, `Value`.
/// A family without naming uses the type's name as written.
public enum FlatTaggedNaming: String, Hashable, Sendable, CaseIterable {
    /// `GoldenRetriever` → `golden_retriever`
    case snakeCase
    /// `GoldenRetriever` → `golden-retriever`
    case kebabCase
    /// `GoldenRetriever` → `GOLDEN_RETRIEVER`
    case screamingSnakeCase
    /// `goldenRetriever` → `GoldenRetriever`
    case pascalCase
    /// `GoldenRetriever` → `goldenretriever`
    case lowercase
    /// `GoldenRetriever` → `GOLDENRETRIEVER`
    case uppercase

    /// The tag for a type or case named `name`.
    public func tag(for name: String) -> String {
        switch self {
        case .snakeCase: Self.words(of: name).map { $0.lowercased() }.joined(separator: "_")
        case .kebabCase: Self.words(of: name).map { $0.lowercased() }.joined(separator: "-")
        case .screamingSnakeCase: Self.words(of: name).map { $0.uppercased() }.joined(separator: "_")
        case .pascalCase: name.prefix(1).uppercased() + name.dropFirst()
        case .lowercase: name.lowercased()
        case .uppercase: name.uppercased()
        }
    }

    /// Splits a camel-case identifier into words; underscores and digits stay inside words, as in
    /// Foundation. The generator's `TagNaming` keeps the same code, which a test holds byte for
    /// byte.
    static func words(of name: String) -> [String] {
        let characters = Array(name)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            if character.isUppercase, !current.isEmpty {
                let previous = characters[index - 1]
                let next: Character? = index + 1 < characters.count ? characters[index + 1] : nil
                let startsWord =
                    previous.isLowercase || previous.isNumber
                    || (previous.isUppercase && (next?.isLowercase ?? false))
                if startsWord {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
