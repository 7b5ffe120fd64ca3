import Testing

@testable import FlatTaggedMacros

/// Each tag spells itself from its typed value (`Tag`): the emitter never decides from text and a
/// flag whether a tag is an integer.
@Suite("Emitting: tags spelled from their typed values")
struct TagSpellingTests {
    static let opcode = CodingPlan(
        typeName: "Opcode", displayName: "Opcode", accessModifier: "", constrainedGenericParameters: [],
        declaresConformance: false, isNonisolated: false, decodes: true, encodes: true, key: "op", form: .flat,
        integerTags: true, conditions: [],
        cases: [
            CasePlan(
                name: "heartbeat", payload: .none, conditions: [], line: 3,
                coding: .tagged(TaggedCasePlan(tag: .integer(1), aliases: [.integer(-7)], placement: .besideData)))
        ], fallback: nil, sourcePath: nil, codingKeys: CodingKeyNaming.cases(for: ["op"]))

    @Test func integerTagsAreIntegerLiteralsInCodeAndTextInFlatTags() {
        let text = ConformanceEmitter.emit(Self.opcode)
        #expect(text.contains("case 1, -7:"))
        #expect(text.contains("try container.encode(1, forKey: .op)"))
        #expect(text.contains("case heartbeat = 1"))
        #expect(text.contains("case -7: self.init(rawValue: 1)"))
        #expect(text.contains("static var flatTags: [Swift.String] { [\"1\"] }"))
        #expect(text.contains("case .heartbeat: return \"1\""))
    }

    @Test func stringTagsAreStringLiterals() {
        #expect(Tag.string("a\"b").literal == "\"a\\\"b\"")
        #expect(Tag.integer(-3).literal == "-3")
        #expect(Tag.integer(-3).textLiteral == "\"-3\"")
    }
}
