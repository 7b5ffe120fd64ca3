/// A message about the input, located at a line and column, printed in the compiler's format so
/// that Xcode and `swift build` show it on the user's line.
package struct Diagnostic: Hashable, Sendable {
    /// Whether a diagnostic fails the run (`error`) or only informs (`warning`).
    package enum Severity: String, Sendable {
        case error
        case warning
    }

    /// Which catalog entry it is.
    package let id: MessageID
    /// An error or a warning, as the catalog says.
    package let severity: Severity
    /// Where in the input it applies.
    package let location: SourceLocation
    /// What is wrong, and how to fix it where that is known.
    package let message: String

    /// `message`, at `location`.
    init(_ message: DiagnosticMessage, at location: SourceLocation) {
        id = message.id
        severity = message.severity
        self.location = location
        self.message = message.text
    }

    /// `FILE:LINE:COLUMN: error: MESSAGE`
    package func formatted(file: String) -> String {
        "\(file):\(location.line):\(location.column): \(severity.rawValue): \(message)"
    }
}

extension Diagnostic {
    /// Two lists in file order merged into one in file order; on the same location, `first`'s
    /// diagnostics come before `second`'s.
    static func merged(_ first: [Diagnostic], _ second: [Diagnostic]) -> [Diagnostic] {
        guard !first.isEmpty else { return second }
        guard !second.isEmpty else { return first }
        var result: [Diagnostic] = []
        result.reserveCapacity(first.count + second.count)
        var (i, j) = (0, 0)
        while i < first.count, j < second.count {
            if second[j].location < first[i].location {
                result.append(second[j])
                j += 1
            } else {
                result.append(first[i])
                i += 1
            }
        }
        result += first[i...]
        result += second[j...]
        return result
    }
}
