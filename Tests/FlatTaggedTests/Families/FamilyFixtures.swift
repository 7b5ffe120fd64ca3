import FlatTagged
import Foundation

// Families, members, fallbacks and module lists written by hand, as users can (see the Open families article)
// without the plugin. Each "module" is a `FlatTaggedModule` value; the types all live in this
// test target, so their module-qualified names start with `FlatTaggedTests.`.

// MARK: Animal: string tags, key "kind", snake-case naming, flat, with a lossless fallback

protocol Animal: Codable, Sendable { var name: String { get } }

extension FlatTaggedFamily {
    static let animal = FlatTaggedFamily(Animal.self, key: "kind", naming: .snakeCase) { $0 is any Animal.Type }
}

struct Dog: Animal, FlatTaggedMember, Equatable {
    static var flatTagging: FlatTagging { .tag("dog", aliases: ["doggo"]) }
    var name: String
    var goodBoy: Bool
}

struct Cat: Animal, FlatTaggedMember, Equatable {
    static var flatTagging: FlatTagging { .tag("cat") }
    var name: String
    var lives: Int
}

/// Tagged from its name: `golden_retriever` as an `Animal`, `golden-retriever` as a `Pet`.
struct GoldenRetriever: Animal, Pet, FlatTaggedMember {
    static var flatTagging: FlatTagging { .typeName }
    var name: String
    @Polymorphic var bestFriend: (any Animal)?
}

struct UnknownAnimal: Animal, FlatTaggedFallback {
    let unknown: FlatTaggedUnknown
    init(flatTaggedUnknown unknown: FlatTaggedUnknown) { self.unknown = unknown }
    init(from decoder: any Decoder) throws { self.unknown = try FlatTaggedUnknown(from: decoder) }
    func encode(to encoder: any Encoder) throws { try unknown.encode(to: encoder) }
    var name: String {
        if case .string(let name)? = unknown.object["name"] { return name }
        return ""
    }
}

/// Not in any module of `Families.registry`: encoding it is an error; in `conflicting`, it claims "dog".
struct Wolf: Animal, FlatTaggedMember {
    static var flatTagging: FlatTagging { .tag("dog") }
    var name: String
}

/// A second fallback, for the conflict of two fallbacks.
struct OtherUnknownAnimal: Animal, FlatTaggedFallback {
    let unknown: FlatTaggedUnknown
    init(flatTaggedUnknown unknown: FlatTaggedUnknown) { self.unknown = unknown }
    init(from decoder: any Decoder) throws { self.unknown = try FlatTaggedUnknown(from: decoder) }
    func encode(to encoder: any Encoder) throws { try unknown.encode(to: encoder) }
    var name: String { "" }
}

/// Encodes a single value: it can't stand beside a tag in the flat form.
struct Pebble: Animal, FlatTaggedMember {
    static var flatTagging: FlatTagging { .tag("pebble") }
    var name: String
    init(name: String) { self.name = name }
    init(from decoder: any Decoder) throws { self.name = try decoder.singleValueContainer().decode(String.self) }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}

/// Encodes an array: no more an object than a single value.
struct Flock: Animal, FlatTaggedMember {
    static var flatTagging: FlatTagging { .tag("flock") }
    var name: String
    init(name: String) { self.name = name }
    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.name = try container.decode(String.self)
    }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(name)
    }
}

/// Encodes an empty array: it writes nothing, yet it is not an object either.
struct EmptyFlock: Animal, FlatTaggedMember {
    static var flatTagging: FlatTagging { .tag("empty_flock") }
    var name: String { "" }
    init() {}
    init(from decoder: any Decoder) throws { _ = try decoder.unkeyedContainer() }
    func encode(to encoder: any Encoder) throws { _ = encoder.unkeyedContainer() }
}

// MARK: Pet: a second family of GoldenRetriever, with its own key and naming

protocol Pet: Codable, Sendable {}

extension FlatTaggedFamily {
    static let pet = FlatTaggedFamily(Pet.self, key: "species", naming: .kebabCase) { $0 is any Pet.Type }
}

// MARK: Component: integer tags

protocol Component: Codable, Sendable {}

extension FlatTaggedFamily {
    static let component = FlatTaggedFamily(Component.self) { $0 is any Component.Type }
}

struct Button: Component, FlatTaggedMember, Equatable {
    static var flatTagging: FlatTagging { .tag(2) }
    var label: String
}

struct Select: Component, FlatTaggedMember, Equatable {
    static var flatTagging: FlatTagging { .tag(3, aliases: [5, 6]) }
    var options: [String]
}

struct UnknownComponent: Component, FlatTaggedFallback {
    let unknown: FlatTaggedUnknown
    init(flatTaggedUnknown unknown: FlatTaggedUnknown) { self.unknown = unknown }
    init(from decoder: any Decoder) throws { self.unknown = try FlatTaggedUnknown(from: decoder) }
    func encode(to encoder: any Encoder) throws { try unknown.encode(to: encoder) }
}

/// A string tag in an integer family: a conflict.
struct Slider: Component, FlatTaggedMember {
    static var flatTagging: FlatTagging { .tag("slider") }
}

// MARK: Block: the content form, content "data"

protocol Block: Codable, Sendable {}

extension FlatTaggedFamily {
    static let block = FlatTaggedFamily(Block.self, content: "data") { $0 is any Block.Type }
}

struct Paragraph: Block, FlatTaggedMember, Equatable {
    static var flatTagging: FlatTagging { .tag("paragraph") }
    var text: String
}

/// A single value: fine under a content key.
struct Divider: Block, FlatTaggedMember, Equatable {
    static var flatTagging: FlatTagging { .tag("divider") }
    var width: Int
    init(width: Int) { self.width = width }
    init(from decoder: any Decoder) throws { self.width = try decoder.singleValueContainer().decode(Int.self) }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(width)
    }
}

/// An empty array: fine under a content key, as `EmptyFlock` isn't in the flat form.
struct Shelf: Block, FlatTaggedMember {
    static var flatTagging: FlatTagging { .tag("shelf") }
    init() {}
    init(from decoder: any Decoder) throws { _ = try decoder.unkeyedContainer() }
    func encode(to encoder: any Encoder) throws { _ = encoder.unkeyedContainer() }
}

// MARK: Signal: a decode-only family

protocol Signal: Decodable, Sendable {}

extension FlatTaggedFamily {
    static let signal = FlatTaggedFamily(Signal.self, naming: .snakeCase, directions: .decoding) {
        $0 is any Signal.Type
    }
}

struct DoorOpened: Signal, FlatTaggedMember {
    static var flatTagging: FlatTagging { .typeName(aliases: ["opened"]) }
    var door: Int
}

// MARK: Modules and registries

extension FlatTaggedModule {
    static let core = FlatTaggedModule(
        "Core", families: [.animal, .pet, .component, .block, .signal],
        members: [UnknownAnimal.self, UnknownComponent.self])
    static let featureDogs = FlatTaggedModule("FeatureDogs", members: [Dog.self, GoldenRetriever.self])
    static let featureCats = FlatTaggedModule(
        "FeatureCats", members: [Cat.self, Button.self, Select.self, Paragraph.self, Divider.self, DoorOpened.self])
    /// What a test target adds: Wolf claims "dog", and a second fallback.
    static let appTests = FlatTaggedModule("AppTests", members: [Wolf.self, OtherUnknownAnimal.self, Slider.self])
    /// Animal and Component without their fallbacks.
    static let strict = FlatTaggedModule(
        "Strict", families: [.animal, .component, .block],
        members: [Dog.self, Cat.self, GoldenRetriever.self, Button.self, Select.self, Pebble.self, Flock.self])
}

enum Families {
    static let registry = FlatTaggedRegistry(.core, .featureDogs, .featureCats)
    static let strict = FlatTaggedRegistry(.strict)
    static let conflicting = FlatTaggedRegistry(.core, .featureDogs, .featureCats, .appTests)

    static func encoder(_ registry: FlatTaggedRegistry? = registry) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        if let registry { encoder.userInfo[.flatTagged] = registry }
        return encoder
    }

    static func decoder(_ registry: FlatTaggedRegistry? = registry) -> JSONDecoder {
        let decoder = JSONDecoder()
        if let registry { decoder.userInfo[.flatTagged] = registry }
        return decoder
    }

    static func json<T: Encodable>(_ value: T, _ registry: FlatTaggedRegistry? = registry) throws -> String {
        String(decoding: try encoder(registry).encode(value), as: UTF8.self)
    }

    static func decode<T: Decodable>(_ type: T.Type, _ text: String, _ registry: FlatTaggedRegistry? = registry) throws
        -> T
    {
        try decoder(registry).decode(type, from: Data(text.utf8))
    }

    /// Decodes `text` as `[any Animal]` and encodes it again.
    static func animals(_ text: String, _ registry: FlatTaggedRegistry = registry) throws -> [any Animal] {
        try decode(Polymorphic<[any Animal]>.self, text, registry).wrappedValue
    }
}

/// Every property shape `@Polymorphic` supports, with synthesized `Codable`.
struct Zoo: Codable, Sendable {
    @Polymorphic var star: any Animal
    @Polymorphic var visitor: (any Animal)?
    @Polymorphic var animals: [any Animal]
    @Polymorphic var byKeeper: [String: any Animal]
    @Polymorphic var teams: [String: [any Animal]]
    @Polymorphic var maybes: [(any Animal)?]
    @LossyPolymorphic var lossy: [any Animal]
}

struct Page: Codable, Sendable {
    @Polymorphic var blocks: [any Block]
}

struct Panel: Codable, Sendable {
    @Polymorphic var components: [any Component]
}

struct Door: Decodable, Sendable {
    @Polymorphic var signals: [any Signal]
}

struct Kennel: Codable, Sendable {
    @Polymorphic var pets: [any Pet]
}
