/// Reads markers out of comments: `// @FlatTagged(…)` on an enum or a family protocol, `// @FlatTag(…)` on a
/// case or a family member.
///
/// It works on what the lexer read of the comment (`CommentHead`): the first word, and the
/// options' tokens with the values of their string literals, lexed with the rest of the file.
/// Every mistake in a marker gets an error at the column where it stands.
struct MarkerParser {
    /// What a comment holds.
    enum Marker {
        case enumMarker(TypeMarker)
        case caseMarker(TagMarker)
    }

    let file: SourceFile
    /// What was wrong in the markers read so far.
    var diagnostics: [Diagnostic] = []
    /// The near miss of the last comment that read as a marker without its `@`
    /// (`// FlatTagged`): a warning only if a declaration follows, which the declaration parser
    /// decides (`takeBareNearMiss()`).
    var bareNearMiss: Diagnostic?
    /// The values of the string literals in the options being read, by token start.
    var stringValues: [Int: String] = [:]

    init(file: SourceFile) {
        self.file = file
    }

    /// Parses the head the lexer read of a comment. Returns nil for ordinary comments; warns
    /// about near misses.
    mutating func parse(comment head: CommentHead) -> Marker? {
        let word = head.word
        let wordStart = head.wordStart
        let index = head.wordEnd
        let restStartsWithParen = head.follower == .parenthesis
        let restIsEmptyOrSpace = head.follower == .end || head.follower == .space

        switch word {
        case "@FlatTagged" where restStartsWithParen || restIsEmptyOrSpace:
            warnIfSpacedArguments(word: word, head: head)
            var marker = TypeMarker(location: file.location(of: wordStart))
            if let options = head.options { parseEnumOptions(options, into: &marker) }
            return .enumMarker(marker)
        case "@FlatTag" where restStartsWithParen || restIsEmptyOrSpace:
            warnIfSpacedArguments(word: word, head: head)
            var marker = TagMarker(location: file.location(of: wordStart))
            if let options = head.options {
                parseCaseOptions(options, into: &marker)
            } else {
                // A member tagged by its type's name; on a case, the parser reports it.
                marker.isBare = true
            }
            return .caseMarker(marker)
        case "@FlatTagged", "@FlatTag":
            // `// @FlatTagged: chat messages`, `// @FlatTagged.`: never silently ignored.
            diagnostics.append(
                Diagnostic(
                    Messages.markerFollowedByText(word),
                    at: file.location(of: index)))
            return nil
        default:
            if word.hasPrefix("@"), word.lowercased().hasPrefix("@flattag") {
                // `@FlatTaggedEnum`, `@flattagged`, `@FLATTAG`, `@FlatTags`, whatever follows.
                let lowered = word.lowercased()
                let suggestion =
                    lowered.hasPrefix("@flattagged")
                        || Self.editDistance(String(lowered.dropFirst()), "flattagged", limit: 2) <= 2
                    ? "@FlatTagged" : "@FlatTag"
                diagnostics.append(
                    Diagnostic(
                        Messages.notAMarker(word, suggestion: suggestion),
                        at: file.location(of: wordStart)))
            } else if let suggestion = Self.nearMiss(word), word.hasPrefix("@") {
                if restStartsWithParen || restIsEmptyOrSpace {
                    diagnostics.append(
                        Diagnostic(Messages.notAMarker(word, suggestion: suggestion), at: file.location(of: wordStart)))
                }
            } else if let suggestion = Self.nearMiss(word), head.restReadsAsOptions {
                bareNearMiss = Diagnostic(
                    Messages.notAMarker(word, suggestion: suggestion), at: file.location(of: wordStart))
            }
            return nil
        }
    }

    /// `// @FlatTagged (key: "kind")`: the options are ignored text after a space.
    private mutating func warnIfSpacedArguments(word: String, head: CommentHead) {
        if let parenthesis = head.spacedParenthesis {
            diagnostics.append(Diagnostic(Messages.spaceBeforeOptions(word), at: file.location(of: parenthesis)))
        }
    }

    /// The marker a misspelled word was probably meant to be.
    static func nearMiss(_ word: String) -> String? {
        let bare = word.hasPrefix("@") ? String(word.dropFirst()) : word
        for candidate in ["FlatTagged", "FlatTag"] {
            if bare == candidate, !word.hasPrefix("@") { return "@" + candidate }
            if bare != candidate, bare.lowercased() == candidate.lowercased() { return "@" + candidate }
        }
        guard word.hasPrefix("@") else { return nil }
        let lowered = bare.lowercased()
        if editDistance(lowered, "flattagged", limit: 2) <= 2 { return "@FlatTagged" }
        if lowered.count >= 6, editDistance(lowered, "flattag", limit: 1) <= 1 { return "@FlatTag" }
        return nil
    }

    /// Levenshtein distance, giving up early above `limit`.
    static func editDistance(_ lhs: String, _ rhs: String, limit: Int) -> Int {
        let a = Array(lhs.utf8)
        let b = Array(rhs.utf8)
        if abs(a.count - b.count) > limit { return limit + 1 }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            current[0] = i
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
