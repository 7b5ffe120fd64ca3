import Foundation
import Testing

/// `flat-tagged struct-summary` and `generate --struct-summary`, as the build plugin runs them:
/// one summary of the module's structs, written only when it changes, which each file's
/// `generate` reads for a `// @FlatTagged(schema)` enum naming a struct of another file.
@Suite("The command line: the struct summary")
struct StructSummaryCommandTests {
    static let files = [
        "Route.swift": "// @FlatTagged(schema)\nenum Route { case walk(Leg) }\n",
        "Leg.swift": "struct Leg: Codable { var from: String }\n",
        "Plain.swift": "let plain = 0\n",
    ]

    func modified(_ url: URL) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
    }

    @Test func generateReadsTheSummaryForAStructOfAnotherFile() throws {
        let directory = try CommandLineTests().makeDirectory(Self.files)
        defer { try? FileManager.default.removeItem(at: directory) }
        let inputs = Self.files.keys.sorted()
        let summarize = ["struct-summary", "--output-file", "out/M+FlatTaggedStructs.docc"] + inputs
        let summary = try FlatTaggedTool.run(summarize, in: directory)
        #expect(summary.status == 0, "\(summary.standardError)")
        let summaryURL = directory.appendingPathComponent("out/M+FlatTaggedStructs.docc")
        #expect(try String(contentsOf: summaryURL, encoding: .utf8).contains("struct\tLeg\t-\n"))

        let alone = try FlatTaggedTool.run(["generate", "--output-file", "out/R.swift", "Route.swift"], in: directory)
        // Alone, the file doesn't know Leg: the code asks the compiler to check it at the case.
        #expect(alone.status == 0)
        let aloneCode = try String(contentsOf: directory.appendingPathComponent("out/R.swift"), encoding: .utf8)
        #expect(aloneCode.contains("schema.flatTaggedCheckDescribed(Leg.self)"))
        let generated = try FlatTaggedTool.run(
            [
                "generate", "--output-file", "out/R.swift", "--struct-summary", "out/M+FlatTaggedStructs.docc",
                "Route.swift",
            ],
            in: directory)
        #expect(generated.status == 0)
        #expect(generated.standardError.isEmpty, "\(generated.standardError)")
        let code = try String(contentsOf: directory.appendingPathComponent("out/R.swift"), encoding: .utf8)
        #expect(code.contains("schema.definition(Leg.self, Self.flatTaggedStructSchema0(in:))"))
        #expect(!code.contains("flatTaggedCheckDescribed"))

        // An edit without structs leaves the summary as it was: not even rewritten.
        let before = try modified(summaryURL)
        Thread.sleep(forTimeInterval: 0.05)
        try "let plain = 1\n".write(
            to: directory.appendingPathComponent("Plain.swift"), atomically: true, encoding: .utf8)
        #expect(try FlatTaggedTool.run(summarize, in: directory).status == 0)
        #expect(try modified(summaryURL) == before)
        // An edit of the struct rewrites it.
        try "struct Leg: Codable { var from: String; var to: Int }\n".write(
            to: directory.appendingPathComponent("Leg.swift"), atomically: true, encoding: .utf8)
        #expect(try FlatTaggedTool.run(summarize, in: directory).status == 0)
        #expect(try String(contentsOf: summaryURL, encoding: .utf8).contains("property\tto\tto\t+Int\td\t-\n"))
    }

    @Test func mistakesAndAnUnreadableSummary() throws {
        let directory = try CommandLineTests().makeDirectory(Self.files)
        defer { try? FileManager.default.removeItem(at: directory) }
        for arguments in [
            ["struct-summary", "Leg.swift"], ["struct-summary", "--output-file"],
            ["struct-summary", "--bogus", "x", "Leg.swift"],
            ["generate", "--output", "out", "--struct-summary", "s.docc", "Route.swift"],
            ["generate", "--output-file", "x.swift", "Route.swift", "--struct-summary"],
        ] {
            let mistake = try FlatTaggedTool.run(arguments, in: directory)
            #expect(mistake.status == 2, "\(arguments)")
        }
        let missing = try FlatTaggedTool.run(
            ["generate", "--output-file", "x.swift", "--struct-summary", "none.docc", "Route.swift"], in: directory)
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("none.docc"))
        // A file without a schema marker never reads it.
        let plain = try FlatTaggedTool.run(
            ["generate", "--output-file", "y.swift", "--struct-summary", "none.docc", "Plain.swift"], in: directory)
        #expect(plain.status == 0, "\(plain.standardError)")
    }
}
