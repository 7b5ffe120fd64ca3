import FlatTagged

// Cases named with backticks: the generated `Kind`, switches and constructions must write them
// as Swift requires (`Type` and `Protocol` need backticks even after a dot).

struct TokenPayload: Codable, Equatable {
    var value: Int
}

// @FlatTagged
enum BacktickedToken: Codable, Equatable {
    case `Type`(TokenPayload)
    // @FlatTag(aliases: ["proto"])
    case `Protocol`(name: String = "p")
    case `self`
    case `init`(TokenPayload)
    case `default`(count: Int)
    case plain
}

// @FlatTagged(key: "op", content: "d")
enum BacktickedOpcode: Codable, Equatable {
    // @FlatTag(1)
    case `Type`(Int)
    // @FlatTag(2, aliases: [3])
    case `Protocol`
    // @FlatTag(unknown)
    case `default`(FlatTaggedUnknown)
}
