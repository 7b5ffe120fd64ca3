// Shows: family values in an enum's cases, coded as the polymorphic property wrappers code them.
import FlatTagged

// @FlatTagged(key: "kind")
protocol Toy: Codable, Sendable {}

// Family values in a // @FlatTagged enum's cases are coded like @Polymorphic properties.
// @FlatTagged
enum Playroom {
    case single(toy: any Toy)
    case maybe(toy: (any Toy)?)
    case many(toys: [any Toy], owner: String)
    case byChild(toys: [String: [any Toy]])
    case defaulted(toy: (any Toy)? = nil, count: Int = 1)
    case empty
}

// The content form.
// @FlatTagged(content: "data")
enum Shelf {
    case boxed(toy: any Toy, label: String?)
}

// The external form: the values form an object under the tag.
// @FlatTagged(external)
enum Toybox {
    case one(toy: any Toy)
    case several(toys: [any Toy])
    case none
}
