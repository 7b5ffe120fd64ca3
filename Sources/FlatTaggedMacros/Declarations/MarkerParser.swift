/// Reads markers out of comments: `// @FlatTagged(…)` on an enum or a family protocol, `// @FlatTag(…)` on a
/// case or a family member.
///
/// Options are lexed with the same `Lexer` as the file, so string literals in them follow Swift's
/// rules. Every mistake in a marker gets an error at the column where it stands.
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

    init(file: SourceFile) {
        self.file = file
    }

    /// Parses a comment token. Returns nil for ordinary comments; warns about near misses.
    mutating func parse(comment token: Token) -> Marker? {
        let bytes = file.bytes
        var index = token.start
        // Skip `//` or `///`.
        while index < token.end, bytes[index] == UInt8(ascii: "/") { index += 1 }
        while index < token.end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
            index += 1
        }
        let wordStart = index
        if index < token.end, bytes[index] == UInt8(ascii: "@") { index += 1 }
        while index < token.end, Self.isWordByte(bytes[index]) { index += 1 }
        let word = file.text(wordStart..<index)
        let rest = index..<token.end
        let restStartsWithParen = index < token.end && bytes[index] == UInt8(ascii: "(")
        let restIsEmptyOrSpace =
            index == token.end || bytes[index] == UInt8(ascii: " ")
            || bytes[index] == UInt8(ascii: "\t")

        switch word {
        case "@FlatTagged" where restStartsWithParen || restIsEmptyOrSpace:
            warnIfSpacedArguments(word: word, rest: rest)
            var marker = TypeMarker(location: file.location(of: wordStart))
            if restStartsWithParen { parseEnumOptions(rest, into: &marker) }
            return .enumMarker(marker)
        case "@FlatTag" where restStartsWithParen || restIsEmptyOrSpace:
            warnIfSpacedArguments(word: word, rest: rest)
            var marker = TagMarker(location: file.location(of: wordStart))
            if restStartsWithParen {
                parseCaseOptions(rest, into: &marker)
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
            } else if let suggestion = Self.nearMiss(word), readsAsMarker(rest) {
                bareNearMiss = Diagnostic(
                    Messages.notAMarker(word, suggestion: suggestion), at: file.location(of: wordStart))
            }
            return nil
        }
    }

    /// Whether the text after a word without its `@` (`FlatTagged`) makes the comment read as a
    /// marker: nothing, or options in parentheses and nothing after them
    /// (`// FlatTagged(key: "kind")`). Prose that names the package
    /// (`// FlatTagged makes this enum flat`) does not.
    private func readsAsMarker(_ rest: Range<Int>) -> Bool {
        let isSpace: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        let bytes = file.bytes[rest]
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) })
        else { return true }
        return bytes[first] == UInt8(ascii: "(") && bytes[last] == UInt8(ascii: ")")
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == 0x5F
    }

    /// `// @FlatTagged (key: "kind")`: the options are ignored text after a space.
    private mutating func warnIfSpacedArguments(word: String, rest: Range<Int>) {
        var index = rest.lowerBound
        while index < rest.upperBound, file.bytes[index] == UInt8(ascii: " ") || file.bytes[index] == UInt8(ascii: "\t")
        {
            index += 1
        }
        if index > rest.lowerBound, index < rest.upperBound, file.bytes[index] == UInt8(ascii: "(") {
            diagnostics.append(
                Diagnostic(
                    Messages.spaceBeforeOptions(word),
                    at: file.location(of: index)))
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
