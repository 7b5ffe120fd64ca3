// Shows: the errors for the enum marker's options: unknown, bad values, empty, twice, not literals, unclosed.
// @FlatTagged(kee: "kind")
enum UnknownOption { case a(value: Int) }

// @FlatTagged(naming: .camelCase)
enum BadNaming { case a(value: Int) }

// @FlatTagged(key: "")
enum EmptyKey { case a(value: Int) }

// @FlatTagged(key: "a", key: "b")
enum TwiceKey { case a(value: Int) }

// @FlatTagged(key: "data", content: "data")
enum KeyIsContent { case a(value: Int) }

// @FlatTagged(key: kind)
enum NotALiteral { case a(value: Int) }

// @FlatTagged(content: "")
enum EmptyContent { case a(value: Int) }

// @FlatTagged(key: "x"
enum Unclosed { case a(value: Int) }
