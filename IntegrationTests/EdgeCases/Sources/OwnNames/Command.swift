import FlatTagged

/// The content form, no fallback, with a single-value payload under the content key.
// @FlatTagged(key: "op", content: "args")
public enum Command: Equatable, Sendable {
    case say(Swift.String)
    case move(x: Int, y: Int)
    case publish(Post)
    case quit
}
