import FlatTagged

// An open family for the families benchmark, written by hand exactly as the generator
// will emit it for `// @FlatTagged(key: "_type")` before the protocol. Its members live in
// another module, AnimalMembers, which this module never names.
//
// The key is "_type" so that every design in the benchmark, nilcoalescing's fixed-key
// `Polymorphic` included, reads and writes the same bytes.

/// An animal of the zoo: the family's protocol.
public protocol Animal: Codable, Sendable {
    /// Every member has a name.
    var name: String { get }
}

extension FlatTaggedFamily {
    /// The `Animal` family, as the generator writes it for the protocol.
    public static let animal = FlatTaggedFamily(Animal.self, key: "_type") { $0 is any Animal.Type }
}

extension FlatTaggedModule {
    /// This module's families and members, as the plugin's module list writes it.
    public static var animalCore: FlatTaggedModule {
        FlatTaggedModule("AnimalCore", families: [.animal], members: [])
    }
}
