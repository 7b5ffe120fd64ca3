/// Owns what is per generated file: the header, the input's imports, the declarations that
/// enums with deprecated cases share, then one section per enum (`ConformanceEmitter`) and the
/// families and members with their module-list entries (`FamilyEmitter`).
enum FileEmitter {
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
        ImportLines.writeGeneratedFileImports(imports, &writer)
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
