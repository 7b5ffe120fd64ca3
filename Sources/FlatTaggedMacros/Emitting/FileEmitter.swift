/// Owns what is per generated file: the header, the input's imports, the declarations that
/// enums with deprecated cases share, then one section per enum (`ConformanceEmitter`) and the
/// families and members with their module-list entries (`FamilyEmitter`).
enum FileEmitter {
    /// What opens the runtime's helpers for generated code (`FlatTaggedCodingKey`,
    /// `flatTaggedDecodePayload`, the container extensions): they are SPI, out of users' way in
    /// code completion and the documentation, and every generated file imports them.
    static let runtimeImportAttribute = "@_spi(FlatTaggedGenerated)"

    /// The generated file for one input's plans.
    static func emit(_ plans: FilePlanner.Plan, imports: [ImportDeclaration], input: SourceFile) -> String {
        var code = emitEnums(plans.enums, imports: imports, fileName: input.fileName)
        if !plans.families.isEmpty {
            code += FamilyEmitter.emit(plans.families, imports: imports, sourcePath: plans.sourcePath)
        }
        return code
    }

    /// A header, the input's imports, then one section per enum.
    static func emitEnums(_ plans: [CodingPlan], imports: [ImportDeclaration], fileName: String) -> String {
        var writer = CodeWriter()
        writer.line(GeneratedHeaders.generatedFile(from: fileName))
        writer.line("")
        var seen: Set<String> = []
        var importsRuntime = false
        for declaration in imports where seen.insert(declaration.text + "\(declaration.conditions)").inserted {
            var text = declaration.text
            if declaration.conditions.isEmpty, text.split(separator: " ").last == "FlatTagged", !importsRuntime {
                // The user's own import, with its access level and attributes, opened to the
                // helpers only generated code calls.
                text = runtimeImportAttribute + " " + text
                importsRuntime = true
            }
            writer.conditional(declaration.conditions) { writer in writer.line(text) }
        }
        if !importsRuntime { writer.line(runtimeImportAttribute + " import FlatTagged") }
        var text = writer.text
        if plans.contains(where: \.needsDeprecatedExtension) {
            text += "\n" + ConformanceEmitter.deprecatedCaseTagging
        }
        if plans.contains(where: \.needsDeprecatedKindWitness) {
            text += "\n" + ConformanceEmitter.deprecatedCaseKinds
        }
        for plan in plans {
            text += "\n" + ConformanceEmitter.emit(plan)
        }
        return text
    }
}
