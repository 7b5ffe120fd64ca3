/// One entry of the message catalog (`Messages`), as swift-syntax's `DiagnosticMessage` is: an
/// identity, a severity and the text. The catalog decides the severity, never the stage that
/// reports it; tests and the DocC articles' quotes refer to a message by its identity, so a
/// reworded message keeps its tests honest.
package struct DiagnosticMessage: Hashable, Sendable {
    /// The entry's name in the catalog (`untaggedFallbackUnreachable`): stable while the wording
    /// changes.
    package let id: MessageID
    /// Whether the message fails the run.
    package let severity: Diagnostic.Severity
    /// What is wrong, and how to fix it where that is known.
    package let text: String

    /// An error; `id` is the catalog entry that says it (`#function` there).
    static func error(_ text: String, id: String = #function) -> DiagnosticMessage {
        DiagnosticMessage(id: MessageID(entry: id), severity: .error, text: text)
    }

    /// A warning; `id` is the catalog entry that says it (`#function` there).
    static func warning(_ text: String, id: String = #function) -> DiagnosticMessage {
        DiagnosticMessage(id: MessageID(entry: id), severity: .warning, text: text)
    }
}

/// The identity of a catalog entry: its name, without the argument labels `#function` gives
/// (`notAnInteger(_:found:)` → `notAnInteger`).
package struct MessageID: Hashable, Sendable, CustomStringConvertible {
    /// The entry's name.
    package let name: String

    /// The identity of the entry `entry` (a `#function`, labels and all, or a bare name).
    package init(entry: String) {
        name = String(entry.prefix { $0 != "(" })
    }

    /// The entry's name.
    package var description: String { name }
}
