import FlatTagged

// Enums declared in `public` and `package` extensions: public (package) enums whose generated
// members must be public (package) too, or the module doesn't compile.

/// A namespace for enums declared in its extensions.
public enum AccessNamespace {}

extension AccessNamespace {
    /// Public by its extension.
    // @FlatTagged
    public enum PublicEvent: Codable, Equatable, Sendable {
        case opened(id: Int)
        case closed
    }
}

extension AccessNamespace {
    /// Public by its extension, without a modifier of its own.
    // @FlatTagged
    public enum Event: Codable, Equatable, Sendable {
        case opened(id: Int)
        case closed
    }
}

extension AccessNamespace {
    /// Package by its extension, in the untagged form.
    // @FlatTagged(untagged)
    package enum PackageValue: Codable, Equatable, Sendable {
        case count(Int)
        case name(String)
    }
}

/// Cases named with backticks in the untagged form.
// @FlatTagged(untagged)
enum UntaggedBacktickedValue: Codable, Equatable, Sendable {
    case `Type`(Int)
    case `Protocol`(String)
    case `default`(Bool)
    case `self`([Int])
}
