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
                        caseName: "count", type: "Int", besideLabels: "count(_:at:)", fix: fix)
                ])
    }

    /// A payload beside labels is named by the case as declared, not as if it stood alone.
    @Test func aPayloadBesideLabelsNamesTheCaseAsDeclared() throws {
        let errors = FormRules.errors(
            """
            // @FlatTagged(content: "data")
            enum Event {
                case pair(_ a: Int, b: Int)
            }
            """)
        let error = try #require(errors.first)
        #expect(error.hasPrefix("case 'pair(_:b:)' has an unlabeled value of type 'Int'"))
        #expect(!error.contains("pair(Int)"))
    }

    @Test func aFlatEnumWithTheSameKeyFitsUnderTheContentKey() {
        // No tag stands in the content object, so an enum writing "type" there collides with nothing.
        #expect(
            FormRules.errors(
                """
                // @FlatTagged
                enum Inner { case a(x: Int) }
                // @FlatTagged(content: "data")
                enum Event {
                    case inner(Inner)
                }
                """
            ).isEmpty)
    }
}
