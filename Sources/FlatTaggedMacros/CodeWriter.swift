/// Accumulates generated Swift text with consistent four-space indentation.
struct CodeWriter {
    private(set) var text = ""
    private var indentation = 0

    /// Writes one line at the current indentation; an empty string writes a blank line.
    mutating func line(_ content: String) {
        if content.isEmpty {
            text += "\n"
        } else {
            text += String(repeating: "    ", count: indentation) + content + "\n"
        }
    }

    /// Writes `opening`, the body one level deeper, then `closing`.
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout CodeWriter) -> Void) {
        line(opening)
        indentation += 1
        body(&self)
        indentation -= 1
        line(closing)
    }

    /// Writes `switch subject {`, the cases at the same indentation as the `switch`, and `}`.
    mutating func switchBlock(_ subject: String, _ body: (inout CodeWriter) -> Void) {
        line("switch \(subject) {")
        body(&self)
        line("}")
    }

    /// Writes the body one level deeper, with no braces: the statements of a `switch` case.
    mutating func indented(_ body: (inout CodeWriter) -> Void) {
        indentation += 1
        body(&self)
        indentation -= 1
    }

    /// Writes the body inside `#if` blocks that repeat `clauses`, outermost first.
    ///
    /// A clause under `#elseif B` after `#if A` is written as `#if A`, `#elseif B`, so the
    /// compiler evaluates exactly the user's conditions, `compiler(…)` checks included.
    mutating func conditional(_ clauses: [ConditionalClause], _ body: (inout CodeWriter) -> Void) {
        guard let clause = clauses.first else {
            body(&self)
            return
        }
        for (position, condition) in clause.earlierConditions.enumerated() {
            line((position == 0 ? "#if " : "#elseif ") + condition)
        }
        if let condition = clause.condition {
            line((clause.earlierConditions.isEmpty ? "#if " : "#elseif ") + condition)
        } else {
            line("#else")
        }
        conditional(Array(clauses.dropFirst()), body)
        line("#endif")
    }

    /// Writes `statement` so that compiler errors in it point at `line` of `path`, the user's
    /// declaration, rather than at the generated file.
    mutating func statement(_ statement: String, sourcePath: String?, line sourceLine: Int) {
        guard let sourcePath else {
            line(statement)
            return
        }
        line("#sourceLocation(file: \(StringLiteral.literal(sourcePath)), line: \(sourceLine))")
        line(statement)
        line("#sourceLocation()")
    }
}
