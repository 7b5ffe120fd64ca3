import AnimalCore
import AnimalMembers
import FlatTagged
import Foundation

// Families: `[any Animal]` whose members live in another module (see
// AnimalCore and AnimalMembers), decoded and encoded from the same bytes by:
//   - closed-enum: the equivalent closed `// @FlatTagged` enum, the baseline;
//   - family: `Polymorphic<[any Animal]>` through a `FlatTaggedRegistry`;
//   - kitten-registry, dynamic-registry, typed-list: the runtime-registry designs of the seeds,
//     written here from their published descriptions (no code copied), each in the closest
//     honest Swift 6 form.
// Every design uses the key "_type", the one nilcoalescing's design fixes.

// MARK: - closed-enum

/// The same members as cases of one closed enum.
// @FlatTagged(key: "_type")
enum ClosedAnimal: Equatable, Sendable {
    case dog(Dog)
    case cat(Cat)
    case parrot(Parrot)
    case fish(Fish)
    case horse(Horse)
}

extension ClosedAnimal {
    /// The member, as a family value.
    var animal: any Animal {
        switch self {
        case .dog(let value): value
        case .cat(let value): value
        case .parrot(let value): value
        case .fish(let value): value
        case .horse(let value): value
        }
    }
}

/// The animals of the benchmark: the five members in turn.
func closedAnimal(_ index: Int) -> ClosedAnimal {
    switch index % 5 {
    case 0: .dog(Dog(id: index, name: "Rex \(index)", goodBoy: index % 2 == 0))
    case 1: .cat(Cat(id: index, name: "Tom \(index)", lives: 9 - index % 9, breed: "ragdoll"))
    case 2: .parrot(Parrot(id: index, name: "Polly", words: ["hello", "cracker", "bye"]))
    case 3: .fish(Fish(id: index, name: "Nemo \(index)", length: 7.5 + Double(index % 10) / 10, depth: 12.25))
    default: .horse(Horse(id: index, name: "Spirit", height: 160 + index % 20, weight: 500))
    }
}

/// The registry the family approach reads from `userInfo[.flatTagged]`.
let animalRegistry = FlatTaggedRegistry(.animalCore, .animalMembers)

// MARK: - kitten-registry: CodableKitten's design

/// A member of CodableKitten's design declares its type name.
protocol KittenAnimal: Animal {
    static var typeName: String { get }
}

extension Dog: KittenAnimal { static var typeName: String { "dog" } }
extension Cat: KittenAnimal { static var typeName: String { "cat" } }
extension Parrot: KittenAnimal { static var typeName: String { "parrot" } }
extension Fish: KittenAnimal { static var typeName: String { "fish" } }
extension Horse: KittenAnimal { static var typeName: String { "horse" } }

/// The registry travels in `userInfo`: the types, scanned in order.
struct KittenRegistry: Sendable {
    static let userInfoKey = CodingUserInfoKey(rawValue: "kittenRegistry")!
    var types: [any KittenAnimal.Type]
}

/// One element: decode a throwaway extractor for the type name, scan the registered types,
/// decode again with the type found. Encoding writes the type name, then the value.
struct KittenBox: Codable, Sendable {
    var value: any KittenAnimal

    private struct TypeExtractor: Decodable {
        var type: String
        enum CodingKeys: String, CodingKey { case type = "_type" }
    }

    private enum CodingKeys: String, CodingKey { case type = "_type" }

    init(_ value: any KittenAnimal) {
        self.value = value
    }

    init(from decoder: any Decoder) throws {
        guard let registry = decoder.userInfo[KittenRegistry.userInfoKey] as? KittenRegistry else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no registry"))
        }
        let name = try TypeExtractor(from: decoder).type
        guard let type = registry.types.first(where: { $0.typeName == name }) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "unknown \(name)"))
        }
        value = try type.init(from: decoder)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Swift.type(of: value).typeName, forKey: .type)
        try value.encode(to: encoder)
    }
}

// MARK: - dynamic-registry: DynamicCodable's design

/// A member of DynamicCodable's design carries its type identifier as an instance property.
protocol DynamicAnimal: Animal {
    var type: String { get }
}

extension Dog: DynamicAnimal { var type: String { "dog" } }
extension Cat: DynamicAnimal { var type: String { "cat" } }
extension Parrot: DynamicAnimal { var type: String { "parrot" } }
extension Fish: DynamicAnimal { var type: String { "fish" } }
extension Horse: DynamicAnimal { var type: String { "horse" } }

/// The one global place where identifiers map to types, filled by `register` at startup. The
/// design has a plain `static var` and no lock; Swift 6 accepts that only as
/// `nonisolated(unsafe)`, which is what it is: unsynchronized global state.
enum DynamicAnimalRegistry {
    nonisolated(unsafe) private static var types: [String: any DynamicAnimal.Type] = [:]

    static func register(_ type: any DynamicAnimal.Type, typeIdentifier: String) {
        types[typeIdentifier] = type
    }

    static func type(for typeIdentifier: String) throws -> any DynamicAnimal.Type {
        guard let type = types[typeIdentifier] else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no type \(typeIdentifier)"))
        }
        return type
    }
}

/// The property wrapper: decode the identifier, look it up in the global dictionary, decode
/// the value with the type found. Encoding writes the value, then its identifier (the design's
/// members store `type` and encode it themselves; these members are shared by every design, so
/// the wrapper writes it for them).
@propertyWrapper
struct DynamicCoded: Codable, Sendable {
    var wrappedValue: any DynamicAnimal

    private struct TypeIdentifier: Decodable {
        var type: String
        enum CodingKeys: String, CodingKey { case type = "_type" }
    }

    private enum CodingKeys: String, CodingKey { case type = "_type" }

    init(wrappedValue: any DynamicAnimal) {
        self.wrappedValue = wrappedValue
    }

    init(from decoder: any Decoder) throws {
        let identifier = try TypeIdentifier(from: decoder).type
        wrappedValue = try DynamicAnimalRegistry.type(for: identifier).init(from: decoder)
    }

    func encode(to encoder: any Encoder) throws {
        try wrappedValue.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(wrappedValue.type, forKey: .type)
    }
}

/// Registers the members in the global dictionary, as the design's apps do at launch.
func registerDynamicAnimals() {
    DynamicAnimalRegistry.register(Dog.self, typeIdentifier: "dog")
    DynamicAnimalRegistry.register(Cat.self, typeIdentifier: "cat")
    DynamicAnimalRegistry.register(Parrot.self, typeIdentifier: "parrot")
    DynamicAnimalRegistry.register(Fish.self, typeIdentifier: "fish")
    DynamicAnimalRegistry.register(Horse.self, typeIdentifier: "horse")
}

// MARK: - typed-list: nilcoalescing's `Polymorphic` protocol

/// A member of nilcoalescing's design: an id, by default the type's name.
/// (`SendableMetatype`: Swift 6 wants the hand-listed types in `userInfo` to be `Sendable`.)
protocol NilCoalescingPolymorphic: Codable, SendableMetatype {
    static var id: String { get }
}

extension NilCoalescingPolymorphic {
    static var id: String { String(describing: Self.self) }
}

extension Dog: NilCoalescingPolymorphic { static var id: String { "dog" } }
extension Cat: NilCoalescingPolymorphic { static var id: String { "cat" } }
extension Parrot: NilCoalescingPolymorphic { static var id: String { "parrot" } }
extension Fish: NilCoalescingPolymorphic { static var id: String { "fish" } }
extension Horse: NilCoalescingPolymorphic { static var id: String { "horse" } }

/// The fixed key the design writes the id under.
enum NilCoalescingMetaKeys: String, CodingKey {
    case type = "_type"
}

extension CodingUserInfoKey {
    /// The hand-listed types, `[any NilCoalescingPolymorphic.Type]`, in `userInfo`.
    static let nilCoalescingTypes = CodingUserInfoKey(rawValue: "nilCoalescingTypes")!
}

extension Encoder {
    /// Writes the value's id, then the value; the value must conform at run time.
    func encodeNilCoalescingPolymorphic<Value>(_ value: Value) throws {
        guard let value = value as? any NilCoalescingPolymorphic else {
            throw EncodingError.invalidValue(value, .init(codingPath: codingPath, debugDescription: "not polymorphic"))
        }
        var container = container(keyedBy: NilCoalescingMetaKeys.self)
        try container.encode(type(of: value).id, forKey: .type)
        try value.encode(to: self)
    }
}

extension Decoder {
    /// Reads the id, finds its type among the listed ones (a linear scan), decodes it and casts
    /// it to the expected type.
    func decodeNilCoalescingPolymorphic<Expected>(_ expected: Expected.Type) throws -> Expected {
        let container = try container(keyedBy: NilCoalescingMetaKeys.self)
        let id = try container.decode(String.self, forKey: .type)
        guard let types = userInfo[.nilCoalescingTypes] as? [any NilCoalescingPolymorphic.Type] else {
            throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "no types")
        }
        guard let type = types.first(where: { $0.id == id }) else {
            throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "unknown \(id)")
        }
        guard let value = try type.init(from: self) as? Expected else {
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "not \(Expected.self)")
        }
        return value
    }
}

/// The design's array wrapper: each element through its own `superDecoder()`/`superEncoder()`.
@propertyWrapper
struct NilCoalescingPolymorphicArray<Value>: Codable {
    var wrappedValue: [Value]

    init(wrappedValue: [Value]) {
        self.wrappedValue = wrappedValue
    }

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var values: [Value] = []
        while !container.isAtEnd {
            values.append(try container.superDecoder().decodeNilCoalescingPolymorphic(Value.self))
        }
        wrappedValue = values
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for value in wrappedValue {
            try container.superEncoder().encodeNilCoalescingPolymorphic(value)
        }
    }
}

/// The decoder every family approach uses: each design finds what it needs in `userInfo`.
func makeFamilyDecoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.userInfo[.flatTagged] = animalRegistry
    decoder.userInfo[KittenRegistry.userInfoKey] = KittenRegistry(types: [
        Dog.self, Cat.self, Parrot.self, Fish.self, Horse.self,
    ])
    decoder.userInfo[.nilCoalescingTypes] =
        [Dog.self, Cat.self, Parrot.self, Fish.self, Horse.self]
        as [any NilCoalescingPolymorphic.Type]
    return decoder
}

/// The encoder every family approach uses.
func makeFamilyEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.userInfo[.flatTagged] = animalRegistry
    return encoder
}
