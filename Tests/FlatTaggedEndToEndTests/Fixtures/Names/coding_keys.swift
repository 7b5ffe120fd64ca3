// Shows: coding keys made safe from any key: keywords, symbols, keys that differ only by case.
/// `CodingKeys` cases derived safely from any key: keywords, `@type`, `$data`, keys that differ
/// only by case, names that cannot follow a dot.
// @FlatTagged(key: "@type", content: "$data")
enum Envelope {
    case keywords(default: Int, `self`: String, `Type`: Bool, type: Int, atType: Int)
    case other(`init`: Int, TYPE: Int)
}

/// A label used only under `#if` still gets its case.
// @FlatTagged(key: "event-type")
enum Event {
    case plain(id: Int)
    #if DEBUG
    case debug(trace: String)
    #endif
}
