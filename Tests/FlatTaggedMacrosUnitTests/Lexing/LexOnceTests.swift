import Foundation
import Testing

@testable import FlatTaggedMacros

/// The lexer is the only reader of source characters: each byte of a file is lexed once, marker
/// options included, and the later stages work on tokens. These tests fail when a stage lexes
/// again or reads a literal's characters itself.
@Suite("Lexing: each byte is lexed once")
struct LexOnceTests {
    /// What lexing again, or reading characters instead of tokens, looks like in code.
    static let rereads = ["Lexer.tokenize", "Lexer()", "stringValue(of:", ".bytes[", "commentHead("]

    @Test func noStageButLexingReadsSourceCharacters() throws {
        let sources = try FormDispatchTests.generatorSources()
        #expect(sources.count > 50, "the generator's sources were not found")
        var found: [String] = []
        for (path, text) in sources.sorted(by: { $0.key < $1.key }) where !path.hasPrefix("Lexing/") {
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//") else { continue }
                for pattern in Self.rereads where code.contains(pattern) {
                    found.append("\(path):\(index + 1): \(code)")
                }
            }
        }
        #expect(found.isEmpty, "source characters read outside Lexing:\n\(found.joined(separator: "\n"))")
    }

    /// The options of a marker come out of the one lexing pass: tokens located in the file, and
    /// the values of their string literals, escapes and raw literals read.
    @Test func markerOptionsAreLexedWithTheFile() throws {
        let source = "enum E {}\n  // @FlatTag(#\"a\"b\"#, aliases: [\"c\\u{41}\"]) // note\n"
        let lexed = LexedFile(SourceFile(path: "E.swift", text: source))
        let comment = try #require(lexed.tokens.first { $0.kind == .lineComment })
        let head = try #require(lexed.commentHeads[comment.start])
        #expect(head.word == "@FlatTag")
        #expect(head.follower == .parenthesis)
        let options = try #require(head.options)
        #expect(options.problem == nil)
        #expect(options.tokens.map(\.kind).first == .leftParen)
        #expect(
            options.tokens.first?.start
                == source.utf8.firstIndex(of: UInt8(ascii: "(")).map {
                    source.utf8.distance(from: source.utf8.startIndex, to: $0)
                })
        #expect(options.tokens.allSatisfy { $0.kind != .lineComment }, "the trailing comment is not an option")
        #expect(Set(options.stringValues.values) == ["a\"b", "cA"])
    }

    /// Ordinary comments cost a byte search: no head, no option tokens.
    @Test func ordinaryCommentsHaveNoHead() {
        let lexed = LexedFile(SourceFile(path: "E.swift", text: "// nothing to see (here)\nenum E {}\n"))
        #expect(lexed.commentHeads.isEmpty)
    }
}
