import FlatTagged

/// An enum with one deprecated case: decoding and encoding it must not warn in the generated
/// file (fatal under `-warnings-as-errors`), and `flatTag`/`flatTags` must not warn either.
// @FlatTagged
public enum Notice: Equatable, Sendable {
    case text(body: String)
    @available(*, deprecated, message: "use text")
    case legacy(text: String)
    case ping
}
