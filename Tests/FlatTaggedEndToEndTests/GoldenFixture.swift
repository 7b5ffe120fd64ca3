import Foundation
import Testing

/// A golden fixture: `Fixtures/AREA/NAME.swift`, whose expansion `Fixtures/AREA/NAME.expected` pins.
///
/// Fixtures sit in one folder per area, a form's features beside its errors (CONTRIBUTING.md,
/// "Adding a golden fixture", lists the areas; `FixtureLayoutTests` keeps the layout). A
/// name starting with `error_` is a fixture whose expansion fails, one with `warning_` succeeds
/// with warnings. The generator runs in the fixture's folder on the bare file name, so the paths
/// recorded in diagnostics and in the generated file's header are the file name alone: moving a
/// fixture to another folder changes nothing it records.
struct GoldenFixture: Hashable, Sendable, CustomTestStringConvertible {
    /// The `Fixtures` folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// How every fixture opens: one line saying what it shows.
    static let purposePrefix = "// Shows: "

    /// The path under `Fixtures`, without the extension: `Content/content_form`.
    var path: String

    /// The file name without the extension: `content_form`.
    var name: String { String(path.split(separator: "/").last ?? Substring(path)) }

    /// The folder the fixture sits in, where the generator runs.
    var folder: URL { Self.root.appendingPathComponent(path).deletingLastPathComponent() }

    /// The fixture's Swift file name, as the generator is given it.
    var fileName: String { name + ".swift" }

    /// The fixture's Swift file.
    var source: URL { Self.root.appendingPathComponent(path + ".swift") }

    /// The file name of the fixture's companion, `<name>.companion`, when it has one: another file
    /// of the same module (structs, say), given to the generator after the fixture, as the build
    /// gives a module's files. Not a `.swift` file, so it is no fixture of its own.
    var companionFileName: String? {
        let name = self.name + ".companion"
        return FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path) ? name : nil
    }

    /// The fixture's expected expansion.
    var expected: URL { Self.root.appendingPathComponent(path + ".expected") }

    /// Whether the expansion must fail with errors.
    var isError: Bool { name.hasPrefix("error_") }

    /// Whether the expansion must succeed with warnings.
    var isWarning: Bool { name.hasPrefix("warning_") }

    var testDescription: String { path }

    /// Every `.swift` file under `Fixtures`, in every folder, sorted by path.
    static var all: [GoldenFixture] {
        files(withExtension: "swift").map { GoldenFixture(path: String($0.dropLast(".swift".count))) }
    }

    /// The paths under `Fixtures` of every file ending in `.fileExtension`, sorted.
    static func files(withExtension fileExtension: String) -> [String] {
        let paths = FileManager.default.enumerator(atPath: root.path)?.allObjects.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix("." + fileExtension) }.sorted()
    }

    /// The fixture named `name`, in whichever folder it sits (names are unique across folders).
    static func named(_ name: String) throws -> GoldenFixture {
        try #require(all.first { $0.name == name }, "no fixture named \(name) under Fixtures")
    }

    /// The command that re-records the expected files, for failure messages.
    static let recordCommand = #"FLATTAGGED_RECORD=1 swift test --filter "GoldenFileTests|ModuleListTests""#
}
