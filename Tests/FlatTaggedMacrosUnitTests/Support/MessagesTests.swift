import Foundation
import Testing

@testable import FlatTaggedMacros

/// The message catalog: one named entry per message, sorted, and the words the runtime shares.
@Suite("Support: the message catalog")
struct MessagesTests {
    /// Every file of the catalog, found rather than listed, so a new one is checked too.
    static var catalogFiles: [String] {
        get throws {
            try FileManager.default.contentsOfDirectory(
                atPath: RepositoryFiles.root().appendingPathComponent("Sources/FlatTaggedMacros/Support/Messages").path
            )
            .filter { $0.hasSuffix(".swift") && $0 != "Messages.swift" }.map { String($0.dropLast(6)) }.sorted()
        }
    }

    /// Within each `extension Messages { … }`, entries are sorted by name, so a new message has
    /// one place to go and a duplicate stands next to its twin.
    @Test func entriesAreSortedByName() throws {
        let files = try Self.catalogFiles
        #expect(files.count >= 9, "\(files)")
        for file in files {
            let source = try RepositoryFiles.text("Sources/FlatTaggedMacros/Support/Messages/\(file).swift")
            var blocks: [[String]] = []
            for line in source.split(separator: "\n") {
                if line.hasPrefix("extension Messages {") { blocks.append([]) }
                for prefix in ["    static func ", "    static let ", "    static var "] where line.hasPrefix(prefix) {
                    let name = line.dropFirst(prefix.count).prefix { $0.isLetter || $0.isNumber }
                    blocks[blocks.count - 1].append(String(name))
                }
            }
            #expect(!blocks.isEmpty, "\(file)")
            for names in blocks {
                #expect(names == names.sorted { $0.lowercased() < $1.lowercased() }, "\(file): \(names)")
                #expect(Set(names).count == names.count, "\(file): \(names)")
            }
        }
    }

    /// The runtime's encode guard and the generator's error give the same fix for a single
    /// payload that can't stand beside the tag; the generator can't link the runtime, so the two
    /// copies of the words are held together here.
    @Test func theRuntimeGivesTheSameFixForAFlatPayload() throws {
        let runtime = try RepositoryFiles.text("Sources/FlatTagged/FlatPayloads/FlatPayloadOwner.swift")
        let lines = runtime.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let start = try #require(
            lines.firstIndex { $0.hasPrefix("static func flatPayloadFix(caseName: String, type: String)") })
        let body = lines[start + 1]
        #expect(body == #""label it, as in 'case \(caseName)(value: \(type))', or use @FlatTagged(content: \"…\")""#)
        #expect(
            Messages.flatPayloadFix(caseName: "count", type: "Int")
                == "label it, as in 'case count(value: Int)', or use @FlatTagged(content: \"…\")")
    }

    /// Each entry's identity is its name, and its severity is the catalog's: `.error("…")` or
    /// `.warning("…")` inside the entry.
    @Test func anEntrysIdentityIsItsNameAndItsSeverityIsTheCatalogs() {
        #expect(Messages.emptyTag.id == MessageID(entry: "emptyTag") && Messages.emptyTag.severity == .error)
        let nearMiss = Messages.notAMarker("FlatTagged", suggestion: "@FlatTagged")
        #expect(nearMiss.id.name == "notAMarker" && nearMiss.severity == .warning)
        #expect(
            Messages.untaggedFallbackUnreachable("a", caseName: "b", type: "C").id.name == "untaggedFallbackUnreachable"
        )
    }

    /// No stage outside the catalog makes a message or picks a severity: they report catalog
    /// entries, whose severity comes with them.
    @Test func onlyTheCatalogMakesMessages() throws {
        let root = try RepositoryFiles.root().appendingPathComponent("Sources/FlatTaggedMacros")
        let files = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
            .filter {
                $0.hasSuffix(".swift") && !$0.hasPrefix("Support/Messages/") && $0 != "Support/DiagnosticMessage.swift"
            }
        #expect(files.count > 50)
        for file in files {
            let source = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for pattern in [
                "DiagnosticMessage.error(", "DiagnosticMessage.warning(", "DiagnosticMessage(id:",
                "Diagnostic(severity:",
            ] {
                #expect(!source.contains(pattern), "\(file) makes a message of its own: \(pattern)")
            }
            #expect(!source.contains("func warn("), "\(file)")
        }
    }

    /// A message's text never holds another message printed whole (a fragment interpolated as
    /// an entry): the golden files would show `DiagnosticMessage(id: …)`.
    @Test func noMessageInterpolatesAnEntry() throws {
        let fixtures = try RepositoryFiles.root().appendingPathComponent("Tests/FlatTaggedEndToEndTests/Fixtures")
        let files = try #require(FileManager.default.enumerator(atPath: fixtures.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".expected") }
        #expect(files.count > 100)
        for file in files {
            let text = try String(contentsOf: fixtures.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains("DiagnosticMessage("), "\(file)")
        }
    }

    /// The messages the DocC articles quote, each by its identity: a quote that drifts from the
    /// catalog's words, or a quote of a message not listed here, fails.
    static let quotedMessages: [(article: String, message: DiagnosticMessage)] = [
        ("ExternalAndUntaggedForms.md", Messages.untaggedLabeledCovered("point3", earlier: "point")),
        (
            "ExternalAndUntaggedForms.md",
            Messages.untaggedFallbackUnreachable("other", caseName: "message", type: "TGMessage")
        ),
    ]

    @Test func theArticlesQuoteMessagesAsTheCatalogWordsThem() throws {
        let folder = "Sources/FlatTagged/FlatTagged.docc"
        let articles = try FileManager.default.contentsOfDirectory(
            atPath: RepositoryFiles.root().appendingPathComponent(folder).path
        ).filter { $0.hasSuffix(".md") }
        var quoted: Set<String> = []
        for article in articles {
            let text = try RepositoryFiles.text("\(folder)/\(article)")
            for line in text.split(separator: "\n") where line.hasPrefix("error: ") || line.hasPrefix("warning: ") {
                let entry = Self.quotedMessages.first {
                    $0.article == article && "\($0.message.severity.rawValue): \($0.message.text)" == line
                }
                #expect(entry != nil, "\(article) quotes a message the catalog doesn't say so: \(line)")
                if let entry { quoted.insert(entry.message.id.name) }
            }
        }
        #expect(quoted == Set(Self.quotedMessages.map(\.message.id.name)))
    }
}
