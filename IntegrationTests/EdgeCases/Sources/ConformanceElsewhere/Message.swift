import FlatTagged

/// No `Codable` in the clause: it is declared in `Message+Codable.swift`, as many codebases do.
// @FlatTagged
public enum Message: Equatable, Sendable {
    case text(TextMessage)
    case move(x: Int, y: Int)
    case ping
}
