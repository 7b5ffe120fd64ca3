import Testing

@testable import FlatTaggedMacros

/// The one owner of label keys: `keys:` over `labelNaming:` over the label as written, the
/// `nulls:` rule, `flat` cases and flattened payloads, as the plan records them for every form.
@Suite("Planning: label keys, nulls, flat cases, flattened payloads")
struct LabelKeysTests {
    @Test func keysWinOverLabelNamingWhichWinsOverTheLabel() {
        let keys = LabelKeys(
            naming: .snakeCase,
            entries: [NamedOption(name: "isDisabled", key: "disabled", location: SourceLocation(line: 1, column: 1))])
        #expect(keys.key(for: "customID") == "custom_id")
        #expect(keys.key(for: "isDisabled") == "disabled")
        #expect(keys.key(for: "parseURLValue") == "parse_url_value")
        #expect(LabelKeys(naming: nil, entries: []).key(for: "customID") == "customID")
    }

    @Test func thePlanRecordsMappedKeysNullsAndTheFlattenedPayload() throws {
        let plan = try CodingPlannerTests.onlyPlan(
            """
            // @FlatTagged(key: "op", content: "d", labelNaming: .snakeCase)
            enum Gateway {
                // @FlatTag(0, flat, keys: ["sequence": "s"], nulls: ["note"])
                case dispatch(Event, sequence: Int, traceID: String, note: String?)
                // @FlatTag(1, nulls: ["d"])
                case heartbeat(Int?)
                // @FlatTag(2)
                case maybe(Int?)
            }
            """)
        guard case .labeled(let values) = plan.cases[0].payload else {
            Issue.record("expected labeled values")
            return
        }
        #expect(values.map(\.isFlattenedPayload) == [true, false, false, false])
        #expect(values.dropFirst().map(\.key) == ["s", "trace_id", "note"])
        #expect(values.map(\.writesNull) == [false, false, false, true])
        // The `flat` case stands beside its tag; `nulls:` names the content key of the second.
        #expect(
            plan.cases.map(\.tagged?.placement) == [
                .besideData, .aroundContent(ContentPlacement(key: "d", writesNull: true)),
                .aroundContent(ContentPlacement(key: "d")),
            ])
        #expect(plan.codingKeys.map(\.rawValue) == ["op", "d", "s", "trace_id", "note"])
    }
}
