import Testing

@testable import FlatTaggedMacros

/// The flat form's rules, called directly: a single payload stands beside the tag in the same
/// keyed container, so it must be a keyed object of its own.
@Suite("Planning, flat form: what a payload beside the tag must be")
struct FlatFormTests {
    @Test(arguments: [
        "Int", "Swift.String", "[Int]", "Array<Int>", "[String: Int]", "Dictionary<String, Int>", "Int?",
        "Optional<Payload>", "Date", "URL", "UUID", "Set<Int>", "Bool",
    ])
    func standardValuesAreNotKeyedObjects(type: String) {
        #expect(CodingPlanner.isNonObject(SwiftNames.normalizedTypeName(type)))
    }

    @Test(arguments: ["Payload", "Outer.Payload", "FlatTaggedValue", "Box<Int>"])
    func otherTypesMayBeKeyedObjects(type: String) {
        #expect(!CodingPlanner.isNonObject(SwiftNames.normalizedTypeName(type)))
    }

    @Test func aScalarPayloadIsAnErrorThatSuggestsALabelOrContent() {
        let fix = Messages.flatPayloadFix(caseName: "count", type: "Int")
        #expect(
            FormRules.errors(
                """
                // @FlatTagged
                enum Event {
                    case count(Int)
                }
                """) == [Messages.flatPayloadIsNotKeyed(caseName: "count", type: "Int", fix: fix).at(3, 16)])
    }

    @Test func besideLabelsTheFixSuggestsOnlyALabel() {
        let fix = Messages.flatPayloadFixWithoutContent(caseName: "count", type: "Int", besideLabels: true)
        #expect(
            FormRules.errors(
                """
                // @FlatTagged
                enum Event {
                    case count(Int, at: Double)
                }
                """) == [
                    Messages.flatPayloadIsNotKeyed(
                        caseName: "count", type: "Int", besideLabels: "count(_:at:)", fix: fix
                    ).at(3, 16)
                ])
    }

    @Test func theEnumItselfAndAGenericParameterAreSeenThrough() {
        let errors = FormRules.errors(
            """
            // @FlatTagged
            indirect enum Node<T: Codable> {
                case child(Node)
                case value(T)
                case leaf(Leaf)
            }
            struct Leaf: Codable { var id: Int }
            """)
        #expect(errors.map { [$0.line, $0.column] } == [[3, 16], [4, 16]])
        #expect(errors.allSatisfy { $0.id == MessageID(entry: "flatPayloadNotAnObject") })
        #expect(errors.contains { $0.text.contains("'child(Node)'") })
        #expect(
            errors.contains {
                $0.text.contains("'value(T)'") && $0.text.contains(Messages.flatPayloadGenericParameter("T"))
            })
    }

    @Test func aRawValueEnumOrAFlatEnumWithTheSameKeyInTheFileIsNotAnObject() {
        let errors = FormRules.errors(
            """
            enum Mood: String, Codable { case calm }
            // @FlatTagged
            enum Inner { case a(x: Int) }
            // @FlatTagged(key: "kind")
            enum OtherKey { case b(y: Int) }
            // @FlatTagged
            enum Event {
                case mood(Mood)
                case inner(Inner)
                case other(OtherKey)
            }
            """)
        #expect(errors.map { [$0.line, $0.column] } == [[8, 15], [9, 16]])
        #expect(errors.allSatisfy { $0.id == MessageID(entry: "flatPayloadNotAnObject") })
        #expect(errors.contains { $0.text.contains("'mood(Mood)'") })
        #expect(errors.contains { $0.text.contains("'inner(Inner)'") })
    }
}
