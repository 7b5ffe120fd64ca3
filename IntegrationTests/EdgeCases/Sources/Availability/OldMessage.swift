import FlatTagged

/// A whole enum on its way out. Synthesized `Codable` compiles it without a warning, so the
/// generated conformance must too (issue 9, item 3): the extension repeats the `@available`.
// @FlatTagged
@available(*, deprecated, message: "use Greeting directly")
public enum OldMessage: Equatable, Sendable {
    case greeting(Greeting)
    case note(text: String, author: String?)
    case ping
}
