import FlatTagged
import Foundation
import Testing

/// Families declared with markers only, end to end through the plugin's generated code
/// statics, member conformances, the fallback, the module list, family values in
/// an enum.
@Suite("Generated families")
struct GeneratedFamilyTests {
    @Test func theModuleListHoldsTheTargetsFamiliesAndMembers() {
        let module = FlatTaggedModule.flatTaggedTests
        #expect(module.name == "FlatTaggedTests")
        // Feline and Bytecode: PayloadKeys/PayloadKeyFixtures.swift; PromiseSketch: Promises/PromiseFixtures.swift;
        // StackNode: Stack/StackDepthFixtures.swift; CoderFigure: Coders/TextCoderFixtures.swift.
        #expect(
            Set(module.families.map(\.name)) == [
                "Instrument", "Instruction", "Cue", "Feline", "Bytecode", "PromiseSketch", "StackNode", "CoderFigure",
            ])
        let members = Set(module.members.map { String(describing: $0) })
        #expect(
            members == [
                "Guitar", "GrandPiano", "DrumSet", "Theremin", "UnknownInstrument", "Halt", "Jump", "LightsDown",
                "Lion", "Tiger",
                "HouseCat", "Nop", "PromiseGroup", "PromiseDot", "PromiseCarried", "PromiseShaped", "StackBranch",
                "StackLeaf", "CoderCircle", "CoderSquare", "UnknownCoderFigure",
            ])
        #expect(GeneratedFamilies.registry.conflicts.isEmpty)
        #expect(FlatTaggedFamily.instrument.key == "instrument")
        #expect(FlatTaggedFamily.instrument.naming == .snakeCase)
        #expect(FlatTaggedFamily.instruction.contentKey == "d")
        #expect(FlatTaggedFamily.cue.directions == .decoding)
        #expect(Guitar.flatTagging == .tag("guitar", aliases: ["axe"]))
        #expect(GrandPiano.flatTagging == .typeName)
        #expect(DrumSet.flatTagging == .typeName(aliases: ["kit"]))
        #expect(Jump.flatTagging == .tag(1, aliases: [9]))
    }

    @Test func everyShapeRoundTrips() throws {
        let text = #"""
            {"main":{"instrument":"axe","maker":"Fender","strings":6},
             "spare":{"instrument":"grand_piano","maker":"Steinway","keys":88},
             "byPlayer":{"ann":{"instrument":"kit","maker":"Ludwig","pieces":5},
                         "bob":{"instrument":"theremin","maker":"Moog"}},
             "lossy":[{"instrument":"guitar","maker":"G","strings":12},{"maker":"no tag"}]}
            """#
        let stage = try GeneratedFamilies.decode(Stage.self, text)
        #expect((stage.main as? Guitar) == Guitar(maker: "Fender", strings: 6) as Guitar?)
        #expect((stage.spare as? GrandPiano) == GrandPiano(maker: "Steinway", keys: 88))
        #expect((stage.byPlayer["ann"] as? DrumSet)?.pieces == 5)
        #expect(stage.byPlayer["bob"] is Theremin)
        #expect(stage.lossy.map(\.maker) == ["G"])
        #expect(stage.$lossy.count == 1)
        let encoded = try GeneratedFamilies.json(stage)
        #expect(encoded.contains(#""main":{"instrument":"guitar","maker":"Fender","strings":6}"#))
        #expect(encoded.contains(#"{"instrument":"drum_set","maker":"Ludwig","pieces":5}"#))
        let again = try GeneratedFamilies.decode(Stage.self, encoded)
        #expect(try GeneratedFamilies.json(again) == encoded)
    }

    @Test func theGeneratedFallbackKeepsUnknownObjectsWhole() throws {
        let text = #"{"instrument":"oboe","maker":"Buffet","reeds":[1,2.5,{"n":null}]}"#
        let value = try GeneratedFamilies.decode(Polymorphic<any Instrument>.self, text).wrappedValue
        let unknown = try #require(value as? UnknownInstrument)
        #expect(unknown.unknown.tag == "oboe")
        #expect(unknown.maker == "Buffet")
        let encoded = try GeneratedFamilies.json(Polymorphic<any Instrument>(wrappedValue: unknown))
        let original = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary
        let again = try JSONSerialization.jsonObject(with: Data(encoded.utf8)) as? NSDictionary
        #expect(original == again)
        // Its own Codable, called directly, is the generated one: the whole object (without the
        // family, it can't know which key holds the tag).
        let direct = try JSONDecoder().decode(UnknownInstrument.self, from: Data(text.utf8))
        #expect(direct.unknown.object == unknown.unknown.object)
    }

    @Test func familyValuesInAnEnumAreCodedThroughTheRegistry() throws {
        let text = #"""
            [{"type":"solo","instrument":{"instrument":"guitar","maker":"F","strings":7}},
             {"type":"band","instruments":[{"instrument":"grand_piano","maker":"S","keys":88}]},
             {"type":"band","instruments":[],"leader":{"instrument":"guitar","maker":"L","strings":4}},
             {"type":"program","steps":[{"op":1,"d":{"to":3}},{"op":9,"d":{"to":4}},{"op":0,"d":{}}]},
             {"type":"silence"}]
            """#
        let performances = try GeneratedFamilies.decode([Performance].self, text)
        guard case .solo(let solo) = performances[0], case .band(let players, let noLeader) = performances[1],
            case .band(let nobody, let leader?) = performances[2], case .program(let steps) = performances[3],
            case .silence = performances[4]
        else {
            Issue.record("unexpected cases: \(performances)")
            return
        }
        #expect((solo as? Guitar)?.strings == 7)
        #expect(players.first is GrandPiano)
        #expect(noLeader == nil)
        #expect(nobody.isEmpty)
        #expect((leader as? Guitar)?.maker == "L")
        #expect(steps.compactMap { $0 as? Jump } == [Jump(to: 3), Jump(to: 4)])
        #expect(steps.last is Halt)
        let encoded = try GeneratedFamilies.json(performances)
        #expect(!encoded.contains("leader\":null"))
        #expect(encoded.contains(#"{"d":{"to":4},"op":1}"#))
        #expect(try GeneratedFamilies.json(try GeneratedFamilies.decode([Performance].self, encoded)) == encoded)
    }

    @Test func anEnumWithoutFamilyValuesInTheCaseNeedsNoRegistry() throws {
        let decoder = JSONDecoder()
        let value = try decoder.decode(Performance.self, from: Data(#"{"type":"silence"}"#.utf8))
        guard case .silence = value else {
            Issue.record("expected .silence")
            return
        }
        do {
            _ = try decoder.decode(Performance.self, from: Data(#"{"type":"solo","instrument":{}}"#.utf8))
            Issue.record("decoded a family value without a registry")
        } catch let error as FlatTaggedConfigurationError {
            #expect(error.message.contains("no FlatTagged registry"))
        }
    }

    @Test func aDecodeOnlyFamilyDecodes() throws {
        let cue = try GeneratedFamilies.decode(Polymorphic<any Cue>.self, #"{"type":"lights-down","seconds":2.5}"#)
        #expect((cue.wrappedValue as? LightsDown)?.seconds == 2.5)
    }
}
