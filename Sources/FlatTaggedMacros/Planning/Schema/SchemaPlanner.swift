/// Plans an enum's JSON Schema (`// @FlatTagged(schema)`): reads each value's type, warns once
/// per case and type about a type nothing here can read, and once at the marker about what the
/// strict subset leaves out.
struct SchemaPlanner {
    let declaration: EnumDeclaration
    let file: DeclaredTypes
    private(set) var diagnostics: [Diagnostic] = []

    init(declaration: EnumDeclaration, file: DeclaredTypes) {
        self.declaration = declaration
        self.file = file
    }

    /// The schema plan of `plan`'s cases.
    mutating func plan(_ plan: CodingPlan) -> SchemaPlan {
        var strictLeavesOut: [String] = []
        var cases: [SchemaCasePlan] = []
        for enumCase in plan.cases {
            let declared = declaration.cases.first { $0.name == enumCase.unquotedName }
            let values = declared?.associatedValues ?? []
            var reader = SchemaTypeReader(named: resolvedType)
            var schemaCase = SchemaCasePlan()
            switch enumCase.payload {
            case .none:
                break
            case .single:
                schemaCase.payload = values.first.map { reader.read($0.type) } ?? .anyValue
            case .labeled(let labeled):
                schemaCase.values =
                    labeled.count == values.count ? values.map { reader.read($0.type) } : labeled.map { _ in .anyValue }
            }
            for type in reader.unread {
                diagnostics.append(
                    Diagnostic(
                        Messages.schemaTypeUnread(type, caseName: enumCase.unquotedName),
                        at: declared?.location ?? declaration.location))
            }
            let types = (schemaCase.payload.map { [$0] } ?? []) + schemaCase.values
            if types.contains(where: \.holdsDictionary) {
                strictLeavesOut.append("a dictionary in case '\(enumCase.unquotedName)'")
            }
            if types.contains(where: \.holdsAnyValue) {
                strictLeavesOut.append("any value in case '\(enumCase.unquotedName)'")
            }
            cases.append(schemaCase)
        }
        if let fallback = plan.fallback {
            strictLeavesOut.append("the fallback case '\(fallback.displayName)'")
        }
        if !strictLeavesOut.isEmpty, let marker = declaration.marker {
            diagnostics.append(
                Diagnostic(
                    Messages.strictSchemaLeavesOut(declaration.qualifiedName, strictLeavesOut), at: marker.location))
        }
        // Follow-up: `///` doc comments become `description`s once the declarations carry them
        // (the struct model's branch): `SchemaPlan.description` and `SchemaCasePlan.description`
        // are emitted already.
        return SchemaPlan(cases: cases)
    }

    /// A name the schema can describe without a warning: the enum itself, a generic parameter
    /// (one of the standard types or a described type at run time), a `// @FlatTagged(schema)`
    /// enum of the file, or a struct the declarations read (`declaredStructSchema`).
    private func resolvedType(_ type: String) -> SchemaType? {
        if type == "Self" || declaration.genericParameters.contains(type) { return .runtime(type) }
        if let structSchema = declaredStructSchema(type) { return structSchema }
        guard let path = CodingPlanner.namePath(type) else { return nil }
        if case .enumeration(let found)? = CodingPlanner.resolve(path, from: declaration, in: file),
            found.location == declaration.location || found.marker?.generatesSchema == true
        {
            return .runtime(type)
        }
        return nil
    }

    /// The seam for the struct model: once the declarations hold the file's structs (stored
    /// properties, `CodingKeys` raw values, doc comments), this returns the schema of the struct
    /// named `type` as a builder expression (`.expression("schema.object([…], required: […])")`).
    /// Until then no struct is read: it is described at run time, with the warning.
    private func declaredStructSchema(_ type: String) -> SchemaType? {
        nil
    }
}
