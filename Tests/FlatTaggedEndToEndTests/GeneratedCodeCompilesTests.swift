import Foundation
import Testing

/// The generated code of every fixture that should succeed compiles in Swift 6 mode with
/// warnings as errors, together with its fixture and the `FlatTagged` runtime; for a fixture
/// with warnings (every `warning_…` one), it fails on exactly those, at the fixture's lines.
@Suite("Generated code compiles")
struct GeneratedCodeCompilesTests {
    static var compilableFixtures: [GoldenFixture] {
        GoldenFixture.all.filter { !$0.isError }
    }

    /// The built runtime module, next to the tool.
    static var modulesDirectory: URL? {
        guard let tool = FlatTaggedTool.url else { return nil }
        let modules = tool.deletingLastPathComponent().appendingPathComponent("Modules")
        let exists = FileManager.default.fileExists(
            atPath: modules.appendingPathComponent("FlatTagged.swiftmodule").path)
        return exists ? modules : nil
    }

    @Test(arguments: compilableFixtures)
    func fixtureCompiles(_ fixture: GoldenFixture) throws {
        let modules = try #require(Self.modulesDirectory, "build the package first: FlatTagged.swiftmodule not found")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("ft-compile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let generated = try FlatTaggedTool.run(
            ["generate", "--output", scratch.path, fixture.fileName], in: fixture.folder)
        #expect(generated.status == 0, "\(generated.standardError)")
        let name = fixture.name
        let output = scratch.appendingPathComponent(name + "+FlatTagged.swift")
        let compiler = try Subprocess.run(
            "/usr/bin/env",
            [
                "swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-package-name", "Fixtures", "-I",
                modules.path,
                fixture.source.path, output.path,
            ])
        // The generator's warnings are repeated in the generated file as `#warning` at the user's
        // lines, so `-warnings-as-errors` fails on each of them, located in the fixture.
        let warnings = generated.standardError.split(separator: "\n").filter { $0.contains(": warning: ") }
        if fixture.isWarning, warnings.isEmpty {
            // A type the generator can't read is checked by the compiler, which warns at the case
            // when the type doesn't describe itself (`flatTaggedCheckDescribed`).
            #expect(compiler.status != 0, "-warnings-as-errors passed on \(fixture.path)")
            let located = compiler.standardError.split(separator: "\n").filter {
                $0.hasPrefix("\(name).swift:") && $0.contains("'flatTaggedCheckDescribed' is deprecated")
            }
            #expect(!located.isEmpty, "a warning_ fixture without warnings: \(fixture.path)\n\(compiler.standardError)")
            return
        }
        guard !warnings.isEmpty else {
            #expect(compiler.status == 0, "swiftc failed on \(fixture.path):\n\(compiler.standardError)")
            return
        }
        #expect(compiler.status != 0, "-warnings-as-errors passed on \(fixture.path)")
        let errors = compiler.standardError.split(separator: "\n")
        for warning in warnings {
            let line = warning.split(separator: ":")[1]
            let message = warning.components(separatedBy: ": warning: ")[1]
            #expect(
                errors.contains { $0.hasPrefix("\(name).swift:\(line):") && $0.hasSuffix(": error: \(message)") },
                "\(warning) not repeated at its line:\n\(compiler.standardError)")
        }
    }
}
