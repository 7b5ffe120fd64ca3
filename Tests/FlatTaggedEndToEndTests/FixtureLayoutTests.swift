import Foundation
import Testing

/// The golden fixtures' layout, which the runners and a reader rely on: every fixture in the
/// folder of its area, opening with one line that says what it shows, beside its expected file.
@Suite("Golden fixtures' layout")
struct FixtureLayoutTests {
    /// The fixtures' Swift and expected files, found wherever they are.
    static let swiftFiles = GoldenFixture.files(withExtension: "swift")
    static let expectedFiles = GoldenFixture.files(withExtension: "expected")

    @Test func theFixturesAreFound() {
        #expect(Self.swiftFiles.count >= 30, "the fixtures were not found under \(GoldenFixture.root.path)")
    }

    @Test func everyFixtureSitsInTheFolderOfItsArea() {
        let topLevel = (Self.swiftFiles + Self.expectedFiles).filter { !$0.contains("/") }
        #expect(
            topLevel.isEmpty,
            """
            fixtures at the top level of Fixtures, outside an area folder: \(topLevel.joined(separator: ", ")). \
            Move each into the folder of its area (CONTRIBUTING.md, "Adding a golden fixture").
            """)
    }

    /// Every area folder is in the contributing guide's table of areas, which says what goes where.
    @Test func theContributingGuideNamesEveryArea() throws {
        let guide = try String(
            contentsOf: GoldenFixture.root.deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("CONTRIBUTING.md"),
            encoding: .utf8)
        let areas = Set(GoldenFixture.all.compactMap { $0.path.split(separator: "/").dropLast().first })
        #expect(areas.count >= 5, "the area folders were not found")
        for area in areas.sorted() {
            let isNamed = guide.contains("| `\(area)` |")
            #expect(isNamed, "CONTRIBUTING.md's table of fixture areas doesn't name \(area)")
        }
    }

    @Test func everyFixtureOpensWithOneLineSayingWhatItShows() throws {
        var lacking: [String] = []
        for fixture in GoldenFixture.all {
            let text = try String(contentsOf: fixture.source, encoding: .utf8)
            let lines = text.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
            let first = lines.first.map(String.init) ?? ""
            let said = first.dropFirst(GoldenFixture.purposePrefix.count).trimmingCharacters(in: .whitespaces)
            // One line: a sentence of its own, not the first line of a paragraph or a second purpose line.
            let isOneSentence = said.count >= 12 && said.hasSuffix(".")
            let secondIsPurpose = lines.count > 1 && lines[1].hasPrefix(GoldenFixture.purposePrefix)
            if !first.hasPrefix(GoldenFixture.purposePrefix) || !isOneSentence || secondIsPurpose {
                lacking.append(fixture.path)
            }
        }
        #expect(
            lacking.isEmpty,
            """
            fixtures that don't open with one line \"\(GoldenFixture.purposePrefix)…\" ending with a full stop, \
            saying what they show: \(lacking.joined(separator: ", "))
            """)
    }

    @Test func everyFixtureHasItsExpectedFileAndANameOfItsOwn() {
        let sources = Set(Self.swiftFiles.map { $0.dropLast(".swift".count) })
        let expected = Set(
            Self.expectedFiles.filter { !$0.hasPrefix("ModuleList/") }.map { $0.dropLast(".expected".count) })
        #expect(
            sources.subtracting(expected).isEmpty,
            "fixtures without an expected file: \(sources.subtracting(expected).sorted())")
        #expect(
            expected.subtracting(sources).isEmpty,
            "expected files without a fixture: \(expected.subtracting(sources).sorted())")
        // The generated files of several fixtures share a folder (ModuleListTests), named by the fixture's name.
        let names = Dictionary(grouping: GoldenFixture.all, by: \.name).filter { $0.value.count > 1 }
        #expect(names.isEmpty, "fixture names used in more than one folder: \(names.keys.sorted())")
    }
}
