import Core
import FlatTagged

/// A public member with an alias; it is also a `Pet`, tagged from its name there ("dog").
// @FlatTag("dog", aliases: ["doggo"])
public struct Dog: Animal, Pet, Equatable {
    public var name: String
    public var goodBoy: Bool
    public init(name: String, goodBoy: Bool) {
        self.name = name
        self.goodBoy = goodBoy
    }
}

/// An internal member, tagged from its name: "golden_retriever". The app can't name it, but the
/// module list registers it.
// @FlatTag
struct GoldenRetriever: Animal {
    var name: String
    @Polymorphic var bestFriend: (any Animal)?
}

#if canImport(Foundation)
    /// A member only where Foundation is.
    // @FlatTag("puppy")
    struct Puppy: Animal {
        var name: String
        var ageInWeeks: Int
    }
#endif

// @FlatTag(2, aliases: [3])
public struct Fetch: Command, Equatable {
    public var distance: Int
    public init(distance: Int) { self.distance = distance }
}
