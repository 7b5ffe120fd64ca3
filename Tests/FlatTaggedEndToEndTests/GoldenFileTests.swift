import Foundation
import Testing

/// Golden-file tests: every `Fixtures/NAME.swift` is expanded by `flat-tagged expand`, and its
/// standard error, exit status and standard output must equal `Fixtures/NAME.expected`.
///
/// Re-record every expected file with `FLATTAGGED_RECORD=1 swift test --filter GoldenFileTests`,
/// then review the change with `git diff`.
@Suite("Golden files")
struct GoldenFileTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static var fixtureNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }.sorted()
    }

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
        #expect(Self.fixtureNames.count >= 30)
        #expect(Self.fixtureNames.filter { $0.hasPrefix("error_") }.count >= 12)
    }

    @Test(arguments: fixtureNames)
    func fixture(_ name: String) throws {
        let result = try FlatTaggedTool.run(["expand", name + ".swift"], in: Self.fixtures)
        let actual = Self.render(result)
        let expectedURL = Self.fixtures.appendingPathComponent(name + ".expected")
        if Self.isRecording {
            try actual.write(to: expectedURL, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: expectedURL, encoding: .utf8) else {
            Issue.record("no \(name).expected; record it with FLATTAGGED_RECORD=1 swift test --filter GoldenFileTests")
            return
        }
        if actual != expected {
            Issue.record(
                "\(name): output differs from \(name).expected (- expected, + actual):\n\(TextDiff.unified(expected: expected, actual: actual))"
            )
        }
        // Error fixtures exit with 1 and generate nothing; the others exit with 0.
        if name.hasPrefix("error_") {
            #expect(result.status == 1, "\(name) should fail")
            #expect(result.standardError.contains(": error: "))
        } else {
            #expect(result.status == 0, "\(name) should succeed: \(result.standardError)")
            #expect(!result.standardError.contains(": error: "))
        }
        if name.hasPrefix("warning_") {
            #expect(result.standardError.contains(": warning: "))
        }
    }
}
