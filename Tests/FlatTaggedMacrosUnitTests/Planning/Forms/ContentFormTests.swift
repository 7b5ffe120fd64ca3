import Testing

@testable import FlatTaggedMacros

/// The content form's rules: under the content key any `Codable` payload fits alone, and beside
/// labeled values it must be a keyed object (no tag shares that object).
@Suite("Planning, content form: what a payload under the content key must be")
struct ContentFormTests {
    @Test func anyPayloadFitsAloneUnderTheContentKey() throws {
        let plan = try CodingPlannerTests.onlyPlan(
            """
            // @FlatTagged(content: "data")
            enum Event {
                case count(Int)
                case names([String])
                case maybe(Double?)
            }
            """)
        #expect(plan.cases.map(\.name) == ["count", "names", "maybe"])
    }

    @Test func besideLabeledValuesAPayloadMustBeAnObjectAndTheFixIsALabel() {
        let fix = Messages.flatPayloadFixWithoutContent(caseName: "count", type: "Int", besideLabels: true)
        #expect(
            FormRules.errors(
                """
                // @FlatTagged(content: "data")
                enum Event {
                    case count(Int, at: Double)
                }
                """) == [
                    Messages.flatPayloadIsNotKeyed(
                        caseName: "count", type: "Int", besideLabels: "count(_:at:)", fix: fix
                    ).at(3, 16)
                ])
    }

    /// A payload beside labels is named by the case as declared, not as if it stood alone; a
    /// `flat` case's fix never suggests the content key the enum already has.
    @Test func aPayloadBesideLabelsNamesTheCaseAsDeclared() throws {
        let reported = FormRules.errors(
            """
            // @FlatTagged(content: "data")
            enum Event {
                case pair(_ a: Int, b: Int)
                // @FlatTag(flat)
                case count(Int)
            }
            """)
        #expect(
            reported.map(\.id) == [
                MessageID(entry: "flatPayloadIsNotKeyed"), MessageID(entry: "flatPayloadIsNotKeyed"),
            ])
        #expect(reported.map { [$0.line, $0.column] } == [[3, 15], [5, 16]])
        #expect(reported[0].text.hasPrefix("case 'pair(_:b:)' has an unlabeled value of type 'Int'"))
        #expect(!reported.contains { $0.text.contains("pair(Int)") || $0.text.contains("content:") })
    }
}
