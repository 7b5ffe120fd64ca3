// Shows: labelNaming: makes every label's key, with words split as Foundation splits them.
// `labelNaming:` makes every label's key, words split as Foundation's convertToSnakeCase splits
// them: `customID` is `custom_id`, `traceIDs` is `trace_i_ds`.
// @FlatTagged(key: "type", labelNaming: .snakeCase)
enum Component {
    case button(style: Int, customID: String, isDisabled: Bool? = nil)
    case link(url: String, parseURLValue: Bool)
    case spacer
}

// @FlatTagged(labelNaming: .kebabCase)
enum Kebab {
    case entry(firstName: String, lastName: String)
}

// @FlatTagged(labelNaming: .screamingSnakeCase, naming: .pascalCase)
enum Screaming {
    case entry(firstName: String)
}
