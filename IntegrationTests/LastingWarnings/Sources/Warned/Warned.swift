import FlatTagged

// A space before the options: not read as options, so the key would silently be "type".
// @FlatTagged (key: "kind")
public enum Spaced: Codable {
    case a(value: Int)
}

// A typo: not a marker, so the enum would silently keep Swift's synthesized format.
// @FlatTaged
public enum Misspelled: Codable {
    case b(value: Int)
}
