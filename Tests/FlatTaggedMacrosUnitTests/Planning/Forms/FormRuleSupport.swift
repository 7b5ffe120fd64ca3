@testable import FlatTaggedMacros

/// A diagnostic as the tests compare it: which catalog entry (its identity and severity), where
/// (line and column), and its text.
struct Reported: Equatable, CustomStringConvertible {
    var id: MessageID
    var severity: Diagnostic.Severity
    var line: Int
    var column: Int
    var text: String

    init(_ diagnostic: Diagnostic) {
        (id, severity, line, column, text) = (
            diagnostic.id, diagnostic.severity, diagnostic.location.line, diagnostic.location.column,
            diagnostic.message
        )
    }

    init(_ message: DiagnosticMessage, line: Int, column: Int) {
        (id, severity, self.line, self.column, text) = (message.id, message.severity, line, column, message.text)
    }

    var description: String { "\(line):\(column): \(severity.rawValue) [\(id)]: \(text)" }
}

extension DiagnosticMessage {
    /// This message reported at `line` and `column`.
    func at(_ line: Int, _ column: Int) -> Reported {
        Reported(self, line: line, column: column)
    }
}

/// What the form rule tests read of a plan: every diagnostic of the declarations and planning
/// stages, with its identity, line and column, in file order.
enum FormRules {
    static func reported(_ source: String) -> [Reported] {
        let declarations = DeclarationParser.parse(SourceFile(path: "P.swift", text: source))
        let (_, diagnostics) = CodingPlanner.plan(declarations, sourcePath: nil)
        return Diagnostic.merged(declarations.diagnostics, diagnostics).map(Reported.init)
    }

    /// The errors among them.
    static func errors(_ source: String) -> [Reported] {
        reported(source).filter { $0.severity == .error }
    }
}
