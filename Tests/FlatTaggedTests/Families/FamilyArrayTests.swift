import FlatTagged
import Foundation
import Testing

// Arrays of family values decode through a slot per element into the array's storage, the family
// bound to a task-local for the loop (`FamilyElementCoding.swift`); tags are compared one by one
// for a family of up to 8 string tags and hashed beyond. These tests pin what that must not change.

/// A member that holds an array of its own family: arrays nested inside an array's element.
struct Pack: Animal, FlatTaggedMember {
    static var flatTagging: FlatTagging { .tag("pack") }
    var name: String
    @Polymorphic var members: [any Animal]
}

/// A family with more string tags than the one-by-one comparison takes.
protocol Letter: Codable, Sendable {}

extension FlatTaggedFamily {
    static let letter = FlatTaggedFamily(Letter.self, key: "letter", naming: .lowercase) { $0 is any Letter.Type }
}

struct Alpha: Letter, FlatTaggedMember, Equatable {
    static var flatTagging: FlatTagging { .typeName }
    var n: Int
}
struct Beta: Letter, FlatTaggedMember, Equatable {
    static var flatTagging: FlatTagging { .typeName }
    var n: Int
}
struct Gamma: Letter, FlatTaggedMember, Equatable {
    static var flatTagging: FlatTagging { .typeName }
    var n: Int
}
struct Delta: Letter, FlatTaggedMember, Equatable {
    static var flatTagging: FlatTagging { .typeName }
    var n: Int
}
struct Epsilon: Letter, FlatTaggedMember, Equatable {
    static var flatTagging: FlatTagging { .typeName }
    var n: Int
}
struct Zeta: Letter, FlatTaggedMember, Equatable {
    static var flatTagging: FlatTagging { .typeName }
    var n: Int
}
struct Eta: Letter, FlatTaggedMember, Equatable {
    static var flatTagging: FlatTagging { .typeName }
    var n: Int
}
struct Theta: Letter, FlatTaggedMember, Equatable {
    static var flatTagging: FlatTagging { .typeName(aliases: ["th"]) }
    var n: Int
}

extension FlatTaggedModule {
    static let packs = FlatTaggedModule("Packs", members: [Pack.self])
    static let letters = FlatTaggedModule(
        "Letters", families: [.letter],
        members: [Alpha.self, Beta.self, Gamma.self, Delta.self, Epsilon.self, Zeta.self, Eta.self, Theta.self])
}

@Suite("Families: arrays decoded element by element into their storage")
struct FamilyArrayTests {
    let registry = FlatTaggedRegistry(.core, .featureDogs, .featureCats, .packs, .letters)

    private func corrupted(_ error: DecodingError) -> DecodingError.Context? {
        if case .dataCorrupted(let context) = error { return context }
        Issue.record("expected dataCorrupted, got \(error)")
        return nil
    }

    @Test func arraysNestedInAnElementDecodeIntoTheirOwnArrays() throws {
        let text = #"""
            [{"kind":"pack","name":"p","members":[{"kind":"dog","name":"a","goodBoy":true},
              {"kind":"pack","name":"q","members":[{"kind":"cat","name":"c","lives":9}]},
              {"kind":"cat","name":"b","lives":3}]},
             {"kind":"cat","name":"z","lives":1}, {"kind":"pack","name":"empty","members":[]}]
            """#
        let animals = try Families.animals(text, registry)
        #expect(animals.map(\.name) == ["p", "z", "empty"])
        let pack = try #require(animals.first as? Pack)
        #expect(pack.members.map(\.name) == ["a", "q", "b"])
        #expect((pack.members[1] as? Pack)?.members.map(\.name) == ["c"])
        #expect((animals[2] as? Pack)?.members.isEmpty == true)
        // Encoding writes the same objects back.
        let again = try Families.animals(try Families.json(Polymorphic(wrappedValue: animals), registry), registry)
        #expect(again.map(\.name) == ["p", "z", "empty"])
    }

    @Test func anErrorInANestedArrayHasTheWholePath() throws {
        let text = #"""
            [{"kind":"cat","name":"z","lives":1},
             {"kind":"pack","name":"p","members":[{"kind":"dog","name":"a","goodBoy":true},{"kind":"cat","name":"b"}]}]
            """#
        let error = try #require(throws: DecodingError.self) { try Families.animals(text, registry) }
        guard case .keyNotFound(let key, let context) = error else {
            Issue.record("expected keyNotFound, got \(error)")
            return
        }
        #expect(key.stringValue == "lives")
        #expect(pathText(context.codingPath) == "[1].members[1]")
    }

    @Test func manyStringTagsDecodeThroughTheHashedTable() throws {
        let tags = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "th"]
        let text = "[" + tags.enumerated().map { #"{"letter":"\#($1)","n":\#($0)}"# }.joined(separator: ",") + "]"
        let letters = try Families.decode(Polymorphic<[any Letter]>.self, text, registry).wrappedValue
        #expect(
            letters.map { String(describing: type(of: $0)) } == [
                "Alpha", "Beta", "Gamma", "Delta", "Epsilon", "Zeta", "Eta", "Theta", "Theta",
            ])
        let unknown = try #require(throws: DecodingError.self) {
            try Families.decode(Polymorphic<[any Letter]>.self, #"[{"letter":"iota","n":1}]"#, registry)
        }
        #expect(
            corrupted(unknown)?.debugDescription
                == #"Letter: unknown "letter" value "iota"; expected one of "alpha", "beta", "delta", "epsilon", "eta", "gamma", "th", "theta", "zeta""#
        )
        #expect(pathText(corrupted(unknown)?.codingPath ?? []) == "[0].letter")
    }
}
