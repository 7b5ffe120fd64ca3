/// The text of a documentation comment: the `///` lines or the `/** … */` block before a
/// declaration, without their delimiters, as the models reading a schema's `description`s see it.
enum DocumentationComment {
    /// The text of `tokens` (consecutive `///` lines, or one `/** … */`), lines joined with
    /// `\n`, common indentation and a leading `*` column removed; nil when it is blank.
    static func text(of tokens: [Token], in file: SourceFile) -> String? {
        var lines: [Substring] = []
        for token in tokens {
            let raw = file.text(token.range)
            if token.kind == .docLineComment {
                lines.append(raw.dropFirst(3))
            } else if raw.hasPrefix("/**"), raw.hasSuffix("*/"), raw.count >= 5 {
                for line in raw.dropFirst(3).dropLast(2).split(separator: "\n", omittingEmptySubsequences: false) {
                    let trimmed = line.drop { $0 == " " || $0 == "\t" }
                    lines.append(trimmed.hasPrefix("*") ? trimmed.dropFirst() : line)
                }
            }
        }
        while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines.removeFirst() }
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        guard !lines.isEmpty else { return nil }
        let indent =
            lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min()
            ?? 0
        return lines.map { line in
            String(line.allSatisfy(\.isWhitespace) ? "" : line.dropFirst(indent)).trimmingTrailingBlanks()
        }.joined(separator: "\n")
    }
}

extension String {
    fileprivate func trimmingTrailingBlanks() -> String {
        var result = self
        while let last = result.last, last == " " || last == "\t" || last == "\r" { result.removeLast() }
        return result
    }
}
