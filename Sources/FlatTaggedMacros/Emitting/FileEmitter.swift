/// Owns what is per generated file: the header, the input's imports, the declarations that
/// enums with deprecated cases share, then one section per enum (`ConformanceEmitter`) and the
/// families and members with their module-list entries (`FamilyEmitter`).
enum FileEmitter {
    /// The generated file for one input's plans and warnings.
    static func emit(
        _ plans: FilePlanner.Plan, imports: [ImportDeclaration], input: SourceFile, warnings: [Diagnostic] = []
    ) -> String {
        var code = emitEnums(
            plans.enums, imports: imports, fileName: input.fileName, warnings: warnings, sourcePath: plans.sourcePath,
            needsImports: !plans.isEmpty,
            familyAccess: plans.families.families.map(\.accessModifier) + plans.families.members.map(\.accessModifier))
        if !plans.families.isEmpty {
            code += FamilyEmitter.emit(plans.families, imports: imports, sourcePath: plans.sourcePath)
        }
        return code
    }

    /// A header, the generator's warnings (`WarningDirectives`), the input's imports, then one
    /// section per enum. A file with warnings and nothing to generate has only the first two.
    static func emitEnums(
        _ plans: [CodingPlan], imports: [ImportDeclaration], fileName: String, warnings: [Diagnostic] = [],
        sourcePath: String? = nil, needsImports: Bool = true, familyAccess: [String] = []
    ) -> String {
        var writer = CodeWriter()
        writer.line(GeneratedHeaders.generatedFile(from: fileName))
        writer.line("")
        if !warnings.isEmpty {
            WarningDirectives.write(warnings, fileName: fileName, sourcePath: sourcePath, &writer)
            if needsImports { writer.line("") }
        }
        guard needsImports else { return writer.text }
        ImportLines.writeGeneratedFileImports(
            imports,
            declaredAccess: ImportLines.runtimeAccess(enums: plans.map(\.accessModifier), families: familyAccess),
            &writer)
        var text = writer.text
        if plans.contains(where: ConformanceEmitter.needsDeprecatedCaseTags) {
            text += "\n" + CaseTags.deprecatedCaseTagging
        }
        if plans.contains(where: \.needsDeprecatedKindWitness) {
            text += "\n" + KindMembers.deprecatedCaseKinds
        }
        for plan in plans {
            text += "\n" + ConformanceEmitter.emit(plan)
        }
        return text
    }
}
