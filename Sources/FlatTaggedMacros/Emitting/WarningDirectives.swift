/// The generator's warnings about a file, written into its generated file as `#warning`
/// directives, so that every build that compiles the generated file shows them, at the user's
/// line, and `-warnings-as-errors` fails on them.
///
/// The compiler repeats no warning for a file it does not compile again, so on the builds in
/// between the build plugin makes a file with warnings generate again, which prints them
/// (`flat-tagged generate --warnings-stamp`).
enum WarningDirectives {
    /// The lines for `warnings`; with `sourcePath`, each is mapped to its line of the input.
    static func write(_ warnings: [Diagnostic], fileName: String, sourcePath: String?, _ writer: inout CodeWriter) {
        guard !warnings.isEmpty else { return }
        writer.line("// flat-tagged's warnings about \(fileName), repeated on every build that compiles this file.")
        for warning in warnings {
            writer.statement(
                "#warning(\(StringLiteral.literal(warning.message)))", sourcePath: sourcePath,
                line: warning.location.line)
        }
    }
}
