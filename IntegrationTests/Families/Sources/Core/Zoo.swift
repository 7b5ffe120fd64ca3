import FlatTagged

/// Every property shape `@Polymorphic` supports, with synthesized Codable.
public struct Zoo: Codable, Sendable {
    @Polymorphic public var star: any Animal
    @Polymorphic public var visitor: (any Animal)?
    @Polymorphic public var animals: [any Animal]
    @Polymorphic public var byKeeper: [String: any Animal]
    @Polymorphic public var teams: [String: [any Animal]]
    @LossyPolymorphic public var lossy: [any Animal]

    public init(
        star: any Animal, visitor: (any Animal)?, animals: [any Animal], byKeeper: [String: any Animal],
        teams: [String: [any Animal]], lossy: [any Animal]
    ) {
        self.star = star
        self.visitor = visitor
        self.animals = animals
        self.byKeeper = byKeeper
        self.teams = teams
        self.lossy = lossy
    }
}

/// Family values in a closed enum's cases.
// @FlatTagged(naming: .snakeCase)
public enum ZooEvent: Sendable {
    case adopted(pet: any Animal, by: String)
    case transferred(animals: [any Animal], to: String?)
    case visited(guest: (any Animal)?)
    case closed
}

/// A script of commands.
public struct Script: Codable, Sendable {
    @Polymorphic public var commands: [any Command]
}

public struct Alarm: Decodable, Sendable {
    @Polymorphic public var signals: [any Signal]
}
