import Testing

@testable import FlatTaggedMacros

/// A struct the generator reads is a `$defs` object in the enum's schema, as synthesized
/// `Codable` codes it; `///` comments become `description`s.
@Suite("Planning: JSON Schema of structs and descriptions")
struct SchemaStructPlanningTests {
    @Test func aStructIsAnObjectByCodingKeyWithoutAWarning() throws {
        let plan = try CodingPlannerTests.onlyPlan(
            """
            // @FlatTagged(schema)
            enum E { case a(Env), b(env: Env?) }
            /// An environment.
            struct Env: Codable {
                /// The name.
                var name: String
                var count: Int?
                var flags: [Bool] = []
                let version: Int = 1
                var skipped = 0
                enum CodingKeys: String, CodingKey { case name = "full_name", count, flags, version }
            }
            """)
        let schema = try #require(plan.schema)
        let env = SchemaType.declaredStruct(index: 0, typeName: "Env")
        #expect(schema.cases.map(\.payload) == [env, nil])
        #expect(schema.cases[1].values == [.optional(env)])
        let object = SchemaNode.object(
            [
                .init(key: "full_name", schema: .describing(.type(.string), "The name.")),
                .init(key: "count", schema: .type(.optional(.integer("Swift.Int")))),
                .init(key: "flags", schema: .type(.array(.bool))),
                // Encoded, never decoded: written, not required.
                .init(key: "version", schema: .type(.integer("Swift.Int"))),
            ], required: ["full_name", "flags"], closed: false)
        #expect(schema.structs == [StructSchema(typeName: "Env", body: .describing(object, "An environment."))])
        let code = ConformanceEmitter.emit(plan)
        #expect(code.contains("schema.definition(Env.self, Self.flatTaggedStructSchema0(in:))"))
        #expect(
            code.contains("private static func flatTaggedStructSchema0(in schema: FlatTagged.FlatTaggedSchemaBuilder)"))
    }

    @Test func nestedAndRecursiveStructsAreReadOnce() throws {
        let plan = try CodingPlannerTests.onlyPlan(
            """
            // @FlatTagged(schema)
            enum E { case a(Outer.Node), b(Outer.Node) }
            enum Outer {
                struct Node: Codable { var children: [Node]; var leaf: Leaf }
                struct Leaf: Codable { var at: Node? }
            }
            """)
        let schema = try #require(plan.schema)
        let node = SchemaType.declaredStruct(index: 0, typeName: "Outer.Node")
        let leaf = SchemaType.declaredStruct(index: 1, typeName: "Outer.Leaf")
        #expect(schema.cases.map(\.payload) == [node, node])
        #expect(
            schema.structs == [
                StructSchema(
                    typeName: "Outer.Node",
                    body: .object(
                        [.init(key: "children", schema: .type(.array(node))), .init(key: "leaf", schema: .type(leaf))],
                        required: ["children", "leaf"], closed: false)),
                StructSchema(
                    typeName: "Outer.Leaf",
                    body: .object([.init(key: "at", schema: .type(.optional(node)))], required: [], closed: false)),
            ])
    }

    @Test func whatAStructHoldsIsCheckedAtTheFirstCaseThatNamesIt() {
        let result = CodingPlannerTests.plan(
            """
            // @FlatTagged(schema)
            enum E {
                case a(Env)
                case b(Env)
            }
            struct Env: Codable { var payload: Payload; var extra: [String: Int] }
            """)
        #expect(
            result.diagnostics == [
                "1:4: warning: 'E.strictJSONSchema' leaves out what the strict subset can't say: a dictionary in case 'a', a dictionary in case 'b'; instances of it are not valid under the strict schema; write 'schema: .acceptingOmissions' in the marker to accept them"
            ])
        #expect(result.plans.first?.schema?.cases.map(\.unreadTypes) == [["Payload"], []])
    }

    @Test func aStructWithItsOwnCodingIsDescribedAtRunTime() {
        let result = CodingPlannerTests.plan(
            """
            // @FlatTagged(schema)
            enum E { case a(Env) }
            struct Env: Codable {
                var name: String
                func encode(to encoder: any Encoder) throws {}
            }
            """)
        #expect(result.plans.first?.schema?.cases.first?.payload == .runtime("Env"))
        #expect(result.diagnostics == [])
        #expect(result.plans.first?.schema?.cases.first?.unreadTypes == ["Env"])
    }

    @Test func docCommentsBecomeDescriptions() throws {
        let plan = try CodingPlannerTests.onlyPlan(
            """
            /// Tools a model may call.
            // @FlatTagged(schema)
            enum E {
                /// Looks up the weather.
                case weather(city: String)
                case ping
            }
            """)
        let schema = try #require(plan.schema)
        #expect(schema.description == "Tools a model may call.")
        #expect(schema.cases.map(\.description) == ["Looks up the weather.", nil])
        let code = ConformanceEmitter.emit(plan)
        #expect(code.contains(#"],"description":"Tools a model may call."}"#))
        #expect(code.contains(#"{"describing":{"object":[["type",{"tag":"weather"}]"#))
    }
}
