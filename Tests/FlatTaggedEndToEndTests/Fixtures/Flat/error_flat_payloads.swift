// Shows: the errors for flat single payloads that are no keyed object: raw enums, aliases, optionals, marked enums.
enum Mood: String, Codable { case happy, grumpy }
typealias Count = Int
typealias Tags = [String]
typealias Amount = Count
typealias Node = Forest.Tree

enum Forest {
    // @FlatTagged
    indirect enum Tree {
        case itself(Self)
        case tree(Tree)
        case qualified(Forest.Tree)
        case module(App.Forest.Tree)
        case optional(Tree?)
        case node(Node)
        case mood(Mood)
        case count(Count)
        case amount(Amount)
        case tags(Tags)
        case inner(Inner)
        case other(Other)
        case leaf(value: Tree)
    }
}

// @FlatTagged
enum Envelope<T> {
    case value(T)
    case maybe(T?)
}

// @FlatTagged
enum Inner { case a(value: Int) }

// @FlatTagged(key: "kind")
enum Other { case b(value: Int) }
