/// Writes `// @FlatTagged(schema)`'s conformance: `flatTaggedSchema(in:)`, one `anyOf` entry per
/// case as `SchemaShapes` decided it, as a template the runtime's builder reads
/// (`SchemaTemplate`). `jsonSchema` and `strictJSONSchema` come with the protocol.
struct SchemaEmitter {
    let plan: CodingPlan
    let shapes: SchemaShapes

    /// The extension, or nothing for an enum without `schema`.
    static func write(_ plan: CodingPlan, into writer: inout CodeWriter) {
        guard let schema = plan.schema else { return }
        SchemaEmitter(plan: plan, shapes: SchemaShapes(plan: plan, schema: schema)).write(into: &writer)
    }

    private func write(into writer: inout CodeWriter) {
        let header = "extension \(plan.typeName): FlatTagged.FlatTaggedSchemaDefinition {"
        let body: (String, inout CodeWriter) -> Void = { isolation, writer in
            for attribute in plan.availability { writer.line(attribute) }
            writer.block(isolation + header) { writer in writeFunction(into: &writer) }
        }
        writer.line("")
        if plan.isNonisolated {
            writer.nonisolatedVariants(body)
        } else {
            body("", &writer)
        }
    }

    /// The compiler's check of each name the generator can't read, at the case's line: it warns
    /// there about a type that doesn't describe itself (`flatTaggedCheckDescribed`).
    private func writeChecks(_ schemaCase: SchemaCasePlan, into writer: inout CodeWriter) {
        for type in schemaCase.unreadTypes {
            writer.statement(
                "schema.flatTaggedCheckDescribed(\(type).self)", sourcePath: plan.sourcePath, line: schemaCase.line)
        }
    }

    private func writeFunction(into writer: inout CodeWriter) {
        writer.line("/// The schema of every case's JSON, one `anyOf` entry each: what `jsonSchema` and")
        writer.line("/// `strictJSONSchema` are built from.")
        writer.block(
            "\(plan.modifiers)static func flatTaggedSchema(in schema: FlatTagged.FlatTaggedSchemaBuilder) -> FlatTagged.FlatTaggedValue {"
        ) { writer in
            let indexed = Array(zip(plan.cases, shapes.cases))
            guard indexed.contains(where: { !$0.0.conditions.isEmpty }) else {
                for schemaCase in shapes.schema.cases { writeChecks(schemaCase, into: &writer) }
                let entries = indexed.map(\.1) + (shapes.fallback.map { [$0] } ?? [])
                let checks = shapes.schema.cases.contains { !$0.unreadTypes.isEmpty }
                let call = SchemaTemplate(.anyOf(entries), description: shapes.schema.description).call
                writer.line(checks ? "return " + call : call)
                return
            }
            // `#if` cases: a template per case, in the variable.
            writer.line("var cases: [FlatTagged.FlatTaggedValue] = []")
            let checked = zip(plan.cases, shapes.schema.cases).filter { !$0.1.unreadTypes.isEmpty }
            writer.conditionalItems(checked, conditions: \.0.conditions) { item, writer in
                writeChecks(item.1, into: &writer)
            }
            writer.conditionalItems(indexed, conditions: \.0.conditions) { item, writer in
                writer.line("cases.append(\(SchemaTemplate(item.1).call))")
            }
            if let fallback = shapes.fallback {
                writer.line("cases.append(\(SchemaTemplate(fallback).call))")
            }
            let description = shapes.schema.description.map { ", description: \(StringLiteral.literal($0))" } ?? ""
            writer.line("return schema.anyOf(cases\(description))")
        }
        for (index, structSchema) in shapes.schema.structs.enumerated() {
            writer.line("")
            writer.line("/// The `$defs` entry of `\(structSchema.typeName)`, a struct the generator read.")
            writer.block(
                "private \(plan.isNonisolated ? "nonisolated " : "")static func \(SchemaType.structHelper(index))(in schema: FlatTagged.FlatTaggedSchemaBuilder) -> FlatTagged.FlatTaggedValue {"
            ) { writer in
                writer.line(SchemaTemplate(structSchema.body).call)
            }
        }
    }
}
