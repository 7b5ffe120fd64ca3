import Testing

@testable import FlatTaggedMacros

/// `unless:` on untagged cases: parsed as `when:` is, checked against the case's own keys, and
/// taken into account by the unreachable-case rules.
@Suite("Planning: unless: on untagged cases")
struct UntaggedUnlessPlanningTests {
    @Test func unlessIsParsedAsAKeySet() throws {
        let one = try #require(MarkerParserTests.caseMarker(#"// @FlatTag(when: "method", unless: "id")"#))
        #expect(one.whenKeys == ["method"])
        #expect(one.unlessKeys == ["id"])
        #expect(one.unlessLocation?.column == 29)
        let several = try #require(MarkerParserTests.caseMarker(#"// @FlatTag(unless: ["id", "error", "id"])"#))
        #expect(several.unlessKeys == ["id", "error"])
        #expect(
            MarkerParserTests.parse(#"// @FlatTag(unless: ("a", "b"))"#).diagnostics == [
                #"21: error: 'unless' takes a key or an array of keys, as in unless: "id" or unless: ["id", "error"]"#
            ])
        #expect(
            MarkerParserTests.parse(#"// @FlatTag(unless: 1)"#).diagnostics == [
                "21: error: an 'unless' key must be a string literal; found '1'"
            ])
        #expect(MarkerParserTests.parse(#"// @FlatTag(unless: "")"#).diagnostics.count == 1)
        #expect(
            MarkerParserTests.parse(#"// @FlatTag(unless: "a", unless: "b")"#).diagnostics.contains {
                $0.contains("unless")
            })
    }

    @Test func theCasePlanKeepsItsUnlessKeysAndTheirCodingKeys() throws {
        let plan = try CodingPlannerTests.onlyPlan(
            """
            // @FlatTagged(untagged)
            enum Message {
                // @FlatTag(when: ["method", "id"])
                case request(id: Int, method: String)
                // @FlatTag(when: "method", unless: "id")
                case notification(method: String)
            }
            """)
        #expect(plan.cases.map(\.untagged?.unlessKeys) == [[], ["id"]])
        #expect(plan.codingKeys.map(\.rawValue).sorted() == ["id", "method"])
    }

    @Test func unlessKeysThatLeaveNoObjectAreErrorsAtTheMarker() {
        let both = CodingPlannerTests.plan(
            """
            // @FlatTagged(untagged)
            enum M {
                // @FlatTag(when: "id", unless: "id")
                case a(A)
            }
            """)
        #expect(
            both.diagnostics == [
                #"3:29: error: the key "id" is in both when: and unless:, so no object could choose this case; remove it from one"#
            ])
        let required = CodingPlannerTests.plan(
            """
            // @FlatTagged(untagged, labelNaming: .snakeCase)
            enum M {
                // @FlatTag(unless: "user_id")
                case a(userID: Int)
            }
            """)
        #expect(required.diagnostics.count == 1)
        #expect(
            required.diagnostics.first?.hasPrefix(#"3:17: error: the key "user_id" in unless: is required"#) == true)
        // An optional label is not required: ruling its key out is how "absent" is said.
        #expect(
            CodingPlannerTests.plan(
                """
                // @FlatTagged(untagged)
                enum M {
                    // @FlatTag(unless: "id")
                    case a(id: Int?, b: Int)
                }
                """
            ).diagnostics.isEmpty)
        let scalar = CodingPlannerTests.plan(
            """
            // @FlatTagged(untagged)
            enum M {
                // @FlatTag(unless: "id")
                case a(String)
            }
            """)
        #expect(
            scalar.diagnostics.first?.hasPrefix("3:17: error: unless: needs a case whose shape may be an object")
                == true)
        let tagged = CodingPlannerTests.plan(
            """
            // @FlatTagged
            enum M {
                // @FlatTag(unless: "id")
                case a(b: Int)
            }
            """)
        #expect(tagged.diagnostics.first?.hasPrefix("3:17: error: unless: rules out a case") == true)
    }

    @Test func aCaseRuledOutByAnEarlierUnlessIsReachable() {
        // Without unless:, `b` would be shadowed by `a`, which decodes every object with "type".
        let source = """
            // @FlatTagged(untagged)
            enum M {
                // @FlatTag(when: "type"UNLESS)
                case a(FlatTaggedValue)
                case b(type: String, deleted: Bool)
            }
            """
        #expect(
            CodingPlannerTests.plan(source.replacingOccurrences(of: "UNLESS", with: #", unless: "deleted""#))
                .diagnostics.isEmpty)
        #expect(
            CodingPlannerTests.plan(source.replacingOccurrences(of: "UNLESS", with: ""))
                .diagnostics.first?.contains("case 'b' can never be chosen") == true)
        // An earlier unless: key that the later case doesn't share leaves it those objects.
        #expect(
            CodingPlannerTests.plan(
                """
                // @FlatTagged(untagged)
                enum M {
                    // @FlatTag(unless: "x")
                    case a(p: Int)
                    case b(p: Int, q: Int?)
                }
                """
            ).diagnostics.isEmpty)
    }

    @Test func theSameWhenWithOtherUnlessKeysIsNotTheSameWhen() {
        let source = """
            // @FlatTagged(untagged)
            enum M {
                // @FlatTag(when: "method"FIRST)
                case a(A)
                // @FlatTag(when: "method"SECOND)
                case b(B)
            }
            """
        func diagnostics(_ first: String, _ second: String) -> [String] {
            CodingPlannerTests.plan(
                source.replacingOccurrences(of: "FIRST", with: first).replacingOccurrences(of: "SECOND", with: second)
            ).diagnostics
        }
        #expect(diagnostics(#", unless: "id""#, "").isEmpty)
        #expect(diagnostics("", #", unless: "id""#).isEmpty)
        #expect(diagnostics(#", unless: "id""#, #", unless: "id""#).first?.contains("the same when: keys") == true)
    }
}
