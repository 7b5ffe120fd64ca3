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
                for prefix in ["    static func ", "    static let "] where line.hasPrefix(prefix) {
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
}
