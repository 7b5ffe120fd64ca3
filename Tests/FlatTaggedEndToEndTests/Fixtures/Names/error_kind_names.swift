// Shows: the errors for names generated code declares, `Kind`, `kind`, `CodingKeys`, already taken.
/// Names the generated code declares, already taken in the enum's body.
// @FlatTagged
enum Animal {
    case dog(name: String)
    case cat(name: String)

    enum Kind { case furry }
    typealias CodingKeys = String
    var kind: String { "" }
}

/// `kind: none` makes room for `Kind` and `kind`, never for `CodingKeys`.
// @FlatTagged(kind: none)
enum Plant {
    case tree(height: Int)
    enum CodingKeys: String, CodingKey { case height }
}

/// An unqualified `Kind` from outside would silently come to mean `Pet.Kind`.
enum Kind: String, Codable { case big, small }

// @FlatTagged
enum Pet {
    case dog(size: Kind)
    case cat(sizes: [Kind]?)
    case fish(sizes: Set<Kind>, other: Swift.Kind2)
    func kind() -> Int { 0 }
    // Neither a static member nor a function with parameters clashes with `var kind`.
    static var kind: Int { 0 }
    func kind(of other: Pet) -> Int { 0 }
}

// @FlatTagged
enum Registry {
    case allCases(count: Int)
}

// @FlatTagged
enum Wrapper<Kind> {
    case value(item: Kind)
}

// @FlatTagged(kind: all)
enum BadOption {
    case a
}
