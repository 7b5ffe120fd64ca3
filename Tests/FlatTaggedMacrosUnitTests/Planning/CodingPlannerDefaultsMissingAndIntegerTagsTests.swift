import Testing

@testable import FlatTaggedMacros

/// The planner's decisions for optional defaults, the `missing` case and integer tags.
@Suite("Planning: optional defaults, missing cases, integer tags")
struct CodingPlannerDefaultsMissingAndIntegerTagsTests {
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

extension CodingPlannerDefaultsMissingAndIntegerTagsTests {
    @Test func theMissingCaseKeepsItsTagAndAliases() throws {
        let plan = try CodingPlannerTests.onlyPlan(
            """
            // @FlatTagged
            enum Request {
                // @FlatTag("form", aliases: ["f"], missing)
                case form
                case url
            }
            """)
        #expect(plan.missingCase?.name == "form")
        #expect(plan.acceptedTags == ["form", "f", "url"])
    }

    @Test func missingCaseErrorsStandAtTheMarker() {
        let result = CodingPlannerTests.plan(
            """
            // @FlatTagged
            enum E {
                // @FlatTag(missing)
                case a
                // @FlatTag(missing)
                case b
                // @FlatTag(unknown, missing)
                case c
            }
            """)
        #expect(
            result.diagnostics == [
                "7:8: error: a case cannot be both the fallback for unknown tags and the case for a missing key; mark two cases, @FlatTag(unknown) and @FlatTag(missing)",
                "5:8: error: 'E' already has a case for a missing key, 'a'; only one case may be @FlatTag(missing)",
            ])
    }
}

extension CodingPlannerDefaultsMissingAndIntegerTagsTests {
    @Test func integerTagsAreDecimalTextAndAcceptNegativeNumbersAndAliases() throws {
        let plan = try CodingPlannerTests.onlyPlan(
            """
            // @FlatTagged
            enum Component {
                // @FlatTag(1)
                case actionRow
                // @FlatTag(-2, aliases: [5, 1_000])
                case button
                // @FlatTag(unknown)
                case other
            }
            """)
        #expect(plan.integerTags)
        #expect(plan.acceptedTags == [1, -2, 5, 1000])
        #expect(plan.acceptedTags.map(\.literal) == ["1", "-2", "5", "1000"])
    }

    @Test func integerTagErrorsAreLocated() {
        let result = CodingPlannerTests.plan(
            """
            // @FlatTagged(naming: .snakeCase)
            enum E {
                // @FlatTag("a")
                case a
                // @FlatTag(2)
                case b
                case c
                // @FlatTag(4, aliases: [2])
                case d
            }
            """)
        #expect(
            result.diagnostics == [
                "1:4: error: 'naming:' makes string tags from case names, but 'E' has integer tags; remove 'naming:'",
                "5:17: error: 'E' mixes string and integer tags; use one kind for every case",
                "7:10: error: case 'c' needs an integer tag, as every case of 'E' but the fallback does: mark it // @FlatTag(N)",
                // A duplicate is named as written: the integer 2, twice.
                "8:30: error: duplicate tag 2 in 'E'; every tag and alias must be distinct",
            ])
    }
}

extension CodingPlannerDefaultsMissingAndIntegerTagsTests {
    @Test func kindIsGeneratedUnlessTheMarkerSaysNone() throws {
        let plain = try CodingPlannerTests.onlyPlan("// @FlatTagged\nenum A { case a }")
        #expect(plain.generatesKind)
        let none = try CodingPlannerTests.onlyPlan(
            "// @FlatTagged(kind: none)\nenum A { case a\n var kind: Int { 0 } }")
        #expect(!none.generatesKind)
    }

    @Test func membersThatClashWithKindAreFoundButOthersAreNot() {
        let result = CodingPlannerTests.plan(
            """
            // @FlatTagged
            enum A {
                case a
                var kind: Int { 0 }
                static var kind: Int { 1 }
                func kind(of other: A) -> Int { 2 }
                private(set) var other = 0
                func nested() { var kind = 3; _ = kind }
            }
            """)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.hasPrefix("4:9: error: 'A' declares a member 'kind'") == true)
    }

    @Test func anUnqualifiedKindIsFoundInAnySpelling() {
        for type in [
            "Kind", "[Kind]", "Kind?", "Kind.Sub", "Set<Kind>", "[String: Kind]", "`Kind`", "any Kind", "(Kind, Int)",
        ] {
            #expect(CodingPlanner.mentionsUnqualifiedKind(type), "\(type)")
        }
        for type in ["Outer.Kind", "Outer . Kind", "Kinds", "MyKind", "Kind2", "[Module.Kind]", "KindOf<Int>"] {
            #expect(!CodingPlanner.mentionsUnqualifiedKind(type), "\(type)")
        }
    }
}
