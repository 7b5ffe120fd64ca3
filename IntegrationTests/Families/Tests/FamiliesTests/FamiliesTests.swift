import Core
import FeatureCats
import FeatureDogs
import FlatTagged
import Foundation
import Testing

// What a test target adds: a fake that claims "dog", and its module list `.familiesTests`.
// @FlatTag("dog")
struct Wolf: Animal { var name: String }

enum Registries {
    static let app = FlatTaggedRegistry(.core, .featureDogs, .featureCats)
    static let conflicting = FlatTaggedRegistry(.core, .featureDogs, .featureCats, .familiesTests)
}

func decoder(_ registry: FlatTaggedRegistry? = Registries.app) -> JSONDecoder {
    let decoder = JSONDecoder()
    if let registry { decoder.userInfo[.flatTagged] = registry }
    return decoder
}

func json<T: Encodable>(_ value: T, _ registry: FlatTaggedRegistry = Registries.app) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    encoder.userInfo[.flatTagged] = registry
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}

func path(_ codingPath: [any CodingKey]) -> String {
    codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: "/")
}

extension DecodingError {
    var codingPathText: String {
        switch self {
        case .keyNotFound(let key, let context): path(context.codingPath + [key])
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            path(context.codingPath)
        @unknown default: ""
        }
    }
}

let zooJSON = #"""
    {"star":{"kind":"doggo","name":"Rex","goodBoy":true},
     "visitor":{"kind":"cat","name":"Tom","lives":9},
     "animals":[{"kind":"golden_retriever","name":"Goldie","bestFriend":{"kind":"cat","name":"Kit","lives":3}},
                {"kind":"puppy","name":"Bit","ageInWeeks":8},
                {"kind":"parrot","name":"Polly","words":["hi",{"n":1.5}]}],
     "byKeeper":{"ann":{"kind":"cat","name":"Ann's","lives":1}},
     "teams":{"red":[{"kind":"dog","name":"A","goodBoy":true}],"blue":[]},
     "lossy":[{"kind":"dog","name":"L","goodBoy":true},{"kind":"dog","name":"no goodBoy"}]}
    """#

@Test func theRegistryOfTheGeneratedModuleListsHasNoConflicts() {
    #expect(Registries.app.conflicts.isEmpty)
    #expect(FlatTaggedModule.core.name == "Core")
    #expect(FlatTaggedModule.featureDogs.members.count == 5)  // Dog, GoldenRetriever, Puppy (#if), Fetch, Script.Whistle
}

@Test func aZooRoundTripsThroughJSON() throws {
    let zoo = try decoder().decode(Zoo.self, from: Data(zooJSON.utf8))
    #expect((zoo.star as? Dog) == Dog(name: "Rex", goodBoy: true))
    #expect((zoo.visitor as? Cat) == Cat(name: "Tom", lives: 9))
    #expect(zoo.animals.map { String(describing: type(of: $0)) } == ["GoldenRetriever", "Puppy", "UnknownAnimal"])
    #expect(zoo.byKeeper["ann"]?.name == "Ann's")
    #expect(zoo.teams["blue"]?.isEmpty == true)
    #expect(zoo.lossy.map(\.name) == ["L"])
    #expect(zoo.$lossy.map { error in (error as? DecodingError).map(\.codingPathText) } == ["lossy/1/goodBoy"])
    let encoded = try json(zoo)
    #expect(encoded.contains(#""star":{"goodBoy":true,"kind":"dog","name":"Rex"}"#))
    #expect(encoded.contains(#"{"kind":"parrot","name":"Polly","words":["hi",{"n":1.5}]}"#))
    let again = try decoder().decode(Zoo.self, from: Data(encoded.utf8))
    #expect(try json(again) == encoded)
}

@Test func aZooRoundTripsThroughPropertyLists() throws {
    let zoo = try decoder().decode(Zoo.self, from: Data(zooJSON.utf8))
    let encoder = PropertyListEncoder()
    encoder.userInfo[.flatTagged] = Registries.app
    let plist = try encoder.encode(zoo)
    let decoder = PropertyListDecoder()
    decoder.userInfo[.flatTagged] = Registries.app
    let back = try decoder.decode(Zoo.self, from: plist)
    #expect(try json(back) == json(zoo))
}

@Test func familyValuesInAnEnum() throws {
    let text = #"""
        [{"type":"adopted","pet":{"kind":"cat","name":"Tom","lives":9},"by":"Ann"},
         {"type":"transferred","animals":[{"kind":"dog","name":"Rex","goodBoy":true}]},
         {"type":"visited"},
         {"type":"closed"}]
        """#
    let events = try decoder().decode([ZooEvent].self, from: Data(text.utf8))
    guard case .adopted(let pet, "Ann") = events[0], case .transferred(let animals, nil) = events[1],
        case .visited(nil) = events[2], case .closed = events[3]
    else {
        Issue.record("unexpected events \(events)")
        return
    }
    #expect((pet as? Cat)?.lives == 9)
    #expect(animals.first is Dog)
    #expect(try json(try decoder().decode([ZooEvent].self, from: Data(json(events).utf8))) == json(events))
}

@Test func oneTypeInTwoFamiliesWithItsOwnKeyAndNaming() throws {
    let pet = try decoder().decode(
        Polymorphic<any Pet>.self, from: Data(#"{"species":"dog","name":"R","goodBoy":true}"#.utf8))
    #expect(pet.wrappedValue is Dog)
    #expect(try json(pet) == #"{"goodBoy":true,"name":"R","species":"dog"}"#)
}

@Test func integerTagsAndTheContentForm() throws {
    let text = #"{"commands":[{"op":2,"d":{"distance":5}},{"op":3,"d":{"distance":1}},{"op":1,"d":{}}]}"#
    let script = try decoder().decode(Script.self, from: Data(text.utf8))
    #expect(script.commands.compactMap { $0 as? Fetch } == [Fetch(distance: 5), Fetch(distance: 1)])
    #expect(script.commands.last is Stop)
    #expect(
        try json(script) == #"{"commands":[{"d":{"distance":5},"op":2},{"d":{"distance":1},"op":2},{"d":{},"op":1}]}"#)
}

@Test func aMainActorTargetsMemberDecodes() async throws {
    let alarm = try await MainActor.run {
        try decoder().decode(Alarm.self, from: Data(#"{"signals":[{"type":"bell_rang","loud":true}]}"#.utf8))
    }
    #expect(alarm.signals.count == 1)
}

// MARK: Errors

@Test func anUnknownTagWithoutAFallbackNamesEveryTag() throws {
    let strict = FlatTaggedRegistry(
        FlatTaggedModule("Strict", families: [.animal], members: FlatTaggedModule.featureDogs.members + [Cat.self]))
    do {
        _ = try decoder(strict).decode(Zoo.self, from: Data(zooJSON.utf8))
        Issue.record("decoded an unknown tag")
    } catch DecodingError.dataCorrupted(let context) {
        #expect(path(context.codingPath) == "animals/2/kind")
        #expect(
            context.debugDescription
                == #"Animal: unknown "kind" value "parrot"; expected one of "cat", "dog", "doggo", "golden_retriever", "puppy""#
        )
    }
}

@Test func aMissingKeyAndAWrongType() throws {
    do {
        _ = try decoder().decode(Polymorphic<any Animal>.self, from: Data(#"{"name":"x"}"#.utf8))
        Issue.record("decoded without a key")
    } catch DecodingError.keyNotFound(let key, _) {
        #expect(key.stringValue == "kind")
    }
    do {
        _ = try decoder().decode(Polymorphic<any Animal>.self, from: Data(#"{"kind":3}"#.utf8))
        Issue.record("decoded a number as a tag")
    } catch DecodingError.typeMismatch(_, let context) {
        #expect(path(context.codingPath) == "kind")
    }
}

@Test func configurationErrors() throws {
    do {
        _ = try decoder(nil).decode(Zoo.self, from: Data(zooJSON.utf8))
        Issue.record("decoded without a registry")
    } catch let error as FlatTaggedConfigurationError {
        #expect(error.codingPath == ["star"])
        #expect(error.message.hasPrefix("no FlatTagged registry in the decoder's userInfo to decode Animal"))
    }
    let withoutCore = FlatTaggedRegistry(.featureDogs)
    do {
        _ = try decoder(withoutCore).decode(Zoo.self, from: Data(zooJSON.utf8))
        Issue.record("decoded without the family")
    } catch let error as FlatTaggedConfigurationError {
        #expect(error.message.contains("Animal is not a registered FlatTagged family"))
        #expect(error.message.contains("FeatureDogs"))
    }
}

@Test func encodingAnUnregisteredMemberFails() throws {
    do {
        _ = try json(Polymorphic<any Animal>(wrappedValue: Wolf(name: "w")))
        Issue.record("encoded an unregistered member")
    } catch EncodingError.invalidValue(_, let context) {
        #expect(context.debugDescription.contains("Wolf is not a registered member"))
    }
}

@Test func conflictsAreReportedNotGuessed() throws {
    let conflicts = Registries.conflicting.conflicts
    #expect(
        conflicts.contains {
            $0.contains(#"tag "dog""#) && $0.contains("FeatureDogs.Dog") && $0.contains("FamiliesTests.Wolf")
        })
    #expect(throws: DecodingError.self) {
        try decoder(Registries.conflicting).decode(
            Polymorphic<any Animal>.self, from: Data(#"{"kind":"dog","name":"x","goodBoy":true}"#.utf8))
    }
}

@Test func eightConcurrentTasksShareOneRegistry() async throws {
    let results = try await withThrowingTaskGroup(of: Int.self) { group in
        for _ in 0..<8 {
            group.addTask {
                var count = 0
                for _ in 0..<50 {
                    count += try decoder().decode(Zoo.self, from: Data(zooJSON.utf8)).animals.count
                }
                return count
            }
        }
        return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results == Array(repeating: 150, count: 8))
}

@Test func aFamilyOfAMainActorTargetDecodesOffTheMainActor() async throws {
    let types = try await Task.detached {
        try toyTypes(#"[{"type":"yarn_ball","color":"red"},{"type":"kite"}]"#, registry: Registries.app)
    }.value
    #expect(types == ["YarnBall", "UnknownToy"])
}

@Test func aMainActorMemberOfANonSendableFamilyDecodesOnTheMainActor() async throws {
    let types = try await MainActor.run {
        try widgetTypes(#"[{"type":"Gauge","value":3},{"type":"Dial","angle":90}]"#, registry: Registries.app)
    }
    #expect(types == ["Gauge", "Dial"])
}

@Test func offTheMainActorAMainActorMemberIsAConfigurationErrorThatSaysWhy() async throws {
    let detached = Task.detached {
        try widgetTypes(#"[{"type":"Dial","angle":90},{"type":"Gauge","value":3}]"#, registry: Registries.app)
    }
    do {
        let types = try await detached.value
        Issue.record("decoded \(types) off the main actor")
    } catch let error as FlatTaggedConfigurationError {
        #expect(error.message.contains("Gauge"), "\(error)")
        #expect(error.message.contains("main actor"), "\(error)")
        #expect(error.message.contains("nonisolated struct Gauge"), "\(error)")
        #expect(!error.message.contains("is not a Widget"), "\(error)")
    }
    // The same with a registry built off the main actor.
    let offMain = Task.detached {
        try widgetTypes(
            #"[{"type":"Gauge","value":3}]"#, registry: FlatTaggedRegistry(.core, .featureDogs, .featureCats))
    }
    do {
        let types = try await offMain.value
        Issue.record("decoded \(types) off the main actor")
    } catch let error as FlatTaggedConfigurationError {
        #expect(error.message.contains("nonisolated struct Gauge"), "\(error)")
    }
    // A nonisolated member decodes anywhere.
    let dials = try await Task.detached { try widgetTypes(#"[{"type":"Dial","angle":1}]"#, registry: Registries.app) }
        .value
    #expect(dials == ["Dial"])
}

@Test func aMemberNestedInATypeOfAnotherModule() throws {
    let script = try decoder().decode(Script.self, from: Data(#"{"commands":[{"op":4,"d":{"times":3}}]}"#.utf8))
    #expect(script.commands.compactMap { $0 as? Script.Whistle } == [Script.Whistle(times: 3)])
    #expect(try json(script) == #"{"commands":[{"d":{"times":3},"op":4}]}"#)
}
