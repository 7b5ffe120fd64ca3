import Testing

@testable import FlatTaggedMacros

/// `// @FlatTag(missing)` without a tag of its own: no tag on the wire, its name only its
/// `Kind`'s raw value; with a tag it keeps it.
@Suite("Planning: the missing-key case without a tag")
struct MissingCaseWithoutTagPlanningTests {
    @Test func aMissingCaseWithoutATagHasNoTagOnTheWire() throws {
        let plan = try CodingPlannerTests.onlyPlan(
            """
            // @FlatTagged(key: "kind", naming: .snakeCase)
            enum Change {
                // @FlatTag(missing)
                case textEdit(TextEdit)
                case createFile(CreateFile)
            }
            """)
        #expect(plan.cases.map(\.tagged?.isTagless) == [true, false])
        // The name, not the naming's tag: it is a raw value, never read or written.
        #expect(plan.cases.map(\.tagged?.tag) == ["textEdit", "create_file"])
        #expect(plan.acceptedTags == ["create_file"])
        #expect(plan.missingCase?.name == "textEdit")
    }

    @Test func aTagOrAliasesKeepTheTag() throws {
        let plan = try CodingPlannerTests.onlyPlan(
            """
            // @FlatTagged(key: "mode")
            enum Request {
                // @FlatTag("form", missing)
                case form(message: String)
                // @FlatTag(aliases: ["u"])
                case url(url: String)
            }
            """)
        #expect(plan.cases.map(\.tagged?.isTagless) == [false, false])
        #expect(plan.acceptedTags == ["form", "url", "u"])
        let aliased = try CodingPlannerTests.onlyPlan(
            """
            // @FlatTagged
            enum Request {
                // @FlatTag(aliases: ["f"], missing)
                case form
            }
            """)
        #expect(aliased.cases[0].tagged?.isTagless == false)
    }

    @Test func itsNameMayNotBeAnotherCasesTag() {
        let result = CodingPlannerTests.plan(
            """
            // @FlatTagged(key: "kind")
            enum Change {
                // @FlatTag(missing)
                case edit(TextEdit)
                // @FlatTag(aliases: ["edit"])
                case create(CreateFile)
            }
            """)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.hasPrefix("5:27: error: ") == true)
    }

    @Test func withIntegerTagsItIsAnErrorAtTheMarker() {
        let result = CodingPlannerTests.plan(
            """
            // @FlatTagged(key: "op", content: "d")
            enum Gateway {
                // @FlatTag(0)
                case dispatch(String)
                // @FlatTag(missing)
                case heartbeat(Int)
            }
            """)
        #expect(
            result.diagnostics == [
                "5:8: error: case 'heartbeat' is the case for a missing key without a tag of its own, which has no integer to be its Kind's raw value in an enum with integer tags: give it a tag, as in // @FlatTag(N, missing)"
            ])
    }
}
