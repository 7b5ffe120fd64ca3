/// A message about the input, located at a line and column, printed in the compiler's format so
/// that Xcode and `swift build` show it on the user's line.
struct Diagnostic: Hashable, Sendable {
    enum Severity: String, Sendable {
        case error
        case warning
    }

    let severity: Severity
    let location: SourceLocation
    let message: String

    static func error(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(severity: .error, location: location, message: message)
    }

    static func warning(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(severity: .warning, location: location, message: message)
    }

    /// `FILE:LINE:COLUMN: error: MESSAGE`
    func formatted(file: String) -> String {
        "\(file):\(location.line):\(location.column): \(severity.rawValue): \(message)"
    }
}
