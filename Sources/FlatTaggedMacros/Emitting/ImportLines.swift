/// How generated files repeat the imports of the files they come from: generated code must see
/// the same modules as the user's code (a payload type from an imported module, a member nested
/// in an imported type), and the runtime's SPI.
///
/// Three places write imports, each from the input's `ImportDeclaration`s or from what an
/// earlier step wrote, and all three are here: the generated file itself, the module-list
/// entries at its end, and the module list that merges the entries of every file.
enum ImportLines {
    /// What opens the runtime's helpers for generated code (`flatTaggedDecodePayload`, the
    /// container extensions, the error constructors): they are SPI, out of users' way in code
    /// completion and the documentation, and every generated file imports them.
    static let runtimeImportAttribute = "@_spi(FlatTaggedGenerated)"

    /// The generated file's imports: each of the input's imports once, under its own `#if`
    /// clauses, then the runtime with its SPI.
    ///
    /// Every import mode must build without a warning, `InternalImportsByDefault` (SE-0409)
    /// included, and the user's file must need no import for the generated code's sake:
    /// - The input's `public` and `package` imports are repeated as `internal import`: generated
    ///   declarations name only the standard library, the runtime and the user's own types, so a
    ///   `public import` here would warn that it is not used in public declarations. Other
    ///   explicit levels are kept; an import without one stays without one, since a module
    ///   imported implicitly in one file and explicitly below `public` in another is an error
    ///   ("ambiguous implicit access level") without `InternalImportsByDefault`.
    /// - The runtime is imported at the level the generated declarations need (`declaredAccess`,
    ///   from `runtimeAccess(enums:families:)`): `public import` for a public one, which is never
    ///   ambiguous; `package import` for a package family or member under
    ///   `InternalImportsByDefault`, and without it too when the input writes its own imports with
    ///   explicit levels (otherwise an implicit import, public in that mode); otherwise an implicit
    ///   import, or `internal import` when the input's imports have explicit levels. The input's own
    ///   unconditional import of the runtime gives its attributes and is not repeated.
    static func writeGeneratedFileImports(
        _ imports: [ImportDeclaration], declaredAccess: String, _ writer: inout CodeWriter
    ) {
        var seen: Set<String> = []
        var runtimeAttributes: [String] = []
        var explicitLevels = false
        for declaration in imports where seen.insert(declaration.text + "\(declaration.conditions)").inserted {
            let parts = ImportParts(declaration.text)
            explicitLevels = explicitLevels || parts.access != nil
            if declaration.conditions.isEmpty, parts.isModuleImport(of: "FlatTagged") {
                runtimeAttributes += parts.attributes.filter { !$0.hasPrefix("@_spi") && $0 != "@_exported" }
                continue
            }
            writer.conditional(declaration.conditions) { writer in writer.line(parts.repeatedInGeneratedFile) }
        }
        let runtime = ([runtimeImportAttribute] + runtimeAttributes).joined(separator: " ")
        switch declaredAccess.trimmingSpaces {
        case "public":
            writer.line(runtime + " public import FlatTagged")
        case "package" where !explicitLevels:
            writer.line("#if hasFeature(InternalImportsByDefault)")
            writer.line(runtime + " package import FlatTagged")
            writer.line("#else")
            writer.line(runtime + " import FlatTagged")
            writer.line("#endif")
        case "package":
            writer.line(runtime + " package import FlatTagged")
        default:
            writer.line(runtime + (explicitLevels ? " internal import FlatTagged" : " import FlatTagged"))
        }
    }

    /// The level the runtime must be imported at, from the access modifiers of the file's enums
    /// and of its families and members (`"public "`, `"package "` or `""`, as the plans spell
    /// them): `"public "` when any is public, whose conformance names a runtime protocol;
    /// `"package "` when a family or member is package, whose generated statics have runtime
    /// types; otherwise `""`. A package enum's generated members name no runtime type, and a
    /// package conformance needs no package import: a `package import` there warns that it is
    /// not used in package declarations.
    static func runtimeAccess(enums: [String], families: [String]) -> String {
        let all = (enums + families).map(\.trimmingSpaces)
        if all.contains("public") || all.contains("open") { return "public " }
        return families.map(\.trimmingSpaces).contains("package") ? "package " : ""
    }

    /// The input's imports as the module-list entries repeat them: in order, neighbours under
    /// the same `#if` clauses sharing one block, `public` and `package` ones as `internal import`
    /// (the module list's only public declaration names the runtime alone).
    static func moduleListEntryLines(for imports: [ImportDeclaration]) -> [String] {
        var writer = CodeWriter()
        writer.conditionalItems(imports, conditions: \.conditions) { declaration, writer in
            writer.line(ImportParts(declaration.text).repeatedInGeneratedFile)
        }
        return writer.text.split(separator: "\n").map(String.init)
    }

    /// The module list's imports, from the entry lines of every generated file in order:
    /// unconditional imports once, every line inside `#if` blocks (the same import may stand in
    /// several branches), then the runtime, imported publicly since the module list's static is
    /// public (never ambiguous, in any import mode).
    static func writeModuleListImports(merging lines: [String], _ writer: inout CodeWriter) {
        var seen: Set<String> = []
        var depth = 0
        for line in lines {
            if line.hasPrefix("#if") { depth += 1 }
            if line.hasPrefix("#endif") { depth -= 1 }
            if depth == 0, !line.hasPrefix("#"), ImportParts(line).isModuleImport(of: "FlatTagged") { continue }
            if depth == 0, !line.hasPrefix("#"), !seen.insert(line).inserted { continue }
            writer.line(line)
        }
        writer.line("public import FlatTagged")
    }
}

/// An import declaration's words: its attributes, its access level if it has one, and the rest
/// (`import`, a kind such as `struct`, the path).
struct ImportParts {
    var attributes: [String] = []
    var access: String?
    var rest: [String] = []

    private static let accessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private", "open"]

    init(_ text: String) {
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init) {
            if !rest.isEmpty || word == "import" {
                rest.append(word)
            } else if Self.accessLevels.contains(word) {
                access = word
            } else {
                attributes.append(word)
            }
        }
    }

    /// True for `import MODULE` (any attributes and level), not for `import struct MODULE.Name`.
    func isModuleImport(of module: String) -> Bool { rest == ["import", module] }

    /// The declaration as a generated file repeats it: a `public` or `package` import as an
    /// `internal` one (without `@_exported`, which needs `public`), anything else as written.
    var repeatedInGeneratedFile: String {
        guard let access, access == "public" || access == "package" || access == "open" else {
            return (attributes + (access.map { [$0] } ?? []) + rest).joined(separator: " ")
        }
        return (attributes.filter { $0 != "@_exported" } + ["internal"] + rest).joined(separator: " ")
    }
}

extension String {
    fileprivate var trimmingSpaces: String { filter { $0 != " " } }
}
