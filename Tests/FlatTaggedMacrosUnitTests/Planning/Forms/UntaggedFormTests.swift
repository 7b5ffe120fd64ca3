import Testing

@testable import FlatTaggedMacros

/// The untagged form's rules, called directly: the one spelling of a type the rules compare,
/// the shape each case is a candidate for, and the cases an earlier one leaves unreachable.
@Suite("Planning, untagged form: shapes and unreachable cases")
struct UntaggedFormTests {
    @Test(arguments: [
        ("Array<Int>", "[Int]"), ("[ Swift.Int ]", "[Int]"), ("Dictionary<String, Int>", "[String:Int]"),
        ("[Swift.String: Array<Int>]", "[String:[Int]]"), ("Optional<Int>", "Int?"),
        ("Array<Optional<Swift.Int>>", "[Int?]"), ("Optional<Array<Int>>", "[Int]?"), ("Foundation.URL", "URL"),
        ("Outer.Payload", "Outer.Payload"),
    ])
    func everyRuleComparesOneSpellingOfAType(written: String, canonical: String) {
        #expect(CodingPlanner.canonicalType(written) == canonical)
    }

    @Test func aPayloadsTypeDecidesItsShape() {
        #expect(CodingPlanner.singlePayloadShape("String", whenKeys: []) == .string)
        #expect(CodingPlanner.singlePayloadShape("Bool", whenKeys: []) == .bool)
        #expect(CodingPlanner.singlePayloadShape("Int8", whenKeys: []) == .integer("Int8"))
        #expect(CodingPlanner.singlePayloadShape("Double", whenKeys: []) == .number("Double"))
        #expect(CodingPlanner.singlePayloadShape("[Int]", whenKeys: []) == .array)
        #expect(CodingPlanner.singlePayloadShape("[String:Int]", whenKeys: ["a"]) == .dictionary(whenKeys: ["a"]))
        #expect(CodingPlanner.singlePayloadShape("[Int:Int]", whenKeys: []) == .any(whenKeys: []))
        #expect(CodingPlanner.singlePayloadShape("Payload", whenKeys: ["k"]) == .any(whenKeys: ["k"]))
    }

    @Test func labelsSpelledTwoWaysAreTheSameType() {
        // `[Int]` and `Array<Int>` are one type: `b`'s objects all decode as `a` first.
        #expect(
            FormRules.errors(
                """
                // @FlatTagged(untagged)
                enum Values {
                    case a(values: [Int])
                    case b(values: Array<Swift.Int>, extra: Int)
                }
                """) == [Messages.untaggedLabeledCovered("b", earlier: "a").at(4, 10)])
        #expect(
            FormRules.errors(
                """
                // @FlatTagged(untagged)
                enum Values {
                    case a(values: [Int])
                    case b(values: [String], extra: Int)
                }
                """
            ).isEmpty)
    }

    @Test func aNumberBeforeAnIntegerAndAWideIntegerBeforeANarrowOneShadowIt() {
        #expect(
            FormRules.errors(
                """
                // @FlatTagged(untagged)
                enum N {
                    case ratio(Double)
                    case count(Int)
                }
                """) == [
                    Messages.untaggedNumberBeforeInteger("count", earlier: "ratio", earlierType: "Double").at(4, 10)
                ])
        #expect(
            FormRules.errors(
                """
                // @FlatTagged(untagged)
                enum N {
                    case wide(Int)
                    case narrow(Int8)
                }
                """) == [
                    Messages.untaggedIntegerWithinEarlier("narrow", type: "Int8", earlier: "wide", earlierType: "Int")
                        .at(4, 10)
                ])
        #expect(
            FormRules.errors(
                """
                // @FlatTagged(untagged)
                enum N {
                    case narrow(Int8)
                    case wide(Int)
                    case ratio(Double)
                }
                """
            ).isEmpty)
    }

    @Test func theSamePayloadTypeTwiceIsAnErrorInAnySpelling() {
        #expect(
            FormRules.errors(
                """
                // @FlatTagged(untagged)
                enum L {
                    case first([Int])
                    case second(Array<Int>)
                }
                """) == [Messages.untaggedDuplicatePayloadType("second", earlier: "first", type: "[Int]").at(4, 10)])
    }

    @Test func anOptionalPayloadIsAnErrorWithTheNullCaseAsFix() {
        #expect(
            FormRules.errors(
                """
                // @FlatTagged(untagged)
                enum O {
                    case maybe(Optional<Int>)
                }
                """) == [Messages.untaggedOptionalPayload("maybe").at(3, 16)])
    }

    @Test func whenKeysMakeAnObjectCaseReachableAfterAWiderOne() {
        #expect(
            FormRules.errors(
                """
                // @FlatTagged(untagged)
                enum M {
                    // @FlatTag(when: "method", unless: "id")
                    case notification(method: String)
                    case request(id: Int, method: String)
                }
                """
            ).isEmpty)
        #expect(
            FormRules.errors(
                """
                // @FlatTagged(untagged)
                enum M {
                    case notification(method: String)
                    case request(id: Int, method: String)
                }
                """) == [Messages.untaggedLabeledCovered("request", earlier: "notification").at(4, 10)])
    }
}

extension UntaggedFormTests {
    /// A case that is a candidate for every value leaves nothing to the fallback, wherever the
    /// fallback is declared: an error at the fallback, naming the case and the fix.
    @Test(arguments: [
        (
            """
            // @FlatTagged(untagged)
            enum Update {
                case message(updateID: Int, message: String)
                case payload(Payload)
                // @FlatTag(unknown)
                case other(FlatTaggedValue)
            }
            """, 6
        ),
        (
            """
            // @FlatTagged(untagged)
            enum Update {
                // @FlatTag(unknown)
                case other(FlatTaggedValue)
                case message(updateID: Int, message: String)
                case payload(Payload)
                case value(FlatTaggedValue)
            }
            """, 4
        ),
    ])
    func aCaseForEveryValueLeavesTheFallbackUnreachable(source: String, line: Int) {
        let message = Messages.untaggedFallbackUnreachable("other", caseName: "payload", type: "Payload")
        #expect(FormRules.reported(source) == [message.at(line, 10)])
        #expect(message.id == MessageID(entry: "untaggedFallbackUnreachable") && message.severity == .error)
        #expect(message.text.contains("add when: to 'payload'"))
    }

    /// `when:` or `unless:` leaves the fallback the values the case is no candidate for.
    @Test(arguments: ["when: \"kind\"", "unless: \"kind\""])
    func keysLeaveTheFallbackReachable(option: String) {
        #expect(
            FormRules.errors(
                """
                // @FlatTagged(untagged)
                enum Update {
                    // @FlatTag(\(option))
                    case payload(Payload)
                    // @FlatTag(unknown)
                    case other(FlatTaggedValue)
                }
                """
            ).isEmpty)
    }
}
