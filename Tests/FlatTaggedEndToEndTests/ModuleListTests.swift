import Foundation
import Testing

/// `flat-tagged module-list`, run as the plugin runs it: over the files `generate`
/// wrote for the family fixtures (`Fixtures/Families`). Its output is pinned by
/// `Fixtures/ModuleList/*.expected` (re-record with `FLATTAGGED_RECORD=1`), and compiles with the
/// fixtures and their generated code in Swift 6 mode with warnings as errors.
@Suite("Module list")
struct ModuleListTests {
    /// The fixtures whose families and members the list gathers.
    static let fixtures = ["family_protocols", "family_members", "family_fallback", "family_conditional"]

    /// A scratch directory with the generated code of `fixtures` in `Generated/`: `generate` runs
    /// once per fixture, in the fixture's folder, as the plugin runs it once per file.
    static func generate(_ fixtures: [String] = fixtures) throws -> URL {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ft-module-list-\(UUID().uuidString)")
        let generated = scratch.appendingPathComponent("Generated")
        for fixture in try fixtures.map(GoldenFixture.named) {
            let result = try FlatTaggedTool.run(
                ["generate", "--output", generated.path, fixture.fileName], in: fixture.folder)
            #expect(result.status == 0, "\(fixture.path): \(result.standardError)")
        }
        return scratch
    }

    static func generatedFiles(in scratch: URL, _ fixtures: [String] = fixtures) -> [String] {
        fixtures.map { scratch.appendingPathComponent("Generated/\($0)+FlatTagged.swift").path }
    }

    /// The fixtures' Swift files.
    static func sources(_ fixtures: [String] = fixtures) throws -> [String] {
        try fixtures.map { try GoldenFixture.named($0).source.path }
    }

    /// Compares `actual` with `Fixtures/ModuleList/NAME.expected`, or records it.
    static func expectGolden(_ actual: String, _ name: String) throws {
        let url = GoldenFixture.root.appendingPathComponent("ModuleList/\(name).expected")
        if GoldenFileTests.isRecording {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        if actual != expected {
            Issue.record(
                """
                Fixtures/ModuleList/\(name).expected differs (- expected, + actual). If the change is meant, \
                re-record with \(GoldenFixture.recordCommand) and review git diff.
                \(TextDiff.unified(expected: expected, actual: actual))
                """
            )
        }
    }

    @Test func listsEveryFamilyAndMemberWithTheirConditions() throws {
        let scratch = try Self.generate()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("ModuleList/feature-dogs+FlatTaggedModule.swift")
        let result = try FlatTaggedTool.run(
            [
                "module-list", "--module-name", "FeatureDogs", "--target-name", "feature-dogs", "--output-file",
                output.path,
            ]
                + Self.generatedFiles(in: scratch))
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        let text = try String(contentsOf: output, encoding: .utf8)
        try Self.expectGolden(text, "feature_dogs")
        #expect(text.contains("public static var featureDogs: FlatTagged.FlatTaggedModule"))

        // The same list from the sources themselves, in any order of the inputs.
        let fromSources = scratch.appendingPathComponent("from-sources.swift")
        let again = try FlatTaggedTool.run(
            [
                "module-list", "--module-name", "FeatureDogs", "--target-name", "feature-dogs", "--output-file",
                fromSources.path,
            ]
                + Self.sources(Self.fixtures.reversed())
        )
        #expect(again.status == 0, "\(again.standardError)")
        #expect(try String(contentsOf: fromSources, encoding: .utf8) == text)
    }

    @Test func theListCompilesWithTheFixturesWithoutWarnings() throws {
        let modules = try #require(GeneratedCodeCompilesTests.modulesDirectory, "build the package first")
        let scratch = try Self.generate()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("ModuleList/Core+FlatTaggedModule.swift")
        let result = try FlatTaggedTool.run(
            ["module-list", "--module-name", "Core", "--output-file", output.path] + Self.generatedFiles(in: scratch))
        #expect(result.status == 0, "\(result.standardError)")
        let sources = try Self.sources()
        let compiler = try Subprocess.run(
            "/usr/bin/env",
            [
                "swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-package-name", "Fixtures",
                "-module-name", "Core",
                "-I", modules.path,
            ] + sources + Self.generatedFiles(in: scratch) + [output.path])
        #expect(compiler.status == 0, "swiftc failed:\n\(compiler.standardError)")
    }

    @Test func deprecatedAndOSGatedDeclarationsCompileWithoutWarnings() throws {
        let modules = try #require(GeneratedCodeCompilesTests.modulesDirectory, "build the package first")
        let fixtures = ["family_availability"]
        let scratch = try Self.generate(fixtures)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("ModuleList/Gadgets+FlatTaggedModule.swift")
        let result = try FlatTaggedTool.run(
            ["module-list", "--module-name", "Gadgets", "--output-file", output.path]
                + Self.generatedFiles(in: scratch, fixtures))
        #expect(result.status == 0, "\(result.standardError)")
        let text = try String(contentsOf: output, encoding: .utf8)
        try Self.expectGolden(text, "gadgets")
        #expect(!text.contains("GoneGizmo"))
        let compiler = try Subprocess.run(
            "/usr/bin/env",
            [
                "swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", "Gadgets", "-I",
                modules.path,
            ]
                + Self.sources(fixtures)
                + Self.generatedFiles(in: scratch, fixtures) + [output.path])
        #expect(compiler.status == 0, "swiftc failed:\n\(compiler.standardError)")
    }

    @Test func aTargetWithoutFamiliesGetsACommentAndUnchangedListsAreNotRewritten() throws {
        let scratch = try Self.generate(["multiple_enums"])
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("ModuleList/App+FlatTaggedModule.swift")
        let arguments =
            ["module-list", "--module-name", "App", "--output-file", output.path]
            + Self.generatedFiles(in: scratch, ["multiple_enums"])
        #expect(try FlatTaggedTool.run(arguments).status == 0)
        let text = try String(contentsOf: output, encoding: .utf8)
        #expect(!text.contains("extension"))
        #expect(text.contains("// App declares no FlatTagged family or member."))

        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: output.path)
        #expect(try FlatTaggedTool.run(arguments).status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date == past)
    }

    @Test func usageMistakes() throws {
        #expect(try FlatTaggedTool.run(["module-list", "--output-file", "/tmp/x.swift"]).status == 2)
        #expect(try FlatTaggedTool.run(["module-list", "--module-name", "Core"]).status == 2)
        #expect(
            try FlatTaggedTool.run(["module-list", "--module-name", "Core", "--output-file", "/tmp/x.swift", "--bogus"])
                .status == 2)
    }
}
