/// The payload types the flat form can see are not keyed objects: the enum itself (decoding
/// would recurse on the same object until the stack overflows), a bare generic parameter, and
/// types declared in the same file that are raw-value enums, typealiases of non-objects, or flat
/// `// @FlatTagged` enums with the same key. Names are resolved scope by scope, as Swift does.
extension CodingPlanner {
    /// Why a flat single payload of type `type` can't work, or nil when the generator sees no
    /// problem.
    static func flatPayloadProblem(
        _ type: String, in declaration: EnumDeclaration, key: String, file: DeclaredTypes
    ) -> String? {
        var visited: Set<String> = []
        return problem(SwiftNames.normalizedTypeName(type), in: declaration, key: key, file: file, visited: &visited)
    }

    private static func problem(
        _ written: String, in declaration: EnumDeclaration, key: String, file: DeclaredTypes,
        visited: inout Set<String>
    ) -> String? {
        let type = unwrappedOptional(written)
        if type == "Self" {
            return itself(declaration)
        }
        if declaration.genericParameters.contains(type) {
            return Messages.flatPayloadGenericParameter(type)
        }
        guard let path = namePath(type) else { return nil }
        switch resolve(path, from: declaration, in: file) {
        case .enumeration(let found)?:
            if found.location == declaration.location {
                return itself(declaration)
            }
            let inheritance = found.inheritance.first.map(SwiftNames.normalizedTypeName)
            if inheritance.map(rawValueTypes.contains) == true || found.cases.contains(where: { $0.rawValue != nil }) {
                return Messages.flatPayloadRawValueEnum(found.qualifiedName)
            }
            if let other = found.marker, keyBesideData(of: other) == key {
                return Messages.flatPayloadSameKey(found.qualifiedName, key: key)
            }
            return nil
        case .alias(let alias)?:
            let qualified = (alias.outerPath + [alias.name]).joined(separator: ".")
            guard visited.insert(qualified).inserted else { return nil }
            let aliased = SwiftNames.normalizedTypeName(alias.aliasedType)
            if isNonObject(aliased) {
                return Messages.flatPayloadAliasOfNonObject(qualified, aliasedType: alias.aliasedType)
            }
            return problem(aliased, in: declaration, key: key, file: file, visited: &visited)
        case nil:
            return nil
        }
    }

    private static func itself(_ declaration: EnumDeclaration) -> String {
        Messages.flatPayloadIsTheEnumItself(declaration.qualifiedName)
    }

    /// `T?`, `T!`, `Optional<T>` → `T`.
    private static func unwrappedOptional(_ type: String) -> String {
        if type.hasSuffix("?") || type.hasSuffix("!") { return String(type.dropLast()) }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") {
            return String(type.dropFirst("Optional<".count).dropLast())
        }
        return type
    }

    /// `Forest.Tree` → `["Forest", "Tree"]`; nil for anything but a dotted path of names.
    static func namePath(_ type: String) -> [String]? {
        let components = type.split(separator: ".", omittingEmptySubsequences: false).map { component -> String in
            component.hasPrefix("`") && component.hasSuffix("`") && component.count > 2
                ? String(component.dropFirst().dropLast()) : String(component)
        }
        return components.allSatisfy(SwiftNames.isPlainIdentifier) ? components : nil
    }

    /// The full name paths `path` may mean where `declaration` is declared, innermost scope
    /// first, as Swift's lookup tries them; a leading module name is also tried without it.
    private static func candidates(_ path: [String], from declaration: EnumDeclaration) -> [[String]] {
        let scope = declaration.outerPath + [declaration.name]
        var paths: [[String]] = []
        for spelling in path.count > 1 ? [path, Array(path.dropFirst())] : [path] {
            for length in stride(from: scope.count, through: 0, by: -1) {
                paths.append(Array(scope.prefix(length)) + spelling)
            }
        }
        return paths
    }

    /// What a name path means, looked up scope by scope as Swift does.
    enum Resolved {
        case enumeration(EnumDeclaration)
        case alias(TypeAliasDeclaration)
    }

    static func resolve(_ path: [String], from declaration: EnumDeclaration, in file: DeclaredTypes)
        -> Resolved?
    {
        for candidate in candidates(path, from: declaration) {
            if let found = file.enumeration(candidate) {
                return .enumeration(found)
            }
            if let found = file.alias(candidate) {
                return .alias(found)
            }
        }
        return nil
    }
}
