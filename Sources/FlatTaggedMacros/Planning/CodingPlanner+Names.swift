/// How the planner spells names in generated code (backticks where needed) and reads the type
/// names users write (optionals, non-objects, `#if` exclusivity).
extension CodingPlanner {
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "_",
    ]

    /// Names the generated code declares as locals, which bindings must not shadow.
    static let generatedLocals: Set<String> = ["container", "content", "tag", "payload", "decoder", "encoder"]

    /// The name of a case as written after a dot: `.default` needs no backticks; `.self` and
    /// raw identifiers such as `` `not plain` `` do.
    static func memberName(_ name: String) -> String {
        ["self", "init", "Type", "Protocol"].contains(name) || !isPlainIdentifier(name) ? "`\(name)`" : name
    }

    /// The name of a case as a declaration writes it (the cases of `Kind`): keywords (`` `default` ``),
    /// `` `Type` `` and `` `Protocol` `` (which a member may not be named unescaped, as they would
    /// clash with `Foo.Type`), and raw identifiers need backticks.
    static func caseDeclarationName(_ name: String) -> String {
        keywords.contains(name) || ["Type", "Protocol"].contains(name) || !isPlainIdentifier(name) ? "`\(name)`" : name
    }

    /// A component of a type's name path: `` `enum` `` and raw identifiers need backticks.
    static func typeNameComponent(_ name: String) -> String {
        keywords.contains(name) || !isPlainIdentifier(name) ? "`\(name)`" : name
    }

    /// An argument label as written in a call: Swift accepts every keyword there unescaped.
    static func argumentLabel(_ label: String) -> String {
        isPlainIdentifier(label) ? label : "`\(label)`"
    }

    /// Letters, digits and underscores, not starting with a digit (non-ASCII letters included).
    static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || (scalar.value >= 0x80 && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil
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

    /// True for a standard-library scalar, string, array, dictionary or optional, and for the
    /// Foundation values that encode as one value.
    static func isNonObject(_ type: String) -> Bool {
        if nonObjectTypes.contains(type) { return true }
        if type.hasPrefix("[") || type.hasSuffix("?") || type.hasSuffix("!") { return true }
        for generic in ["Optional<", "Array<", "Dictionary<", "Set<", "ContiguousArray<"] where type.hasPrefix(generic) {
            return true
        }
        return false
    }

    /// True for a type written as an optional: `T?`, `T!`, `Optional<T>`.
    static func isOptional(_ type: String) -> Bool {
        type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<")
    }

    /// True when two condition paths can never both be active: they differ inside the same
    /// `#if` block, one in a later clause than the other.
    static func areExclusive(_ lhs: [ConditionalClause], _ rhs: [ConditionalClause]) -> Bool {
        for (left, right) in zip(lhs, rhs) where left != right {
            let shorter = left.earlierConditions.count < right.earlierConditions.count ? left : right
            let longer = left.earlierConditions.count < right.earlierConditions.count ? right : left
            return longer.earlierConditions.starts(with: shorter.earlierConditions)
                && (shorter.condition.map { longer.earlierConditions.contains($0) } ?? false)
        }
        return false
    }

    /// `resize` → `flatTaggedDecodeResize`: the private static function that decodes a case
    /// with default values, distinct from the enum's other helpers.
    static func decodeHelperName(for caseName: String, avoiding used: inout Set<String>) -> String {
        let base = isPlainIdentifier(caseName)
            ? "flatTaggedDecode" + caseName.prefix(1).uppercased() + caseName.dropFirst()
            : "flatTaggedDecodeCase"
        var name = base
        var suffix = 2
        while !used.insert(name).inserted {
            name = base + String(suffix)
            suffix += 1
        }
        return name
    }
}
