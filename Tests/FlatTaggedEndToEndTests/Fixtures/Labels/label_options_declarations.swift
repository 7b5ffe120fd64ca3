// Shows: labelNaming:, keys: and nulls: with #if, availability, generics and labels named like generated locals.
// The options with #if, @available, generics, a module's own String, labels named like the
// generated locals (payload, contentEncoder, decoder) and a backticked label with keys: and nulls:.
public struct Body: Codable {}
struct String {}
// @FlatTagged(key: "op", content: "d", labelNaming: .snakeCase)
public enum Hostile<T: Codable> {
    #if DEBUG
    // @FlatTag("a", flat, nulls: ["default"], keys: ["default": "dflt"])
    case a(Body, payload: Swift.Int, `default`: Swift.String?, contentEncoder: Swift.Int = 1)
    #endif
    @available(macOS 99, *)
    // @FlatTag("b", nulls: ["d"])
    case b(T?)
    // @FlatTag("c")
    case c(Body, decoder: T)
}
