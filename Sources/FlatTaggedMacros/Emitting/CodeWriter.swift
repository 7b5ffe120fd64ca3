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
        conditionalItems([clauses], conditions: { $0 }) { _, writer in body(&writer) }
    }

    /// Writes items that each stand under their own `#if` clauses, sharing blocks: consecutive
    /// items under the same clause share one block, and the clauses of one user `#if` block
    /// (`#if A`, `#elseif B`, `#else`) become the branches of one generated block.
    mutating func conditionalItems<Item>(
        _ items: [Item], conditions: (Item) -> [ConditionalClause], depth: Int = 0,
        _ body: (Item, inout CodeWriter) -> Void
    ) {
        var index = 0
        while index < items.count {
            let itemConditions = conditions(items[index])
            guard itemConditions.count > depth else {
                body(items[index], &self)
                index += 1
                continue
            }
            // One block: branches that continue one another, in order.
            var branches: [(clause: ConditionalClause, items: [Item])] = []
            while index < items.count {
                let clauses = conditions(items[index])
                guard clauses.count > depth, clauses.prefix(depth) == itemConditions.prefix(depth) else { break }
                let clause = clauses[depth]
                if let last = branches.last {
                    if last.clause == clause {
                        branches[branches.count - 1].items.append(items[index])
                    } else if let previous = last.clause.condition,
                        clause.earlierConditions == last.clause.earlierConditions + [previous]
                    {
                        branches.append((clause, [items[index]]))
                    } else {
                        break
                    }
                } else {
                    branches.append((clause, [items[index]]))
                }
                index += 1
            }
            let first = branches[0].clause
            for (position, condition) in first.earlierConditions.enumerated() {
                line((position == 0 ? "#if " : "#elseif ") + condition)
            }
            for (position, branch) in branches.enumerated() {
                if let condition = branch.clause.condition {
                    let opens = position == 0 && first.earlierConditions.isEmpty
                    line((opens ? "#if " : "#elseif ") + condition)
                } else {
                    line("#else")
                }
                conditionalItems(branch.items, conditions: conditions, depth: depth + 1, body)
            }
            line("#endif")
        }
    }

    /// Writes `statement` so that compiler errors in it point at `line` of `path`, the user's
    /// declaration, rather than at the generated file.
    mutating func statement(_ text: String, sourcePath: String?, line sourceLine: Int) {
        statement([text], sourcePath: sourcePath, line: sourceLine)
    }

    /// Writes a statement laid out on several lines; with a source path, they map to the
    /// consecutive user lines from `line` on.
    mutating func statement(_ lines: [String], sourcePath: String?, line sourceLine: Int) {
        guard let sourcePath else {
            for text in lines { line(text) }
            return
        }
        line("#sourceLocation(file: \(StringLiteral.literal(sourcePath)), line: \(sourceLine))")
        for text in lines { line(text) }
        line("#sourceLocation()")
    }

    /// Writes `body` twice: with `isolation` = `"nonisolated "` for compilers from 6.2 on, which
    /// accept it on types and extensions, and with `""` for older ones.
    mutating func nonisolatedVariants(_ body: (_ isolation: String, inout CodeWriter) -> Void) {
        line("#if compiler(>=6.2)")
        body("nonisolated ", &self)
        line("#else")
        body("", &self)
        line("#endif")
    }
}
