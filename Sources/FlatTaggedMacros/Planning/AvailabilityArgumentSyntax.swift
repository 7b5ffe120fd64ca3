/// Whether an argument of an `@available` attribute has a form Swift accepts, so that the
/// generated code, which repeats the enum's attributes as written, never repeats one that
/// doesn't parse.
///
/// The forms, after the declaration parser has collapsed whitespace:
///
/// - `*`
/// - a name: `macOS`, `deprecated`, `unavailable`, `noasync`, `swift`
/// - a platform and a version: `macOS 14`, `iOS 17.4.1`
/// - a label and a value: `introduced: 14`, `message: "use text"`, `renamed: "Text"`
///
/// Anything else (`*aaa`, `macOS 14a`, `introduced: 14 15`) is a located error: the user's own
/// file does not compile either, and the error says which argument is at fault.
enum AvailabilityArgumentSyntax {
    /// The arguments of `attributes` that have none of the accepted forms, with the attribute
    /// each stands in.
    static func malformedArguments(in attributes: [AvailabilityAttribute]) -> [(
        argument: String, attribute: AvailabilityAttribute
    )] {
        attributes.flatMap { attribute in
            attribute.arguments.filter { !isWellFormed($0) }.map { ($0, attribute) }
        }
    }

    static func isWellFormed(_ argument: String) -> Bool {
        if argument == "*" { return true }
        if let colon = argument.firstIndex(of: ":") {
            let label = argument[..<colon].trimmingSpaces
            let value = argument[argument.index(after: colon)...].trimmingSpaces
            return isName(label) && (isVersion(value) || isName(value) || isStringLiteral(value))
        }
        let parts = argument.split(separator: " ", omittingEmptySubsequences: false)
        switch parts.count {
        case 1: return isName(parts[0])
        case 2: return isName(parts[0]) && isVersion(parts[1])
        default: return false
        }
    }

    private static func isName(_ text: Substring) -> Bool {
        guard let first = text.utf8.first, first == UInt8(ascii: "_") || isLetter(first) else { return false }
        return text.utf8.allSatisfy { $0 == UInt8(ascii: "_") || isLetter($0) || isDigit($0) }
    }

    /// `14`, `10.15`, `17.4.1`.
    private static func isVersion(_ text: Substring) -> Bool {
        let components = text.split(separator: ".", omittingEmptySubsequences: false)
        return !components.isEmpty
            && components.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy(isDigit) }
    }

    /// One string literal token, as the lexer delimited it: `"…"` or a raw `#"…"#`.
    private static func isStringLiteral(_ text: Substring) -> Bool {
        let hashes = text.prefix { $0 == "#" }.count
        guard text.count >= 2 * hashes + 2, text.suffix(hashes).allSatisfy({ $0 == "#" }) else { return false }
        let body = text.dropFirst(hashes).dropLast(hashes)
        return body.first == "\"" && body.last == "\""
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        let start = firstIndex { $0 != " " } ?? endIndex
        let end = lastIndex { $0 != " " }.map(index(after:)) ?? start
        return start < end ? self[start..<end] : self[start..<start]
    }
}
