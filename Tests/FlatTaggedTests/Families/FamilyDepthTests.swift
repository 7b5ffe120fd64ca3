import FlatTagged
import Foundation
import Testing

@Suite("Families: a family value nested in a member of its family decodes in linear time")
struct FamilyDepthTests {
    /// Golden retrievers whose best friend is the next one, `depth` levels down.
    static func nested(depth: Int) -> String {
        String(repeating: #"{"kind":"golden_retriever","name":"g","bestFriend":"#, count: depth)
            + #"{"kind":"cat","name":"c","lives":1}"# + String(repeating: "}", count: depth)
    }

    /// How deep a decoded value nests.
    static func depth(of animal: any Animal) -> Int {
        var animal = animal
        var depth = 0
        while let golden = animal as? GoldenRetriever, let friend = golden.bestFriend {
            depth += 1
            animal = friend
        }
        return depth
    }

    /// Building a coding path costs the decoder its depth (swift-foundation's `JSONDecoder`
    /// walks a chain of keys), so a read per level makes decoding quadratic: no level reads it.
    @Test(arguments: [16, 128])
    func noLevelReadsTheCodingPath(depth: Int) throws {
        let statistics = PathCountingStatistics()
        let animal = try PathCountingDecoder.decode(
            Polymorphic<any Animal>.self, from: Self.nested(depth: depth),
            userInfo: [.flatTagged: Families.registry], statistics: statistics
        ).wrappedValue
        #expect(Self.depth(of: animal) == depth)
        #expect(statistics.pathKeysBuilt == 0)
        #expect(statistics.errorsThrown == 0)
    }

    /// The path is still built where it is needed: in an error.
    @Test func anErrorDeepDownStillNamesItsPath() throws {
        let text = Self.nested(depth: 3).replacingOccurrences(of: #""kind":"cat""#, with: #""kind":null"#)
        let error = try #require(throws: DecodingError.self) {
            try Families.decode(Polymorphic<any Animal>.self, text)
        }
        guard case .keyNotFound(let key, let context) = error else {
            Issue.record("expected keyNotFound, got \(error)")
            return
        }
        #expect(key.stringValue == "kind")
        #expect(context.codingPath.map(\.stringValue) == ["bestFriend", "bestFriend", "bestFriend"])
    }
}
