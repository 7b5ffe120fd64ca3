import Foundation

/// The text of `TextScalarCoder`'s documents: YAML's flow style, `{n: 3, s: '3', a: [x, null]}`.
///
/// A plain (unquoted) scalar is resolved as YAML's core schema resolves it: `null` and `~` are
/// null, `true`/`false` booleans, `[-+]?[0-9]+` an integer (`007` too), anything `Double` reads
/// with a digit in it a float, the rest a string. A quoted scalar ('…' or "…") is a string.
/// Printing quotes a string exactly when its plain text would resolve to something else (or
/// holds a character of the syntax), as Yams' emitter does: the string "99" is `'99'`.
enum TextScalarSyntax {
    struct SyntaxError: Error, CustomStringConvertible {
        var description: String
    }

    static func parse(_ text: String) throws -> TextTree {
        var parser = Parser(characters: Array(text))
        let tree = try parser.value()
        parser.skipSpaces()
        guard parser.index == parser.characters.count else { throw SyntaxError(description: "text after the value") }
        return tree
    }

    static func print(_ tree: TextTree) -> String {
        switch tree {
        case .scalar(let scalar):
            guard scalar.kind == .string else { return scalar.text }
            return needsQuotes(scalar.text)
                ? "'" + scalar.text.replacingOccurrences(of: "'", with: "''") + "'" : scalar.text
        case .mapping(let entries):
            return "{" + entries.map { "\($0.key): \(print($0.value))" }.joined(separator: ", ") + "}"
        case .sequence(let nodes):
            return "[" + nodes.map(print).joined(separator: ", ") + "]"
        }
    }

    /// The kind a plain scalar's text resolves to.
    static func resolve(_ text: String) -> TextScalar.Kind {
        switch text {
        case "null", "Null", "NULL", "~", "": return .null
        case "true", "True", "TRUE", "false", "False", "FALSE": return .bool
        case ".inf", "+.inf", "-.inf", ".nan": return .float
        default: break
        }
        let digits = text.drop { $0 == "-" || $0 == "+" }
        if !digits.isEmpty, text.count - digits.count <= 1, digits.allSatisfy(\.isASCIIDigit) { return .integer }
        if text.contains(where: \.isASCIIDigit), !text.contains("x"), Double(text) != nil { return .float }
        return .string
    }

    private static func needsQuotes(_ text: String) -> Bool {
        resolve(text) != .string || text.first == " " || text.last == " "
            || text.contains { ",:{}[]'\"#".contains($0) }
    }

    private struct Parser {
        let characters: [Character]
        var index = 0

        mutating func skipSpaces() {
            while index < characters.count, characters[index].isWhitespace { index += 1 }
        }

        mutating func value() throws -> TextTree {
            skipSpaces()
            guard index < characters.count else { return .scalar(.null) }
            switch characters[index] {
            case "{":
                index += 1
                var entries: [TextTree.Entry] = []
                while true {
                    skipSpaces()
                    if characters[index] == "}" { break }
                    let key = try scalarText(until: ":")
                    guard index < characters.count, characters[index] == ":" else {
                        throw SyntaxError(description: "expected ':' after \(key.text)")
                    }
                    index += 1
                    entries.append(.init(key: key.text, value: try value()))
                    skipSpaces()
                    if characters[index] == "," { index += 1 }
                }
                index += 1
                return .mapping(entries)
            case "[":
                index += 1
                var nodes: [TextTree] = []
                while true {
                    skipSpaces()
                    if characters[index] == "]" { break }
                    nodes.append(try value())
                    skipSpaces()
                    if characters[index] == "," { index += 1 }
                }
                index += 1
                return .sequence(nodes)
            default:
                let scalar = try scalarText(until: ",}]")
                return .scalar(scalar.quoted ? TextScalar(text: scalar.text, kind: .string) : plain(scalar.text))
            }
        }

        private func plain(_ text: String) -> TextScalar {
            let kind = TextScalarSyntax.resolve(text)
            return TextScalar(text: kind == .bool ? text.lowercased() : text, kind: kind)
        }

        /// A quoted scalar, or a plain one up to one of `terminators`.
        mutating func scalarText(until terminators: String) throws -> (text: String, quoted: Bool) {
            skipSpaces()
            if let quote = characters[safe: index], quote == "'" || quote == "\"" {
                index += 1
                var text = ""
                while index < characters.count {
                    let character = characters[index]
                    index += 1
                    if character == quote {
                        if quote == "'", characters[safe: index] == "'" {
                            text.append("'")
                            index += 1
                            continue
                        }
                        return (text, true)
                    }
                    text.append(character)
                }
                throw SyntaxError(description: "unterminated quote")
            }
            var text = ""
            while index < characters.count, !terminators.contains(characters[index]) {
                text.append(characters[index])
                index += 1
            }
            return (text.trimmingCharacters(in: .whitespaces), false)
        }
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
