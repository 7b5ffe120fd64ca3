/// The flat form codes a single unlabeled payload from the same decoder as the tag, so the
/// payload must be a keyed object of its own. These rules reject, at the payload, the types the
/// generator can see are not: the enum itself (decoding would recurse on the same object until
/// the stack overflows), a bare generic parameter, and types declared in the same file that are
/// raw-value enums, typealiases of non-objects, or `// @FlatTagged` enums with the same key.
///
/// What it cannot see is caught at run time by the encode guard.
extension CodingPlanner {
    /// Why a flat single payload of type `type` can't work, or nil when the generator sees no
    /// problem.
    static func flatPayloadProblem(
        _ type: String, in declaration: EnumDeclaration, key: String, file: DeclaredTypes
    ) -> String? {
        var visited: Set<String> = []
        return problem(normalizedTypeName(type), in: declaration, key: key, file: file, visited: &visited)
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
            return "is the generic parameter '\(type)', which may be a value that is not a keyed object (Int, [String]) and so cannot stand beside the tag"
        }
        guard let path = namePath(type) else { return nil }
        switch resolve(path, from: declaration, in: file) {
        case .enumeration(let found)?:
            if found.location == declaration.location {
                return itself(declaration)
            }
            let inheritance = found.inheritance.first.map(normalizedTypeName)
            if inheritance.map(rawValueTypes.contains) == true || found.cases.contains(where: { $0.rawValue != nil }) {
                return "is the raw-value enum '\(found.qualifiedName)', which encodes as a single value, not a keyed object, so it cannot stand beside the tag"
            }
            if let other = found.marker, other.content == nil, other.key == key {
                return "is the @FlatTagged enum '\(found.qualifiedName)' with the same key \(StringLiteral.literal(key)), so both would write that key"
            }
            return nil
        case .alias(let alias)?:
            let qualified = (alias.outerPath + [alias.name]).joined(separator: ".")
            guard visited.insert(qualified).inserted else { return nil }
            let aliased = normalizedTypeName(alias.aliasedType)
            if isNonObject(aliased) {
                return "is '\(qualified)', a typealias of '\(alias.aliasedType)', which is not a keyed object, so it cannot stand beside the tag"
            }
            return problem(aliased, in: declaration, key: key, file: file, visited: &visited)
        case nil:
            return nil
        }
    }

    private static func itself(_ declaration: EnumDeclaration) -> String {
        "is the enum '\(declaration.qualifiedName)' itself: decoding would read the same object again and recurse until the stack overflows"
    }

    /// `T?`, `T!`, `Optional<T>` → `T`.
    private static func unwrappedOptional(_ type: String) -> String {
        if type.hasSuffix("?") || type.hasSuffix("!") { return String(type.dropLast()) }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") { return String(type.dropFirst("Optional<".count).dropLast()) }
        return type
    }

    /// `Forest.Tree` → `["Forest", "Tree"]`; nil for anything but a dotted path of names.
    private static func namePath(_ type: String) -> [String]? {
        let components = type.split(separator: ".", omittingEmptySubsequences: false).map { component -> String in
            component.hasPrefix("`") && component.hasSuffix("`") && component.count > 2
                ? String(component.dropFirst().dropLast()) : String(component)
        }
        return components.allSatisfy(isPlainIdentifier) ? components : nil
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
    private enum Resolved {
        case enumeration(EnumDeclaration)
        case alias(TypeAliasDeclaration)
    }

    private static func resolve(_ path: [String], from declaration: EnumDeclaration, in file: DeclaredTypes)
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

/// The enums and typealiases a file declares outside code, by their full name path: what a flat
/// payload's type may name. Built once per file, so that checking every payload of a file costs
/// one hash lookup per scope, not a pass over the file's declarations (which made a file of
/// thousands of enums quadratic).
struct DeclaredTypes {
    private let file: FileDeclarations
    /// The first non-local enum with each full name path, as an index into `file.enums`.
    private var enums: [[String]: Int] = [:]
    /// The first typealias with each full name path, as an index into `file.typeAliases`.
    private var aliases: [[String]: Int] = [:]

    init(_ file: FileDeclarations) {
        self.file = file
        for (index, declaration) in file.enums.enumerated() where !declaration.isLocal {
            enums[declaration.outerPath + [declaration.name]] = enums[declaration.outerPath + [declaration.name]] ?? index
        }
        for (index, alias) in file.typeAliases.enumerated() {
            aliases[alias.outerPath + [alias.name]] = aliases[alias.outerPath + [alias.name]] ?? index
        }
    }

    /// The enum declared with the full name path `path`, if any.
    func enumeration(_ path: [String]) -> EnumDeclaration? {
        enums[path].map { file.enums[$0] }
    }

    /// The typealias declared with the full name path `path`, if any.
    func alias(_ path: [String]) -> TypeAliasDeclaration? {
        aliases[path].map { file.typeAliases[$0] }
    }
}
