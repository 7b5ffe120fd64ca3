// Shows: the errors for noncopyable enums, which can't be Codable.
import FlatTagged

struct Handle: Codable {
    var id: Int
}

/// Codable needs copyable values: the generated conformance could never compile.
// @FlatTagged
enum Resource: ~Copyable {
    case file(Handle)
    case socket(port: Int)
}

// @FlatTagged
enum Lease: Sendable & ~Copyable {
    case held(Handle)
}

/// Copyable enums next to them are generated as usual (nothing is, once any error is reported).
// @FlatTagged
enum Plain: Codable {
    case file(Handle)
}
