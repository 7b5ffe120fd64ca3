/// Messages about `// @FlatTagged(schema)`: what the JSON Schema can't read, and what the strict
/// subset leaves out.
extension Messages {
    /// A value's type the generator can't read where the enum is declared and generated code
    /// can't name (a type it can name is the compiler's check, `flatTaggedCheckDescribed`).
    static func schemaTypeUnread(_ type: String, caseName: String) -> DiagnosticMessage {
        .warning(
            "the JSON Schema of case '\(caseName)' can't name the type '\(type)', so it describes it as any value; give the case a named type instead: a struct with synthesized Codable, a '// @FlatTagged(schema)' enum, or a type that conforms to FlatTaggedSchemaProviding"
        )
    }

    /// The strict subset can't say some of the enum's JSON: it is left out of `strictJSONSchema`.
    static func strictSchemaLeavesOut(_ enumName: String, _ parts: [String]) -> DiagnosticMessage {
        .warning(
            "'\(enumName).strictJSONSchema' leaves out what the strict subset can't say: \(parts.joined(separator: ", ")); instances of it are not valid under the strict schema; write 'schema: .acceptingOmissions' in the marker to accept them"
        )
    }

    /// `schema:` with a value other than `.acceptingOmissions`.
    static func unknownSchemaOption(found: String) -> DiagnosticMessage {
        .error("'schema:' must be '.acceptingOmissions' (or write 'schema' alone); found '\(found)'")
    }
}
