import Foundation
import Testing

/// A wire form is dispatched in one place per stage: the planner's and the emitter's dispatch
/// files switch over `WireForm` exhaustively, so adding a form makes the compiler list every place
/// that needs it. These tests read the generator's sources and fail when a form is compared
/// anywhere else, which the compiler would not flag.
@Suite("Support: one dispatch per stage")
struct FormDispatchTests {
    /// The only files that may ask which form an enum has.
    static let dispatchFiles: Set<String> = [
        "Planning/CodingPlanner+FormDispatch.swift", "Emitting/ConformanceEmitter+FormDispatch.swift",
    ]

    /// What a bare form comparison, or an arm that can never run, looks like; `tags == nil` is
    /// "untagged" asked of the emitter's form instead of the form answering.
    static let comparisons = [
        "form ==", "form !=", "isUntagged", "isExternal", "see Forms",
        "== .flat", "!= .flat", "== .content", "!= .content", "== .external", "!= .external", "== .untagged",
        "!= .untagged", "tags == nil", "tags != nil",
    ]

    /// Decisions by form that are still made outside the dispatch files: a placement's boolean
    /// (`besideTag`), a literal form handed to a message, an arm that lists forms. None in the
    /// emitter, which asks its `FormEmitter`; elsewhere at most `decisionLimit`.
    static let decisions = [
        "placement.besideTag", "besideTag:", "form: .flat", "form: .content", "form: .external", "form: .untagged",
        "case .flat, .content", "case .content, .flat",
    ]

    /// The most bare decisions outside the dispatch files: a ratchet, lowered as they leave
    /// (the goal is 8). Raising it needs a reason in review.
    static let decisionLimit = 11

    @Test func noFormIsComparedOutsideTheDispatchFiles() throws {
        let sources = try Self.generatorSources()
        #expect(sources.count > 50, "the generator's sources were not found")
        #expect(Self.dispatchFiles.isSubset(of: Set(sources.keys)), "a dispatch file was not found")
        var found: [String] = []
        for (path, text) in sources.sorted(by: { $0.key < $1.key }) where !Self.dispatchFiles.contains(path) {
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for pattern in Self.comparisons where line.contains(pattern) {
                    // The marker parser keeps its option flags; `WireForm.init` alone reads them.
                    let isMarkerFlag = pattern == "isUntagged" || pattern == "isExternal"
                    if isMarkerFlag, path.hasPrefix("Declarations/") || path == "Planning/WireForm.swift" {
                        continue
                    }
                    found.append("\(path):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(found.isEmpty, "forms compared outside the dispatch files:\n\(found.joined(separator: "\n"))")
    }

    @Test func bareDecisionsOutsideTheDispatchFilesAreFew() throws {
        let found = try Self.lines(matching: Self.decisions)
        let inEmitter = found.filter { $0.hasPrefix("Emitting/") }
        #expect(
            inEmitter.isEmpty, "the emitter decides by form outside its dispatch:\n\(inEmitter.joined(separator: "\n"))"
        )
        #expect(
            found.count <= Self.decisionLimit,
            "\(found.count) bare decisions by form outside the dispatch files (at most \(Self.decisionLimit)):\n\(found.joined(separator: "\n"))"
        )
    }

    /// Every line outside the dispatch files that contains one of `patterns`, as `path:line: text`.
    static func lines(matching patterns: [String]) throws -> [String] {
        var found: [String] = []
        for (path, text) in try generatorSources().sorted(by: { $0.key < $1.key }) where !dispatchFiles.contains(path) {
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where patterns.contains(where: line.contains) {
                found.append("\(path):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        return found
    }

    /// The design note names both dispatch files, where a new form starts.
    @Test func theDesignNoteNamesTheDispatchFiles() throws {
        let note = try RepositoryFiles.text(DesignNoteTests.designNote)
        for file in Self.dispatchFiles {
            let name = String(file.split(separator: "/").last ?? "")
            #expect(note.contains(name), "the design note doesn't name \(file)")
        }
    }

    /// Every Swift file of the generator, by its path under `Sources/FlatTaggedMacros`.
    static func generatorSources() throws -> [String: String] {
        let root = try RepositoryFiles.root().appendingPathComponent("Sources/FlatTaggedMacros")
        var sources: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            sources[path] = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        }
        return sources
    }
}
