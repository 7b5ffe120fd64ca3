/// The module list of a target: the entries each generated file carries, and the
/// `FlatTaggedModule` static that `flat-tagged module-list` writes from them.
///
/// Each generated file of a file with families or members ends with comment lines such as
///
/// ```
/// // flat-tagged module list entries:
/// //| families.append(.animal)
/// //| #if DEBUG
/// //| members.append(DebugDog.self)
/// //| #endif
/// ```
///
/// The plugin's aggregate command reads them from the generated files, not from the sources: a
/// source edit that changes no marker leaves its generated file untouched, so the aggregate
/// command does not run again and the module list is not rewritten.
package enum ModuleListEntries {
    /// The line before the entries.
    static let heading = "// flat-tagged module list entries:"
    /// What starts every entry line.
    static let prefix = "//| "
    /// What starts every import line: the module list needs the modules its files import, for
    /// a member nested in an imported type (`extension Zoo { struct Keeper }` names `Zoo.Keeper`).
    static let importPrefix = "//+ "

    /// The statements that add a file's families and members, in declaration order, with their
    /// `#if` blocks (shared by neighbours under the same clauses) and `#available` checks.
    static func lines(for plan: FamilyFilePlan) -> [String] {
        typealias Entry = (line: Int, statement: String, conditions: [ConditionalClause])
        let families: [Entry] = plan.families.map { family in
            let statement = gated("families.append(.\(family.staticName))", family.availableCondition)
            return (family.line, statement + (family.isDeprecated ? deprecatedSuffix : ""), family.conditions)
        }
        let members: [Entry] = plan.members.map { member in
            let statement = gated("members.append(\(member.typeName).self)", member.availableCondition)
            return (member.line, statement + (member.isDeprecated ? deprecatedSuffix : ""), member.conditions)
        }
        var writer = CodeWriter()
        writer.conditionalItems((families + members).sorted { $0.line < $1.line }, conditions: \.conditions) {
            entry, writer in
            writer.line(entry.statement)
        }
        return writer.text.split(separator: "\n").map(String.init)
    }

    /// Ends the entry of a deprecated family or member: the list then names it from a deprecated
    /// context, which a private protocol's requirement reaches without a warning.
    static let deprecatedSuffix = " // deprecated"

    private static func gated(_ statement: String, _ condition: String?) -> String {
        condition.map { "if #available(\($0)) { \(statement) }" } ?? statement
    }

    /// The entry lines of one generated file, in order; empty for a file without any.
    package static func entries(inGeneratedCode code: String) -> [String] {
        lines(inGeneratedCode: code, prefix: prefix)
    }

    /// The import lines of one generated file that has entries, in order, `#if` lines included.
    package static func imports(inGeneratedCode code: String) -> [String] {
        lines(inGeneratedCode: code, prefix: importPrefix)
    }

    private static func lines(inGeneratedCode code: String, prefix: String) -> [String] {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.lastIndex(where: { $0 == heading }) else { return [] }
        return lines[(start + 1)...].compactMap { line in
            line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : nil
        }
    }

    /// The file `flat-tagged module-list` writes for a target.
    ///
    /// - Parameters:
    ///   - moduleName: the module's name, as messages and conflicts name it.
    ///   - staticName: the name of the `FlatTaggedModule` static, usually the target's name in
    ///     lowerCamelCase (`LowerCamelCase.identifier`).
    ///   - entries: every generated file's entries, in a stable order (sorted by path).
    ///   - imports: the import lines of those files, in the same order; repeated unconditional
    ///     imports are written once.
    package static func render(moduleName: String, staticName: String, entries: [String], imports: [String] = [])
        -> String
    {
        var writer = CodeWriter()
        writer.line(GeneratedHeaders.moduleList(for: moduleName))
        guard entries.contains(where: { !$0.hasPrefix("#") }) else {
            writer.line("// \(moduleName) declares no FlatTagged family or member.")
            return writer.text
        }
        writer.line("")
        ImportLines.writeModuleListImports(merging: imports, &writer)
        writer.line("")
        let reachesDeprecated = entries.contains { $0.hasSuffix(deprecatedSuffix) }
        let maker = reachesDeprecated ? "flatTaggedModuleList(FlatTaggedModuleList.self)" : "makeFlatTaggedModuleList()"
        writer.block("extension FlatTagged.FlatTaggedModule {") { writer in
            writer.line("/// The FlatTagged families and members that \(moduleName) declares, internal ones included:")
            writer.line("/// `FlatTaggedRegistry(.\(staticName.filter { $0 != "`" }), …)`.")
            writer.nonisolatedVariants { isolation, writer in
                writer.line("\(isolation)public static var \(staticName): FlatTagged.FlatTaggedModule { \(maker) }")
            }
            writer.line("")
            if reachesDeprecated {
                writer.line("/// Reaches the list through a protocol requirement: its witness names deprecated")
                writer.line("/// declarations from a deprecated extension, which calling it directly would warn about.")
                writer.block(
                    "nonisolated private static func flatTaggedModuleList<List: FlatTaggedModuleListMaking>(_ list: List.Type) -> FlatTagged.FlatTaggedModule {"
                ) { writer in writer.line("list.makeFlatTaggedModuleList()") }
            } else {
                writer.block(
                    "nonisolated private static func makeFlatTaggedModuleList() -> FlatTagged.FlatTaggedModule {"
                ) { writer in
                    writeBody(moduleName: moduleName, entries: entries, &writer)
                }
            }
        }
        guard reachesDeprecated else { return writer.text }
        writer.line("")
        writer.block("private protocol FlatTaggedModuleListMaking {") { writer in
            writer.line("nonisolated static func makeFlatTaggedModuleList() -> FlatTagged.FlatTaggedModule")
        }
        writer.line("")
        writer.nonisolatedVariants { isolation, writer in
            writer.line("\(isolation)private enum FlatTaggedModuleList: FlatTaggedModuleListMaking {}")
        }
        writer.line("")
        writer.line("@available(*, deprecated)")
        writer.block("extension FlatTaggedModuleList {") { writer in
            writer.block("nonisolated static func makeFlatTaggedModuleList() -> FlatTagged.FlatTaggedModule {") {
                writer in
                writeBody(moduleName: moduleName, entries: entries, &writer)
            }
        }
        return writer.text
    }

    /// `var families … return FlatTagged.FlatTaggedModule(…)`.
    private static func writeBody(moduleName: String, entries: [String], _ writer: inout CodeWriter) {
        let familyCount = entries.filter { $0.contains("families.append(") }.count
        let memberCount = entries.filter { $0.contains("members.append(") }.count
        // One unconditional mutation each, so no build configuration leaves a `var` unmutated
        // (a warning).
        if familyCount > 0 {
            writer.line("var families: [FlatTagged.FlatTaggedFamily] = []")
            writer.line("families.reserveCapacity(\(familyCount))")
        }
        if memberCount > 0 {
            writer.line("var members: [any FlatTagged.FlatTaggedMember.Type] = []")
            writer.line("members.reserveCapacity(\(memberCount))")
        }
        for entry in entries {
            writer.line(entry.hasSuffix(deprecatedSuffix) ? String(entry.dropLast(deprecatedSuffix.count)) : entry)
        }
        writer.line(
            "return FlatTagged.FlatTaggedModule(\(StringLiteral.literal(moduleName)), families: \(familyCount > 0 ? "families" : "[]"), members: \(memberCount > 0 ? "members" : "[]"))"
        )
    }
}
