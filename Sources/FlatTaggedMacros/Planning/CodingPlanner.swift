/// Checks a marked enum against what FlatTagged supports and decides everything the emitter
/// needs: its wire form, tags, the coding of each case, access, conformances, generic
/// constraints.
///
/// An enum is planned in steps, each in a file of its own:
///
/// - the enum as a whole (`CodingPlanner+EnumRules.swift`): reach, raw values, reserved names,
///   conformances; its tag kind (`+TagKinds`) and the names generated code adds
///   (`+GeneratedNames`);
/// - each case (`CodingPlanner+Cases.swift`): availability, the fallback (`+Fallback`), the case
///   for a missing key (`+MissingCase`), its tags (`TagClaims`), its payload's shape (`+Payload`)
///   and labeled values (`+LabeledValues`);
/// - what the enum's wire form requires of the enum, its payloads and labels: one switch over
///   the form (`+FormDispatch`) calls each form's rules (`Forms/`, one file per form).
///
/// Every rule that rejects a declaration gives a located error here; the emitter never fails.
struct CodingPlanner {
    private(set) var diagnostics: [Diagnostic] = []
    /// The file's types by name: flat payloads are checked against them.
    let file: DeclaredTypes
    /// The module's structs, as far as the generator was given them: flattened payloads' keys
    /// are checked against them.
    let structs: DeclaredStructs

    /// How deeply `#if` blocks may nest around an enum, its cases and its file's imports: the
    /// generated code repeats them, and no real code comes near this.
    static let maximumConditionalDepth = 64

    /// Plans every marked enum of a file; reports case markers on unmarked enums. `structs` are
    /// the module's structs the generator was given; nil reads the file's own.
    static func plan(_ declarations: FileDeclarations, sourcePath: String?, structs: DeclaredStructs? = nil) -> (
        plans: [CodingPlan], diagnostics: [Diagnostic]
    ) {
        var planner = CodingPlanner(file: declarations, structs: structs ?? DeclaredStructs([declarations]))
        var plans: [CodingPlan] = []
        for declaration in declarations.enums {
            guard declaration.marker != nil else {
                for marker in declaration.cases.compactMap(\.marker) {
                    planner.report(Messages.caseMarkerInUnmarkedEnum(declaration.name), at: marker.location)
                }
                continue
            }
            if let plan = planner.plan(declaration, sourcePath: sourcePath) { plans.append(plan) }
        }
        return (plans, planner.diagnostics)
    }

    /// A planner for `file`, whose flattened payloads are checked against `structs`; the rule tests
    /// call its rules directly on a declaration model they build.
    init(file: FileDeclarations, structs: DeclaredStructs = DeclaredStructs()) {
        self.file = DeclaredTypes(file)
        self.structs = structs
    }

    /// Reports `message` at `location`, with the severity the catalog gives it.
    mutating func report(_ message: DiagnosticMessage, at location: SourceLocation) {
        diagnostics.append(Diagnostic(message, at: location))
    }

    /// The plan of one marked enum, or nil when any rule rejects it.
    private mutating func plan(_ declaration: EnumDeclaration, sourcePath: String?) -> CodingPlan? {
        guard let marker = declaration.marker else { return nil }
        let errorCount = diagnostics.count
        let form = marker.form

        checkEnum(declaration, marker: marker)
        let conformances = Conformances(declaration.inheritance)
        let formPlanning = Self.formPlanning(form, key: marker.key)
        let integerTags = checkTags(of: declaration, marker: marker, cases: formPlanning.cases)
        let generatesKind = checkGeneratedNames(declaration, marker: marker)
        let planned = planCases(of: declaration, marker: marker, form: formPlanning.cases)
        if !declaration.cases.isEmpty, planned.cases.isEmpty, diagnostics.count == errorCount {
            report(
                Messages.nothingToTag(declaration.name, onlyFallback: planned.fallback != nil),
                at: marker.location)
        }
        guard diagnostics.count == errorCount else { return nil }
        if generatesKind, let fallback = planned.fallback, fallback.displayName != "none",
            let noneCase = declaration.cases.first(where: { $0.name == "none" }),
            planned.cases.contains(where: { $0.name == "none" })
        {
            report(Messages.noneCaseBesideFallback(declaration.qualifiedName), at: noneCase.location)
        }

        var keys = formPlanning.keys
        for plannedCase in planned.cases {
            if case .labeled(let values) = plannedCase.payload {
                keys += values.filter(\.hasKey).map(\.key)
            }
            if let untagged = plannedCase.untagged {
                keys += untagged.shape.whenKeys + untagged.unlessKeys
            }
        }
        var plan = CodingPlan(
            typeName: SwiftNames.typeName(declaration.outerPath + [declaration.name]),
            displayName: declaration.qualifiedName,
            accessModifier: SwiftNames.accessModifier(declaration.effectiveAccess),
            constrainedGenericParameters: conformances.isDeclared
                ? [] : declaration.genericParameters.map(SwiftNames.typeNameComponent),
            declaresConformance: conformances.isDeclared,
            isNonisolated: declaration.isNonisolated || declaration.hasGlobalActor,
            decodes: conformances.decodes,
            encodes: conformances.encodes,
            key: marker.key,
            form: form,
            integerTags: integerTags,
            conditions: declaration.conditions,
            cases: planned.cases,
            fallback: planned.fallback,
            sourcePath: sourcePath,
            availability: declaration.availability.map(\.text),
            // Deprecated everywhere, so that its extensions may name deprecated cases on every platform.
            isDeprecated: declaration.availability.contains {
                $0.arguments.first == "*" && CaseAvailability([$0]).isDeprecated
            },
            codingKeys: CodingKeyNaming.cases(for: keys),
            generatesKind: generatesKind,
            documentation: declaration.documentation)
        if marker.generatesSchema {
            var schemaPlanner = SchemaPlanner(declaration: declaration, file: file, structs: structs)
            plan.schema = schemaPlanner.plan(plan)
            // The enum's warnings stay in file order: the marker's first, then the cases'.
            let warnings = Array(diagnostics[errorCount...]) + schemaPlanner.diagnostics
            diagnostics.replaceSubrange(
                errorCount...,
                with: warnings.enumerated().sorted {
                    ($0.element.location, $0.offset) < ($1.element.location, $1.offset)
                }.map(\.element))
        }
        return plan
    }
}
