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
    /// clauses, then the runtime with its SPI. The user's own unconditional import of the runtime
    /// keeps its access level and attributes and gains the SPI.
    static func writeGeneratedFileImports(_ imports: [ImportDeclaration], _ writer: inout CodeWriter) {
        var seen: Set<String> = []
        var importsRuntime = false
        for declaration in imports where seen.insert(declaration.text + "\(declaration.conditions)").inserted {
            var text = declaration.text
            if declaration.conditions.isEmpty, text.split(separator: " ").last == "FlatTagged", !importsRuntime {
                text = runtimeImportAttribute + " " + text
                importsRuntime = true
            }
            writer.conditional(declaration.conditions) { writer in writer.line(text) }
        }
        if !importsRuntime { writer.line(runtimeImportAttribute + " import FlatTagged") }
    }

    /// The input's imports as the module-list entries repeat them: in order, neighbours under
    /// the same `#if` clauses sharing one block.
    static func moduleListEntryLines(for imports: [ImportDeclaration]) -> [String] {
        var writer = CodeWriter()
        writer.conditionalItems(imports, conditions: \.conditions) { declaration, writer in
            writer.line(declaration.text)
        }
        return writer.text.split(separator: "\n").map(String.init)
    }

    /// The module list's imports, from the entry lines of every generated file in order:
    /// unconditional imports once, every line inside `#if` blocks (the same import may stand in
    /// several branches), then the runtime.
    static func writeModuleListImports(merging lines: [String], _ writer: inout CodeWriter) {
        var seen: Set<String> = ["import FlatTagged"]
        var depth = 0
        for line in lines {
            if line.hasPrefix("#if") { depth += 1 }
            if line.hasPrefix("#endif") { depth -= 1 }
            if depth == 0, !line.hasPrefix("#"), !seen.insert(line).inserted { continue }
            writer.line(line)
        }
        writer.line("import FlatTagged")
    }
}
