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
            enums[declaration.outerPath + [declaration.name]] =
                enums[declaration.outerPath + [declaration.name]] ?? index
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
