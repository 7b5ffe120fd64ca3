// Shows: `keys:` maps labels to keys, over `labelNaming:`; with integer tags and under the content key.
// @FlatTagged(labelNaming: .snakeCase)
enum Component {
    // @FlatTag(1)
    case actionRow(components: [Component])
    // @FlatTag(2, keys: ["isDisabled": "disabled"])
    case button(style: Int, customID: String, isDisabled: Bool? = nil)
    // @FlatTag(4, keys: ["customID": "id", "minValues": "min"])
    case textInput(customID: String, minValues: Int = 0, placeholder: String?)
}

// Under the content key, a label may be keyed like the discriminator: nothing collides.
// @FlatTagged(key: "op", content: "d")
enum Envelope {
    // @FlatTag("hello", keys: ["operation": "op", "type": "kind"])
    case hello(operation: Int, type: String)
    // @FlatTag("empty", keys: [:])
    case empty
}
