// Shows: the flat form's JSON Schema: tags, aliases, mapped keys, required keys, a flattened payload, a tagless missing case.
import FlatTagged

// The flat form's schema: tags as consts, aliases as an enum, keys through labelNaming:, keys:
// and nulls:, required keys as decoding requires them, a flattened payload, a tagless missing case.
// @FlatTagged(schema, labelNaming: .snakeCase)
public enum Tool {
    case weather(cityName: String, unit: Unit?)
    // @FlatTag("search", aliases: ["find"], keys: ["maxResults": "limit"])
    case search(query: String, maxResults: Int8 = 10)
    // @FlatTag(nulls: ["note"])
    case ping(note: String? = "x")
    case nested(Unit, extra: Bool)
    // @FlatTag(missing)
    case none(values: [Double], ids: [UInt64]?)
}

// @FlatTagged(schema, key: "kind", naming: .kebabCase)
public enum Unit { case celsius, fahrenheit }
