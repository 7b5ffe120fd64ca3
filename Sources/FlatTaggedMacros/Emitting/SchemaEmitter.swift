/// Writes `// @FlatTagged(schema)`'s conformance: `flatTaggedSchema(in:)`, one `anyOf` entry per
/// case as `SchemaShapes` decided it, spelled as calls of the runtime's builder. `jsonSchema`
/// and `strictJSONSchema` come with the protocol.
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

    private func writeFunction(into writer: inout CodeWriter) {
        writer.line("/// The schema of every case's JSON, one `anyOf` entry each: what `jsonSchema` and")
        writer.line("/// `strictJSONSchema` are built from.")
        writer.block(
            "\(plan.modifiers)static func flatTaggedSchema(in schema: FlatTagged.FlatTaggedSchemaBuilder) -> FlatTagged.FlatTaggedValue {"
        ) { writer in
            let indexed = Array(zip(plan.cases, shapes.cases))
            let description = shapes.schema.description.map { ", description: \(StringLiteral.literal($0))" } ?? ""
            let entries = indexed.map { Self.spelled($0.1) } + (shapes.fallback.map { [Self.spelled($0)] } ?? [])
            guard indexed.contains(where: { !$0.0.conditions.isEmpty }) else {
                // One array literal rather than a variable appended to: about 2% fewer compiler
                // instructions for a generated file (callgrind, Benchmarks/schema-build-cost.sh's
                // sources); `#if` cases need the variable.
                writer.line("schema.anyOf([")
                for entry in entries { writer.line("    \(entry),") }
                writer.line("]\(description))")
                return
            }
            writer.line("var cases: [FlatTagged.FlatTaggedValue] = []")
            writer.conditionalItems(indexed, conditions: \.0.conditions) { item, writer in
                writer.line("cases.append(\(Self.spelled(item.1)))")
            }
            if let fallback = shapes.fallback {
                writer.line("cases.append(\(Self.spelled(fallback)))")
            }
            writer.line("return schema.anyOf(cases\(description))")
        }
        for (index, structSchema) in shapes.schema.structs.enumerated() {
            writer.line("")
            writer.line("/// The `$defs` entry of `\(structSchema.typeName)`, a struct the generator read.")
            writer.block(
                "private \(plan.isNonisolated ? "nonisolated " : "")static func \(SchemaType.structHelper(index))(in schema: FlatTagged.FlatTaggedSchemaBuilder) -> FlatTagged.FlatTaggedValue {"
            ) { writer in
                writer.line(Self.spelled(structSchema.body))
            }
        }
    }

    /// The builder calls that build `node`.
    static func spelled(_ node: SchemaNode) -> String {
        switch node {
        case .type(let type): return type.expression
        case .tag(let tag): return "schema.tag(\(tag.literal))"
        case .tags(let tags): return "schema.tags([\(tags.map(\.literal).joined(separator: ", "))])"
        case .null: return "schema.null()"
        case .optional(let wrapped): return "schema.optional(\(spelled(wrapped)))"
        case .object(let properties, let required, let closed):
            let pairs =
                properties.isEmpty
                ? "[:]"
                : "["
                    + properties.map { "\(StringLiteral.literal($0.key)): \(spelled($0.schema))" }.joined(
                        separator: ", ")
                    + "]"
            return "schema.object(\(pairs), required: \(strings(required))\(closed ? ", closed: true" : ""))"
        case .flattening(let payload, let object):
            return "schema.flattening(\(spelled(payload)), into: \(spelled(object)))"
        case .anyOf(let entries): return "schema.anyOf([\(entries.map(spelled).joined(separator: ", "))])"
        case .requiring(let keys, let absent, let shape):
            let unless = absent.isEmpty ? "" : ", absent: \(strings(absent))"
            return "schema.requiring(\(strings(keys))\(unless), in: \(spelled(shape)))"
        case .unknownTag(let tags, let integers):
            let list =
                tags.isEmpty
                ? "[\(integers ? "Swift.Int" : "Swift.String")]()"
                : "[\(tags.map { integers ? $0.literal : $0.textLiteral }.joined(separator: ", "))]"
            return "schema.unknownTag(excluding: \(list))"
        case .unknownKey(let names):
            return "schema.unknownKey(excluding: \(names.isEmpty ? "[Swift.String]()" : strings(names)))"
        case .anyValue: return "schema.anyValue()"
        case .describing(let node, let description):
            return "schema.describing(\(spelled(node)), \(StringLiteral.literal(description)))"
        }
    }

    private static func strings(_ values: [String]) -> String {
        "[" + values.map(StringLiteral.literal).joined(separator: ", ") + "]"
    }
}
