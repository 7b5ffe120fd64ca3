// Shows: the errors for scalar, collection and optional single payloads in the flat form.
// @FlatTagged
enum Scalars {
    case count(Int)
    case name(Swift.String)
    case list([String])
    case map([String: Int])
    case maybe(Payload?)
    case url(URL)
    case fine(Payload)
}
