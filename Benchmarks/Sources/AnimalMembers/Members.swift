import AnimalCore
import FlatTagged

// The members of the `Animal` family, in a module of their own: five shapes of about the size
// of the chat events (strings, integers, doubles, a boolean, an array). Each keeps its
// synthesized `Codable`; the `FlatTaggedMember` conformances and the module list are written
// exactly as the generator will emit them for `// @FlatTag("dog")` and so on.

/// A dog.
public struct Dog: Animal, Equatable {
    public var id: Int
    public var name: String
    public var goodBoy: Bool
    public init(id: Int, name: String, goodBoy: Bool) {
        self.id = id
        self.name = name
        self.goodBoy = goodBoy
    }
}

/// A cat.
public struct Cat: Animal, Equatable {
    public var id: Int
    public var name: String
    public var lives: Int
    public var breed: String
    public init(id: Int, name: String, lives: Int, breed: String) {
        self.id = id
        self.name = name
        self.lives = lives
        self.breed = breed
    }
}

/// A parrot and the words it knows.
public struct Parrot: Animal, Equatable {
    public var id: Int
    public var name: String
    public var words: [String]
    public init(id: Int, name: String, words: [String]) {
        self.id = id
        self.name = name
        self.words = words
    }
}

/// A fish and where it swims.
public struct Fish: Animal, Equatable {
    public var id: Int
    public var name: String
    public var length: Double
    public var depth: Double
    public init(id: Int, name: String, length: Double, depth: Double) {
        self.id = id
        self.name = name
        self.length = length
        self.depth = depth
    }
}

/// A horse.
public struct Horse: Animal, Equatable {
    public var id: Int
    public var name: String
    public var height: Int
    public var weight: Int
    public init(id: Int, name: String, height: Int, weight: Int) {
        self.id = id
        self.name = name
        self.height = height
        self.weight = weight
    }
}

extension Dog: FlatTaggedMember { public static var flatTagging: FlatTagging { .tag("dog") } }
extension Cat: FlatTaggedMember { public static var flatTagging: FlatTagging { .tag("cat") } }
extension Parrot: FlatTaggedMember { public static var flatTagging: FlatTagging { .tag("parrot") } }
extension Fish: FlatTaggedMember { public static var flatTagging: FlatTagging { .tag("fish") } }
extension Horse: FlatTaggedMember { public static var flatTagging: FlatTagging { .tag("horse") } }

extension FlatTaggedModule {
    /// This module's members, as the plugin's module list writes it.
    public static var animalMembers: FlatTaggedModule {
        FlatTaggedModule("AnimalMembers", members: [Dog.self, Cat.self, Parrot.self, Fish.self, Horse.self])
    }
}
