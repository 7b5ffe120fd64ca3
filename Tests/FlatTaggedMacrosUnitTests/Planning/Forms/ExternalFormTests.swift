import Testing

@testable import FlatTaggedMacros

/// The external form's rules: a tag is an object key, so it is a string; every value names its
/// case, so `missing` means nothing; any payload fits.
@Suite("Planning, external form: tags are object keys")
struct ExternalFormTests {
    @Test func integerTagsAndAliasesAndMissingAreErrors() {
        #expect(
            FormRules.errors(
                """
                // @FlatTagged(external)
                enum Event {
                    // @FlatTag(1)
                    case one
                    // @FlatTag("two", aliases: [2])
                    case two
                    // @FlatTag(missing)
                    case none
                }
                """) == [
                    Messages.integerTagInExternalForm("one").at(3, 17),
                    Messages.integerAliasInExternalForm("two").at(5, 34),
                    Messages.missingInExternalForm("none").at(7, 8),
                ])
    }

    @Test func anyPayloadFitsAndTagsAreStrings() throws {
        let plan = try CodingPlannerTests.onlyPlan(
            """
            // @FlatTagged(external)
            enum Event {
                case count(Int)
                case names([String])
                case move(x: Int, type: Int)
                case ping
            }
            """)
        #expect(!plan.integerTags)
        #expect(plan.cases.map(\.tagged?.tag) == ["count", "names", "move", "ping"])
    }
}
