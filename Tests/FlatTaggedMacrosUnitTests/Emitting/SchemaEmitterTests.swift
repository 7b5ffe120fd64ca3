import Testing

@testable import FlatTaggedMacros

/// The schema function is one template: a string literal, which costs the compiler next to
/// nothing, with builder calls only for what is known at run time.
@Suite("Emitting: schemas as templates")
struct SchemaEmitterTests {
    @Test func theSchemaIsOneTemplateWithCallsOnlyForRunTimeParts() throws {
        let plan = try CodingPlannerTests.onlyPlan(
            """
            // @FlatTagged(schema, labelNaming: .snakeCase)
            enum Tool<T> {
                case weather(cityName: String, unit: [T]?, limit: UInt64)
                case ping
            }
            """)
        let code = ConformanceEmitter.emit(plan)
        let body = try #require(code.split(separator: "flatTaggedSchema(in schema:").last)
        #expect(body.components(separatedBy: "schema.").count - 1 == 2, "\(body)")
        #expect(
            body.contains(
                #"schema.template(#"{"anyOf":[{"object":[["type",{"tag":"weather"}],["city_name","string"],"#
                    + #"["unit",{"optional":{"array":{"part":0}}}],["limit",{"integer":"UInt64"}]],"#
                    + #""required":["type","city_name","limit"]},{"object":[["type",{"tag":"ping"}]],"#
                    + ##""required":["type"]}]}"#, schema.value(T.self))"##), "\(body)")
    }

    @Test func aRawLiteralHasTheHashesItsTextNeeds() {
        #expect(SchemaTemplate.rawLiteral(#"{"a":"b"}"#) == ##"#"{"a":"b"}"#"##)
        #expect(SchemaTemplate.rawLiteral(##"{"a":"b\"#c"}"##) == ###"##"{"a":"b\"#c"}"##"###)
        #expect(SchemaTemplate.rawLiteral(##"{"a":"#"}"##) == ###"##"{"a":"#"}"##"###)
        #expect(SchemaTemplate.rawLiteral(###"{"a":"\#\##"}"###) == ####"###"{"a":"\#\##"}"###"####)
    }
}
