// Shows: cases named with backticks, escaped wherever generated code names them.
import FlatTagged

// Cases named with backticks: `Kind` declares them escaped, and every switch pattern and
// construction writes them as Swift requires (`.Type` and `.Protocol` need backticks after a dot,
// `.default` doesn't).

struct Payload: Codable, Equatable {
    var value: Int
}

// @FlatTagged
enum Token: Codable, Equatable {
    case `Type`(Payload)
    // @FlatTag(aliases: ["proto"])
    case `Protocol`(name: String = "p")
    case `self`
    case `init`(Payload)
    case `default`(count: Int)
    @available(*, deprecated, message: "use plain")
    case `func`
    case plain
}

// @FlatTagged(key: "op", content: "d")
enum Opcode: Codable, Equatable {
    // @FlatTag(1)
    case `Type`(Int)
    // @FlatTag(2, aliases: [3])
    case `Protocol`
    // @FlatTag(unknown)
    case `default`(FlatTaggedUnknown)
}
