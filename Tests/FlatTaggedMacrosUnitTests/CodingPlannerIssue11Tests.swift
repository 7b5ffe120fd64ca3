import Testing

@testable import FlatTaggedMacros

/// The planner's decisions for optional defaults, the `missing` case and integer tags.
@Suite("Planning: optional defaults, missing cases, integer tags")
struct CodingPlannerIssue11Tests {
    @Test func anOptionalWhoseDefaultIsNilIsAPlainOptional() throws {
        let plan = try CodingPlannerTests.onlyPlan(
            """
            // @FlatTagged
            enum Feature {
                case feature(id: String? = nil, at: Optional<Int> = nil, height: Int? = 7, width: Int = 1)
            }
            """)
        guard case .labeled(let values) = plan.cases[0].payload else {
            Issue.record("expected labeled values")
            return
        }
        #expect(values.map(\.defaultValue) == [nil, nil, "7", "1"])
        #expect(values.map(\.isOptional) == [true, true, true, false])
        // Only the non-nil defaults need the static decode helper.
        #expect(plan.cases[0].decodeHelper == "flatTaggedDecodeFeature")
    }
}
