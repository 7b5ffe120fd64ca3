import FlatTagged
import Foundation
import Testing

@Suite("Families: round trips of every property shape")
struct FamilyRoundTripTests {
    static let zooJSON = #"""
        {"star":{"kind":"dog","name":"Rex","goodBoy":true},
         "visitor":{"kind":"cat","name":"Tom","lives":9},
         "animals":[{"kind":"doggo","name":"Fido","goodBoy":false},
                    {"kind":"golden_retriever","name":"Goldie","bestFriend":{"kind":"cat","name":"Kit","lives":3}},
                    {"kind":"parrot","name":"Polly","words":["hi",{"n":1.5}],"age":null}],
         "byKeeper":{"ann":{"kind":"cat","name":"Ann's","lives":1}},
         "teams":{"red":[{"kind":"dog","name":"A","goodBoy":true}],"blue":[]},
         "maybes":[null,{"kind":"cat","name":"M","lives":2}],
         "lossy":[{"kind":"dog","name":"L","goodBoy":true}]}
        """#

    /// `zooJSON` as it encodes: the alias "doggo" written as the primary tag "dog".
    static let canonicalZooJSON = zooJSON.replacingOccurrences(of: #""doggo""#, with: #""dog""#)

    @Test func everyShapeDecodesToItsMembers() throws {
        let zoo = try Families.decode(Zoo.self, Self.zooJSON)
        #expect((zoo.star as? Dog) == Dog(name: "Rex", goodBoy: true))
        #expect((zoo.visitor as? Cat) == Cat(name: "Tom", lives: 9))
        #expect(zoo.animals.map(\.name) == ["Fido", "Goldie", "Polly"])
        #expect(zoo.animals[0] is Dog)
        let goldie = try #require(zoo.animals[1] as? GoldenRetriever)
        #expect((goldie.bestFriend as? Cat) == Cat(name: "Kit", lives: 3))
        let polly = try #require(zoo.animals[2] as? UnknownAnimal)
        #expect(polly.unknown.tag == "parrot")
        #expect(polly.unknown.key == "kind")
        #expect((zoo.byKeeper["ann"] as? Cat)?.name == "Ann's")
        #expect(zoo.teams["red"]?.first is Dog)
        #expect(zoo.teams["blue"]?.isEmpty == true)
        #expect(zoo.maybes.count == 2)
        #expect(zoo.maybes[0] == nil)
        #expect(zoo.maybes[1] is Cat)
        #expect(zoo.lossy.map(\.name) == ["L"])
    }

    @Test func everyShapeEncodesBackToTheSameJSON() throws {
        let zoo = try Families.decode(Zoo.self, Self.zooJSON)
        let encoded = try Families.json(zoo)
        // Aliases decode; encoding writes the primary tag.
        #expect(try parsed(encoded) == parsed(Self.canonicalZooJSON), "\(encoded)")
        #expect(encoded.contains(#"{"goodBoy":false,"kind":"dog","name":"Fido"}"#))
        #expect(!encoded.contains("doggo"))
    }

    @Test func optionalIsNilWhenMissingOrNullAndOmittedWhenNil() throws {
        let base =
            #""star":{"kind":"cat","name":"S","lives":1},"animals":[],"byKeeper":{},"teams":{},"maybes":[],"lossy":[]"#
        let missing = try Families.decode(Zoo.self, "{\(base)}")
        #expect(missing.visitor == nil)
        let null = try Families.decode(Zoo.self, #"{"visitor":null,"# + base + "}")
        #expect(null.visitor == nil)
        let encoded = try Families.json(null)
        #expect(!encoded.contains("visitor"))
        #expect(try parsed(encoded) == parsed("{\(base)}"))
    }

    @Test func topLevelArrayRoundTrips() throws {
        let text = #"[{"kind":"cat","lives":7,"name":"Top"},{"goodBoy":true,"kind":"dog","name":"D"}]"#
        let decoded = try Families.decode(Polymorphic<[any Animal]>.self, text)
        #expect(decoded.wrappedValue.map(\.name) == ["Top", "D"])
        #expect(try Families.json(decoded) == text)
        let empty = try Families.decode(Polymorphic<[any Animal]>.self, "[]")
        #expect(empty.wrappedValue.isEmpty)
        #expect(try Families.json(empty) == "[]")
    }

    @Test func topLevelSingleOptionalAndNestedShapes() throws {
        let one = try Families.decode(Polymorphic<any Animal>.self, #"{"kind":"dog","name":"D","goodBoy":true}"#)
        #expect(one.wrappedValue is Dog)
        let none = try Families.decode(Polymorphic<(any Animal)?>.self, "null")
        #expect(none.wrappedValue == nil)
        #expect(try Families.json(none) == "null")
        let nested = #"{"a":[{"kind":"cat","lives":1,"name":"x"}],"b":[]}"#
        let teams = try Families.decode(Polymorphic<[String: [any Animal]]>.self, nested)
        #expect(try Families.json(teams) == nested)
    }

    @Test func propertyListsRoundTripEveryShape() throws {
        let zoo = try Families.decode(Zoo.self, Self.zooJSON)
        let encoder = PropertyListEncoder()
        encoder.userInfo[.flatTagged] = Families.registry
        let decoder = PropertyListDecoder()
        decoder.userInfo[.flatTagged] = Families.registry
        let again = try decoder.decode(Zoo.self, from: encoder.encode(zoo))
        #expect(try parsed(Families.json(again)) == parsed(Self.canonicalZooJSON))
        #expect((again.star as? Dog) == Dog(name: "Rex", goodBoy: true))
        #expect((again.animals[2] as? UnknownAnimal)?.unknown.tag == "parrot")
    }

    @Test func fallbackKeepsTheUnknownObjectLosslessly() throws {
        let text = #"[{"age":3,"kind":"parrot","name":"Polly","nested":{"deep":[1,2.5,"x",true,null]}}]"#
        let animals = try Families.animals(text)
        let parrot = try #require(animals.first as? UnknownAnimal)
        #expect(parrot.name == "Polly")
        #expect(parrot.unknown.object["age"] == .int(3))
        #expect(try parsed(Families.json(Polymorphic(wrappedValue: animals))) == parsed(text))
    }

    @Test func contentFormRoundTripsObjectsAndSingleValues() throws {
        let text = #"{"blocks":[{"data":{"text":"hi"},"type":"paragraph"},{"data":3,"type":"divider"}]}"#
        let page = try Families.decode(Page.self, text)
        #expect((page.blocks[0] as? Paragraph) == Paragraph(text: "hi"))
        #expect((page.blocks[1] as? Divider) == Divider(width: 3))
        #expect(try Families.json(page) == text)
    }

    @Test func integerTagsRoundTripAndAliasesDecode() throws {
        let text = #"{"components":[{"label":"OK","type":2},{"options":["a"],"type":5},{"type":9,"x":[1]}]}"#
        let panel = try Families.decode(Panel.self, text)
        #expect((panel.components[0] as? Button) == Button(label: "OK"))
        #expect((panel.components[1] as? Select) == Select(options: ["a"]))
        let unknown = try #require(panel.components[2] as? UnknownComponent)
        #expect(unknown.unknown.tag == "9")
        // The alias 5 is written back as the primary tag 3; the unknown tag stays a number.
        #expect(
            try Families.json(panel)
                == #"{"components":[{"label":"OK","type":2},{"options":["a"],"type":3},{"type":9,"x":[1]}]}"#)
    }

    @Test func aTypeInTwoFamiliesUsesEachFamilysKeyAndNaming() throws {
        let goldie = GoldenRetriever(name: "G", bestFriend: nil)
        #expect(
            try Families.json(Polymorphic<any Animal>(wrappedValue: goldie))
                == #"{"kind":"golden_retriever","name":"G"}"#)
        #expect(try Families.json(Kennel(pets: [goldie])) == #"{"pets":[{"name":"G","species":"golden-retriever"}]}"#)
        let kennel = try Families.decode(Kennel.self, #"{"pets":[{"name":"H","species":"golden-retriever"}]}"#)
        #expect((kennel.pets.first as? GoldenRetriever)?.name == "H")
        #expect(throws: DecodingError.self) {
            try Families.decode(Kennel.self, #"{"pets":[{"name":"H","species":"golden_retriever"}]}"#)
        }
    }

    @Test func decodeOnlyFamilyDecodes() throws {
        let door = try Families.decode(
            Door.self, #"{"signals":[{"type":"door_opened","door":1},{"type":"opened","door":2}]}"#)
        #expect(door.signals.compactMap { ($0 as? DoorOpened)?.door } == [1, 2])
    }

    @Test func nestedPolymorphicInsideAMemberUsesTheSameRegistry() throws {
        let text =
            #"{"bestFriend":{"bestFriend":{"goodBoy":true,"kind":"dog","name":"c"},"kind":"golden_retriever","name":"b"},"kind":"golden_retriever","name":"a"}"#
        let decoded = try Families.decode(Polymorphic<any Animal>.self, text)
        #expect(try Families.json(decoded) == text)
    }

    @Test func lossyPolymorphicSkipsFailingElementsAndReportsTheirPaths() throws {
        let text = #"""
            {"star":{"kind":"cat","name":"S","lives":1},"animals":[],"byKeeper":{},"teams":{},"maybes":[],
             "lossy":[{"kind":"dog","name":"A","goodBoy":true},{"kind":"dog","name":"B"},{"kind":"parrot"},
                      {"name":"no kind"},{"kind":"cat","name":"C","lives":2}]}
            """#
        let zoo = try Families.decode(Zoo.self, text, Families.strict)
        #expect(zoo.lossy.map(\.name) == ["A", "C"])
        let errors = zoo.$lossy.compactMap { $0 as? DecodingError }
        #expect(errors.count == 3)
        #expect(
            errors.compactMap { context(of: $0).map { pathText($0.codingPath) } } == [
                ".lossy[1]", ".lossy[2].kind", ".lossy[3]",
            ])
        guard case .keyNotFound(let key, _)? = errors.first else {
            Issue.record("expected keyNotFound, got \(String(describing: errors.first))")
            return
        }
        #expect(key.stringValue == "goodBoy")
        // It encodes as a plain array of family values.
        #expect(
            try Families.json(Polymorphic(wrappedValue: zoo.lossy), Families.strict).hasPrefix(
                #"[{"goodBoy":true,"kind":"dog""#))
        // With the fallback registered, the unknown tag is kept, not skipped.
        #expect(try Families.decode(Zoo.self, text).lossy.map(\.name) == ["A", "", "C"])
    }

    @Test func eightConcurrentTasksShareOneRegistry() async throws {
        let registry = Families.registry
        let results = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<8 {
                group.addTask {
                    let text =
                        #"[{"goodBoy":true,"kind":"dog","name":"d\#(index)"},{"kind":"cat","lives":\#(index),"name":"c"}]"#
                    var last = ""
                    for _ in 0..<50 {
                        let decoded = try Families.decode(Polymorphic<[any Animal]>.self, text, registry)
                        last = try Families.json(decoded, registry)
                    }
                    return last == text ? "ok" : last
                }
            }
            var results: [String] = []
            for try await result in group { results.append(result) }
            return results
        }
        #expect(results == Array(repeating: "ok", count: 8))
    }

    @Test func namingSplitsWordsAsFoundation() {
        #expect(FlatTaggedNaming.snakeCase.tag(for: "parseURLValue") == "parse_url_value")
        #expect(FlatTaggedNaming.kebabCase.tag(for: "GoldenRetriever") == "golden-retriever")
        #expect(FlatTaggedNaming.screamingSnakeCase.tag(for: "GoldenRetriever") == "GOLDEN_RETRIEVER")
        #expect(FlatTaggedNaming.pascalCase.tag(for: "goldenRetriever") == "GoldenRetriever")
        #expect(FlatTaggedNaming.lowercase.tag(for: "GoldenRetriever") == "goldenretriever")
        #expect(FlatTaggedNaming.uppercase.tag(for: "Dog2Go") == "DOG2GO")
    }
}
