/// Plans a whole file: every marked enum (`CodingPlanner`), its families and members
/// (`FamilyPlanner`), and the rule for the file itself: generated code repeats its imports with
/// their `#if` blocks, which may nest only as deeply as around a declaration.
enum FilePlanner {
    /// Everything the emitters need for one file, and every diagnostic of the planning stage.
    struct Plan {
        var enums: [CodingPlan]
        var families: FamilyFilePlan
        /// The planners' errors, in file order.
        var diagnostics: [Diagnostic]
        /// The path `#sourceLocation` names, or nil for none.
        var sourcePath: String?
        /// The module's structs the generator was given (the file's own when it was given one
        /// file): what a schema reads of a payload's or a value's struct type
        /// (`structs.model(named:from:)`).
        var structs = DeclaredStructs()

        /// True when the file declares nothing to generate code for.
        var isEmpty: Bool { enums.isEmpty && families.isEmpty }
    }

    /// Plans `declarations`; `sourcePath` is written into `#sourceLocation`, nil for none.
    /// `structs` are the module's structs the generator was given; nil reads the file's own.
    static func plan(_ declarations: FileDeclarations, sourcePath: String?, structs: DeclaredStructs? = nil) -> Plan {
        let structs = structs ?? DeclaredStructs([declarations])
        let (enums, enumDiagnostics) = CodingPlanner.plan(declarations, sourcePath: sourcePath, structs: structs)
        let (families, familyDiagnostics) = FamilyPlanner.plan(declarations)
        var plan = Plan(
            enums: enums, families: families, diagnostics: enumDiagnostics + familyDiagnostics, sourcePath: sourcePath,
            structs: structs)
        let limit = CodingPlanner.maximumConditionalDepth
        if !plan.isEmpty, let deep = declarations.imports.first(where: { $0.conditions.count > limit }) {
            plan.diagnostics.append(
                Diagnostic(
                    Messages.importTooDeep(deep.text, depth: deep.conditions.count, limit: limit), at: deep.location)
            )
        }
        plan.diagnostics.sort { $0.location < $1.location }
        return plan
    }
}
