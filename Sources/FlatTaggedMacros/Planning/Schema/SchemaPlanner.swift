/// Plans an enum's JSON Schema (`// @FlatTagged(schema)`): reads each value's type, notes per
/// case the names nothing here can read (the compiler checks them) and warns about a type that
/// can't even be named, and once at the marker about what the
/// strict subset leaves out (unless the marker accepts it: `schema: .acceptingOmissions`).
struct SchemaPlanner {
    let declaration: EnumDeclaration
    let file: DeclaredTypes
    /// The structs the model reads, read into `$defs` entries as the cases name them.
    private let structReader: SchemaStructReader
    private(set) var diagnostics: [Diagnostic] = []

    init(declaration: EnumDeclaration, file: DeclaredTypes, structs: DeclaredStructs) {
        self.declaration = declaration
        self.file = file
        structReader = SchemaStructReader(structs: structs, other: Self.markedEnum(from: declaration, in: file))
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
            // The `rest:` label has no key: its keys are the object's others, which the object
            // already allows; the strict subset's closed objects can't keep them.
            var isRest: [Bool] = []
            switch enumCase.payload {
            case .none:
                break
            case .single:
                schemaCase.payload = values.first.map { reader.read($0.type) } ?? .anyValue
            case .labeled(let labeled):
                isRest = labeled.map(\.isRest)
                schemaCase.values =
                    labeled.count == values.count
                    ? zip(labeled, values).map { $0.isRest ? .anyValue : reader.read($1.type) }
                    : labeled.map { _ in .anyValue }
            }
            let unread = reader.unread + structReader.takeUnread().filter { !reader.unread.contains($0) }
            // A name is checked by the compiler where generated code names it; only a type that
            // can't be named (`any P`, a function type) is the generator's warning.
            schemaCase.unreadTypes = unread.filter(SchemaTypeReader.isNameable)
            schemaCase.line = (declared?.location ?? declaration.location).line
            for type in unread where !SchemaTypeReader.isNameable(type) {
                diagnostics.append(
                    Diagnostic(
                        Messages.schemaTypeUnread(type, caseName: enumCase.unquotedName),
                        at: declared?.location ?? declaration.location))
            }
            let keyedTypes = schemaCase.values.indices.filter { !isRest.indices.contains($0) || !isRest[$0] }
                .map { schemaCase.values[$0] }
            let types = (schemaCase.payload.map { [$0] } ?? []) + keyedTypes
            if isRest.contains(true) {
                strictLeavesOut.append("the keys 'rest:' keeps in case '\(enumCase.unquotedName)'")
            }
            if types.contains(where: { structReader.holds($0, \.isDictionary) }) {
                strictLeavesOut.append("a dictionary in case '\(enumCase.unquotedName)'")
            }
            if types.contains(where: { structReader.holds($0, \.isAnyValue) }) {
                strictLeavesOut.append("any value in case '\(enumCase.unquotedName)'")
            }
            schemaCase.description = enumCase.documentation
            cases.append(schemaCase)
        }
        if let fallback = plan.fallback {
            strictLeavesOut.append("the fallback case '\(fallback.displayName)'")
        }
        if !strictLeavesOut.isEmpty, let marker = declaration.marker, !marker.acceptsSchemaOmissions {
            diagnostics.append(
                Diagnostic(
                    Messages.strictSchemaLeavesOut(declaration.qualifiedName, strictLeavesOut), at: marker.location))
        }
        return SchemaPlan(cases: cases, description: plan.documentation, structs: structReader.schemas)
    }

    /// A name the schema can describe without a warning: the enum itself, a generic parameter
    /// (one of the standard types or a described type at run time), a struct the model reads
    /// (a `$defs` entry), or a `// @FlatTagged(schema)` enum of the file or the module.
    private func resolvedType(_ type: String) -> SchemaType? {
        if type == "Self" || declaration.genericParameters.contains(type) { return .runtime(type) }
        if let structSchema = structReader.schema(of: type, from: declaration.outerPath + [declaration.name]) {
            return structSchema
        }
        return Self.markedEnum(from: declaration, in: file)(type)
            ?? structReader.schemaEnum(type, from: declaration.outerPath + [declaration.name])
    }

    /// Resolves a name to the enum itself or a `// @FlatTagged(schema)` enum of the file (described
    /// at run time by its definition), else nil.
    private static func markedEnum(from declaration: EnumDeclaration, in file: DeclaredTypes) -> (String) -> SchemaType?
    {
        { type in
            guard let path = CodingPlanner.namePath(type) else { return nil }
            if case .enumeration(let found)? = CodingPlanner.resolve(path, from: declaration, in: file),
                found.location == declaration.location || found.marker?.generatesSchema == true
            {
                return .runtime(type)
            }
            return nil
        }
    }
}
