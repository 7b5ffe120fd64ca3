// Shows: family members: explicit tags, aliases, tags from the type's name, several families.
import FlatTagged

// @FlatTagged(key: "kind", naming: .snakeCase)
public protocol Pet: Codable, Sendable {}

// @FlatTagged
protocol Component: Codable, Sendable {}

// An explicit tag.
// @FlatTag("cat")
public struct Cat: Pet { public var lives: Int }

// A tag and aliases.
// @FlatTag("dog", aliases: ["doggo", "pupper"])
public struct Dog: Pet { public var goodBoy: Bool }

// Aliases only: the tag comes from the type's name through the family's naming.
// @FlatTag(aliases: ["gr"])
struct GoldenRetriever: Pet { var name: String }

// Bare: the tag comes from the type's name.
// @FlatTag
package struct HouseRabbit: Pet { package var ears: Int }

// Integer tags, with integer aliases.
// @FlatTag(2)
struct Button: Component { var label: String }

// @FlatTag(3, aliases: [5, -6])
struct Select: Component { var options: [String] }

// Classes, enums and actors may be members too.
// @FlatTag("parrot")
final class Parrot: Pet {
    let words: [String]
    init(words: [String]) { self.words = words }
}

// A raw-value enum encodes a single value: a member of a family with a content key.
// @FlatTag("fish")
enum Fish: String, Aquatic { case goldfish, koi }

// @FlatTagged(key: "species", content: "value")
protocol Aquatic: Codable, Sendable {}

// An actor conforms to its family elsewhere (in an extension, or in another file).
// @FlatTag(7)
actor Counter {}

// Nested types keep their path; `@available` is repeated.
public enum Farm {
    // @FlatTag("goat")
    @available(macOS 10.15, iOS 13, *)
    public struct Goat: Pet { public var horns: Int }
}
