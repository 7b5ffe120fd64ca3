import Testing

@testable import FlatTaggedMacros

/// `// @FlatTagged(schema)`: the option, each value's schema type, and the warnings about what
/// can't be read or said strictly.
@Suite("Planning: JSON Schema")
struct SchemaPlanningTests {
    @Test func onlyTheOptionPlansASchema() throws {
        let without = try CodingPlannerTests.onlyPlan("// @FlatTagged\nenum E { case a(x: Int) }\n")
        #expect(without.schema == nil)
        #expect(!ConformanceEmitter.emit(without).contains("FlatTaggedSchemaDefinition"))
        let with = try CodingPlannerTests.onlyPlan("// @FlatTagged(schema)\nenum E { case a(x: Int) }\n")
        #expect(with.schema == SchemaPlan(cases: [SchemaCasePlan(values: [.integer("Swift.Int")], line: 2)]))
        #expect(ConformanceEmitter.emit(with).contains("extension E: FlatTagged.FlatTaggedSchemaDefinition {"))
    }

    @Test func theOptionTwiceIsAnError() {
        let result = CodingPlannerTests.plan("// @FlatTagged(schema, schema)\nenum E { case a }\n")
        #expect(result.diagnostics.contains { $0.contains("error") && $0.contains("schema") })
    }

    @Test func typesAreReadAsWritten() {
        var reader = SchemaTypeReader(named: { _ in nil })
        #expect(reader.read("[String: Int]?") == .optional(.dictionary(.integer("Swift.Int"))))
        #expect(reader.read("Swift.Array<Swift.UInt8>") == .array(.integer("Swift.UInt8")))
        #expect(reader.read("Dictionary<String, [URL]>") == .dictionary(.array(.formattedString(format: "uri"))))
        #expect(reader.read("Optional<Foundation.UUID>") == .optional(.formattedString(format: "uuid")))
        #expect(reader.read("FlatTaggedValue") == .anyValue)
        #expect(reader.read("[Payload]") == .array(.runtime("Payload")))
        // Not a name `.self` can follow (`any Animal.self` is no type): any value, with the warning.
        #expect(reader.read("any Animal") == .anyValue)
        #expect(reader.read("(Int) -> Void") == .anyValue)
        #expect(reader.unread == ["Payload", "any Animal", "(Int) -> Void"])
    }

    @Test func onlyAWellFormedNameIsWrittenBeforeSelf() {
        for name in ["Payload", "Outer.Inner", "`enum`.X", "Box<Int, Outer.Y>", "Swift.Result<A, B>", "_P2"] {
            #expect(SchemaTypeReader.isNameable(name), "\(name)")
        }
        // A mutant of a real file wrote `` `String ``: the call it got in generated code didn't parse.
        for name in [
            "`String", "String`", "``", "Box<Int", "Box<Int>>", "Box<>", "any Animal", "some P", "A..B", "1A", "A.",
        ] {
            #expect(!SchemaTypeReader.isNameable(name), "\(name)")
        }
        let result = CodingPlannerTests.plan(
            "// @FlatTagged(schema, untagged)\nenum E {\n    case a(`String)\n    case b(x: Int)\n}\n")
        let code = result.plans.first.map(ConformanceEmitter.emit) ?? ""
        #expect(!code.contains("`String.self"))
        #expect(
            result.diagnostics.contains {
                $0.hasPrefix("3:10: warning:") && $0.contains("can't name the type '`String'")
            })
    }

    @Test func aTypeNothingHereReadsIsTheCompilersCheckAtTheCase() {
        let result = CodingPlannerTests.plan(
            """
            // @FlatTagged(schema)
            enum E {
                case a(first: Payload, second: Payload, third: Other?)
                case b(next: Self?, x: Int)
                case c(inner: Inner)
            }
            // @FlatTagged(schema, key: "kind")
            enum Inner { case x }
            """)
        // No generator warning: it can't see another module or file, the compiler can
        // (`flatTaggedCheckDescribed` at the case's line).
        #expect(result.diagnostics == [])
        let cases = result.plans.first?.schema?.cases ?? []
        #expect(cases.map(\.unreadTypes) == [["Payload", "Other"], [], []])
        #expect(cases.map(\.line) == [3, 4, 5])
        let code = result.plans.first.map(ConformanceEmitter.emit) ?? ""
        #expect(code.contains("schema.flatTaggedCheckDescribed(Payload.self)\n"))
        #expect(code.contains("schema.flatTaggedCheckDescribed(Other.self)\n"))
    }

    @Test func whatTheStrictSubsetLeavesOutWarnsAtTheMarker() {
        let result = CodingPlannerTests.plan(
            """
            // @FlatTagged(schema)
            enum E {
                case a(values: [String: Int])
                // @FlatTag(unknown)
                case other
            }
            """)
        #expect(
            result.diagnostics == [
                "1:4: warning: 'E.strictJSONSchema' leaves out what the strict subset can't say: a dictionary in case 'a', the fallback case 'other'; instances of it are not valid under the strict schema; write 'schema: .acceptingOmissions' in the marker to accept them"
            ])
    }

    @Test func acceptingTheOmissionsSilencesTheWarningAndChangesNoCode() throws {
        let source = "enum E {\n    case a(values: [String: Int])\n    // @FlatTag(unknown)\n    case other\n}\n"
        let accepted = CodingPlannerTests.plan("// @FlatTagged(schema: .acceptingOmissions)\n" + source)
        #expect(accepted.diagnostics == [])
        let bare = CodingPlannerTests.plan("// @FlatTagged(schema)\n" + source)
        #expect(bare.diagnostics.count == 1)
        #expect(accepted.plans.map(ConformanceEmitter.emit) == bare.plans.map(ConformanceEmitter.emit))
        let wrong = CodingPlannerTests.plan("// @FlatTagged(schema: .accepting)\n" + source)
        #expect(
            wrong.diagnostics.first
                == "1:24: error: 'schema:' must be '.acceptingOmissions' (or write 'schema' alone); found '.accepting'")
    }
}
