/// How generated code spells Swift names (backticks where needed) and modifiers, and how the
/// generator reads the type names users write. One owner, so that the enum and family planners
/// and the naming of coding keys and tags never spell the same name two ways.
enum SwiftNames {
    /// The words that need backticks as a type name or a binding.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "_",
    ]

    /// The name of a case as written after a dot: `.default` needs no backticks; `.self` and
    /// raw identifiers such as `` `not plain` `` do.
    static func memberName(_ name: String) -> String {
        ["self", "init", "Type", "Protocol"].contains(name) || !isPlainIdentifier(name) ? "`\(name)`" : name
    }

    /// The name of a case as a declaration writes it (the cases of `Kind`): keywords
    /// (`` `default` ``), `` `Type` `` and `` `Protocol` `` (which a member may not be named
    /// unescaped, as they would clash with `Foo.Type`), and raw identifiers need backticks.
    static func caseDeclarationName(_ name: String) -> String {
        keywords.contains(name) || ["Type", "Protocol"].contains(name) || !isPlainIdentifier(name) ? "`\(name)`" : name
    }

    /// A component of a type's name path: `` `enum` `` and raw identifiers need backticks.
    static func typeNameComponent(_ name: String) -> String {
        keywords.contains(name) || !isPlainIdentifier(name) ? "`\(name)`" : name
    }

    /// `["Outer", "enum"]` → ``Outer.`enum` ``: a nested type's name as an extension writes it.
    static func typeName(_ path: [String]) -> String {
        path.map(typeNameComponent).joined(separator: ".")
    }

    /// An argument label as written in a call: Swift accepts every keyword there unescaped.
    static func argumentLabel(_ label: String) -> String {
        isPlainIdentifier(label) ? label : "`\(label)`"
    }

    /// The access modifier generated members repeat, with a trailing space: `public ` (for
    /// `public` and `open`), `package `, or "" for internal and anything narrower.
    static func accessModifier(_ access: AccessLevel?) -> String {
        switch max(access ?? .internal, .internal) {
        case .public, .open: "public "
        case .package: "package "
        default: ""
        }
    }

    /// Letters, digits and underscores, not starting with a digit (non-ASCII letters included).
    static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar)
                || (scalar.value >= 0x80
                    && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                        || scalar.properties.isEmoji))
        }
    }

    /// `Swift.Codable` → `Codable`; whitespace removed.
    static func normalizedTypeName(_ type: String) -> String {
        var name = type.filter { !$0.isWhitespace }
        for prefix in ["Swift.", "Foundation."] where name.hasPrefix(prefix) {
            name.removeFirst(prefix.count)
        }
        return name
    }

    /// True for a type written as an optional: `T?`, `T!`, `Optional<T>`.
    static func isOptional(_ type: String) -> Bool {
        type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<")
    }
}
