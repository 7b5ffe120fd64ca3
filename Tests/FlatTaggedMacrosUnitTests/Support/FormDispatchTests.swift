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

    /// What a bare form comparison, or an arm that can never run, looks like.
    static let comparisons = [
        "form ==", "form !=", "isUntagged", "isExternal", "see Forms",
        "== .flat", "!= .flat", "== .content", "!= .content", "== .external", "!= .external", "== .untagged",
        "!= .untagged",
    ]

    @Test func noFormIsComparedOutsideTheDispatchFiles() throws {
        let sources = try Self.generatorSources()
        #expect(sources.count > 50, "the generator's sources were not found")
        #expect(Self.dispatchFiles.isSubset(of: Set(sources.keys)), "a dispatch file was not found")
        var found: [String] = []
        for (path, text) in sources.sorted(by: { $0.key < $1.key }) where !Self.dispatchFiles.contains(path) {
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for pattern in Self.comparisons where line.contains(pattern) {
                    // The marker parser reads its option flags into the form (`TypeMarker.form`).
                    let isMarkerFlag = pattern == "isUntagged" || pattern == "isExternal"
                    if isMarkerFlag, path.hasPrefix("Declarations/") {
                        continue
                    }
                    found.append("\(path):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(found.isEmpty, "forms compared outside the dispatch files:\n\(found.joined(separator: "\n"))")
    }

    /// Decisions on the form that the compiler can't list either: a literal form passed to a
    /// message (`form: .external`), a placement's boolean (`placement.besideTag`), "no tags"
    /// read as "untagged" (`tags == nil`). None in the front stages (declarations, planning,
    /// messages); at most 8 in the generator as a whole (the emitter's are its own to remove).
    static let hiddenDecisions = ["form: .", "placement.besideTag", "besideTag:", "tags == nil", "tags != nil"]

    @Test func noHiddenFormDecisionsInTheFrontStages() throws {
        var front: [String] = []
        var total = 0
        for (path, text) in try Self.generatorSources().sorted(by: { $0.key < $1.key })
        where !Self.dispatchFiles.contains(path) {
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for pattern in Self.hiddenDecisions where line.contains(pattern) {
                    total += 1
                    if !path.hasPrefix("Emitting/") {
                        front.append("\(path):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
                    }
                }
            }
        }
        #expect(front.isEmpty, "form decisions outside the dispatch:\n\(front.joined(separator: "\n"))")
        #expect(total <= 8, "\(total) form decisions outside the dispatch files")
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
