// No `import FlatTagged` here: the generated file adds it.

/// A second file with its own marker, in the adjacently tagged form.
// @FlatTagged(key: "op", naming: .snakeCase, content: "args")
package enum Command: Equatable, Sendable {
    case setVolume(level: Int)
    case mute
    case say(String)
}
