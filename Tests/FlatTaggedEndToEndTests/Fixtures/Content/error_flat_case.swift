// Shows: the errors for `flat` outside the content form and on a content-form case whose payload can't be flat.
// `flat` means nothing outside the content form.
// @FlatTagged
enum Plain {
    // @FlatTag("a", flat)
    case a(x: Int)
}

// A `flat` case's single payload follows the flat form's rules.
// @FlatTagged(content: "data")
enum Content {
    // @FlatTag("count", flat)
    case count(Int?)
    // @FlatTag("twice", flat, flat)
    case twice
}
