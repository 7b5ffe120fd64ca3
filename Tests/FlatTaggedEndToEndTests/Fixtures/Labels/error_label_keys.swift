// Shows: the errors for keys: that name no label, name a key twice or collide with the tag or content key.
// @FlatTagged(labelNaming: .snakeCase)
enum Keys {
    // @FlatTag("unknown", keys: ["nope": "x"])
    case unknownLabel(value: Int)
    // @FlatTag("twice", keys: ["value": "x", "value": "y"])
    case twice(value: Int)
    // @FlatTag("shared", keys: ["first": "same", "second": "same"])
    case shared(first: Int, second: Int)
    case namingShares(myValue: Int, my_value: Int)
    // @FlatTag("discriminator", keys: ["kind": "type"])
    case discriminator(kind: String)
    // @FlatTag("none", keys: ["x": "y"])
    case none
}

// @FlatTagged(key: "op", content: "d")
enum Content {
    // @FlatTag("flat", flat, keys: ["x": "d"])
    case flatContentKey(x: Int)
    // @FlatTag("flatTag", flat, keys: ["x": "op"])
    case flatDiscriminator(x: Int)
}
