// Shows: the errors for label options in the external and untagged forms: flat, keys:, nulls:, unlabeled values.
// `flat` outside the content form, keys:/nulls: mistakes, and an unlabeled payload beside labeled
// values, in the external and untagged forms.

// @FlatTagged(external)
enum External {
    // @FlatTag(flat)
    case one(a: Int)
    // @FlatTag(keys: ["b": "a"], nulls: ["a"])
    case two(a: Int, b: Int)
    case three(String, a: Int)
}

// @FlatTagged(untagged, labelNaming: .snakeCase)
enum Untagged {
    // @FlatTag(flat)
    case one(someValue: Int)
    // @FlatTag(keys: ["other": "some_value"])
    case two(someValue: Int, other: Int)
    // @FlatTag(keys: ["x": "some_value"])
    case three(x: Int)
    case four(String, b: Int)
}
