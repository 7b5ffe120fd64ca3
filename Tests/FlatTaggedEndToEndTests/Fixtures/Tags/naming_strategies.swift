// Shows: every naming: strategy, making tags from case names.
// @FlatTagged(naming: .snakeCase)
enum Snake { case parseURLValue, userID2, simple }

// @FlatTagged(naming: .kebabCase)
enum Kebab { case parseURLValue }

// @FlatTagged(naming: .screamingSnakeCase)
enum Screaming { case parseURLValue }

// @FlatTagged(naming: .pascalCase)
enum Pascal { case parseURLValue }

// @FlatTagged(naming: .lowercase)
enum Lower { case parseURLValue }

// @FlatTagged(key: "kind", naming: .uppercase)
enum Upper { case parseURLValue }
