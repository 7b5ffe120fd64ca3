import Foundation
import Testing

/// Golden-file tests: every fixture `Fixtures/AREA/NAME.swift` is expanded by `flat-tagged expand`,
/// run in the fixture's folder, and its standard error, exit status and standard output must
/// equal `Fixtures/AREA/NAME.expected` (see `GoldenFixture`).
///
/// Re-record every expected file with `FLATTAGGED_RECORD=1 swift test --filter "GoldenFileTests|ModuleListTests"`,
/// then review the change with `git diff`.
@Suite("Golden files")
struct GoldenFileTests {
    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["FLATTAGGED_RECORD"] == "1"
    }

    /// What a fixture's expected file holds: the exit status, diagnostics, then the code.
    static func render(_ result: ProgramResult) -> String {
        var text = "// exit status: \(result.status)\n"
        let diagnostics = result.standardError.split(separator: "\n")
        text += diagnostics.isEmpty ? "// diagnostics: none\n" : "// diagnostics:\n"
        for line in diagnostics { text += "// \(line)\n" }
        text += "// ---- generated code ----\n"
        return text + result.standardOutput
    }

    @Test func thereAreFixturesForEveryFeatureAndDiagnostic() {
        #expect(GoldenFixture.all.count >= 30)
        #expect(GoldenFixture.all.filter(\.isError).count >= 12)
    }

    @Test(arguments: GoldenFixture.all)
    func fixture(_ fixture: GoldenFixture) throws {
        let files = [fixture.fileName] + (fixture.companionFileName.map { [$0] } ?? [])
        let result = try FlatTaggedTool.run(["expand"] + files, in: fixture.folder)
        let actual = Self.render(result)
        if Self.isRecording {
            try actual.write(to: fixture.expected, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: fixture.expected, encoding: .utf8) else {
            Issue.record("no Fixtures/\(fixture.path).expected; record it with \(GoldenFixture.recordCommand)")
            return
        }
        if actual != expected {
            Issue.record(
                """
                Fixtures/\(fixture.path).swift: the expansion differs from \(fixture.name).expected \
                (- expected, + actual). If the change is meant, re-record with \(GoldenFixture.recordCommand) \
                and review git diff.
                \(TextDiff.unified(expected: expected, actual: actual))
                """
            )
        }
        // Error fixtures exit with 1 and generate nothing; the others exit with 0.
        if fixture.isError {
            #expect(result.status == 1, "\(fixture.path) should fail")
            #expect(result.standardError.contains(": error: "))
        } else {
            #expect(result.status == 0, "\(fixture.path) should succeed: \(result.standardError)")
            #expect(!result.standardError.contains(": error: "))
        }
        // A warning is the generator's, or the compiler's at a type the generator can't read
        // (`flatTaggedCheckDescribed`, which GeneratedCodeCompilesTests compiles).
        if fixture.isWarning {
            #expect(
                result.standardError.contains(": warning: ")
                    || result.standardOutput.contains("schema.flatTaggedCheckDescribed("))
        }
    }
}
