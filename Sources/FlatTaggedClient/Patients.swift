/// Veterinary patients: each object names its own kind.
struct Dog: Codable, Sendable {
    var name: String
    var goodBoy: Bool
    var weight: Double
}

struct Cat: Codable, Sendable {
    var name: String
    var breed: String
    var age: Int
}

// @FlatTagged
enum Patient: Sendable {
    case dog(Dog)
    case cat(Cat)
}

struct Clinic: Codable, Sendable {
    var items: [Patient]
}
