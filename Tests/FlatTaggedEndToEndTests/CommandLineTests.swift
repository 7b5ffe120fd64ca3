import Foundation
import Testing

@Suite("The flat-tagged command line")
struct CommandLineTests {
    /// A fresh directory with the given files.
    func makeDirectory(_ files: [String: String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ft-cli-\(UUID().uuidString)")
        for (path, text) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return directory
    }

    static let marked = "// @FlatTagged\nenum Message { case ping }\n"

    @Test func helpAndVersion() throws {
        let help = try FlatTaggedTool.run(["--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("flat-tagged generate --output DIR FILE..."))
        let version = try FlatTaggedTool.run(["--version"])
        #expect(version.status == 0)
        #expect(version.standardOutput.hasPrefix("flat-tagged "))
    }

    /// `--version` prints the newest version the changelog names (its first `## X.Y.Z` heading),
    /// not a number of its own.
    @Test func versionIsTheChangelogsNewest() throws {
        let changelog = try String(
            contentsOf: CorpusTests.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let newest = changelog.split(separator: "\n").first { line in
            line.hasPrefix("## ") && line.dropFirst(3).split(separator: ".").count == 3
                && line.dropFirst(3).allSatisfy { $0.isNumber || $0 == "." }
        }
        let version = try FlatTaggedTool.run(["--version"])
        #expect(newest != nil, "CHANGELOG.md names no version")
        #expect(version.standardOutput == "flat-tagged \(newest?.dropFirst(3) ?? "")\n")
    }

    @Test func usageMistakesExitWithTwo() throws {
        for arguments in [
            [], ["frobnicate"], ["generate", "a.swift"], ["generate", "--output"], ["expand"],
            ["expand", "--bogus", "a.swift"],
        ] {
            let result = try FlatTaggedTool.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(!result.standardError.isEmpty, "\(arguments)")
        }
    }

    @Test func unreadableInputFails() throws {
        let result = try FlatTaggedTool.run(["expand", "/nonexistent/Message.swift"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("cannot read /nonexistent/Message.swift"))
    }

    @Test func generateWritesOneUniqueOutputPerInputEvenForUnmarkedFiles() throws {
        let directory = try makeDirectory([
            "A/Message.swift": Self.marked,
            "B/Message.swift": "struct Plain {}\n",
            "Other.swift": "let x = 1\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out")
        let result = try FlatTaggedTool.run(
            ["generate", "--output", output.path, "A/Message.swift", "B/Message.swift", "Other.swift"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        // Colliding file names get the FNV-1a hash of their path; a unique one keeps its name.
        let names = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(
            names == [
                "Message-24aaa6e5+FlatTagged.swift", "Message-dec1f34c+FlatTagged.swift", "Other+FlatTagged.swift",
            ])
        let first = try String(
            contentsOf: output.appendingPathComponent("Message-24aaa6e5+FlatTagged.swift"), encoding: .utf8)
        #expect(first.contains("extension Message: FlatTagged.FlatTaggedCodable {}"))
        // `generate` points compiler errors at the user's file.
        #expect(first.contains("#sourceLocation(file: \"A/Message.swift\"") == false)  // `.ping` touches no user type
        #expect(
            try String(contentsOf: output.appendingPathComponent("Message-dec1f34c+FlatTagged.swift"), encoding: .utf8)
                .isEmpty)

        // The same names on every run, whatever the order of the inputs.
        let again = directory.appendingPathComponent("again")
        _ = try FlatTaggedTool.run(
            ["generate", "--output", again.path, "./Other.swift", "B/Message.swift", "A/Message.swift"], in: directory)
        #expect(try FileManager.default.contentsOfDirectory(atPath: again.path).sorted() == names)
    }

    @Test func generateOutputFileWritesExactlyThatFile() throws {
        let directory = try makeDirectory(["A/Message.swift": Self.marked])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try FlatTaggedTool.run(
            ["generate", "--output-file", "out/nested/Chosen+FlatTagged.swift", "A/Message.swift"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        let text = try String(
            contentsOf: directory.appendingPathComponent("out/nested/Chosen+FlatTagged.swift"), encoding: .utf8)
        #expect(text.contains("extension Message: FlatTagged.FlatTaggedCodable {}"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("out/nested").path)
                == ["Chosen+FlatTagged.swift"])
        for arguments in [
            ["generate", "--output-file", "x.swift", "A/Message.swift", "A/Message.swift"],
            ["generate", "--output-file", "x.swift", "--output", "out", "A/Message.swift"],
            ["generate", "--output-file"],
        ] {
            let mistake = try FlatTaggedTool.run(arguments, in: directory)
            #expect(mistake.status == 2, "\(arguments)")
        }
    }

    /// The stamp the plugin declares as an output of `generate` and an input of `module-list`:
    /// empty and left alone when the input has no warnings; when it has some, written afresh on
    /// every run (SwiftPM runs `module-list` again when it changes), listing them, and removed by
    /// `module-list` (so SwiftPM runs `generate`, which prints them, again on the next build). The
    /// generated file repeats the warnings as `#warning` at the input's lines.
    @Test func theStampListsWarningsAfreshAndModuleListRemovesIt() throws {
        let directory = try makeDirectory([
            "Marked.swift": Self.marked,
            "Near.swift": "import FlatTagged\n\n// @FlatTaged\nenum Near: Codable { case a }\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let stamp = directory.appendingPathComponent("stamps/Out.docc")
        func generate(_ input: String) throws -> (status: Int32, standardError: String) {
            let result = try FlatTaggedTool.run(
                ["generate", "--output-file", "Out.swift", "--warnings-stamp", "stamps/Out.docc", input],
                in: directory)
            return (result.status, result.standardError)
        }
        func moduleList() throws -> Int32 {
            try FlatTaggedTool.run(
                [
                    "module-list", "--module-name", "M", "--output-file", "List.swift", "--warnings-stamp",
                    "stamps/Out.docc", "Out.swift",
                ], in: directory
            ).status
        }
        func stampInfo() throws -> (inode: Int, modified: Date) {
            let attributes = try FileManager.default.attributesOfItem(atPath: stamp.path)
            return (
                (attributes[.systemFileNumber] as? Int) ?? -1, (attributes[.modificationDate] as? Date) ?? .distantPast
            )
        }
        #expect(try generate("Marked.swift").status == 0)
        #expect(try Data(contentsOf: stamp).isEmpty)
        let unwarned = try stampInfo()
        #expect(try moduleList() == 0)
        #expect(try generate("Marked.swift").status == 0)
        #expect(try stampInfo() == unwarned, "a stamp without warnings is left as it is")

        let near = try generate("Near.swift")
        #expect(near.status == 0 && near.standardError.contains("Near.swift:3:4: warning: '@FlatTaged'"))
        let listed = try String(contentsOf: stamp, encoding: .utf8)
        #expect(listed.contains("Near.swift:3:4: warning: '@FlatTaged'"), "\(listed)")
        let first = try stampInfo()
        #expect(try generate("Near.swift").status == 0)
        #expect(try stampInfo() != first, "a stamp with warnings is written afresh on every run")
        let code = try String(contentsOf: directory.appendingPathComponent("Out.swift"), encoding: .utf8)
        #expect(
            code.contains(
                "#sourceLocation(file: \"Near.swift\", line: 3)\n#warning(\"'@FlatTaged' is not a FlatTagged marker; did you mean '@FlatTagged'?\")\n#sourceLocation()"
            ), "\(code)")
        #expect(try moduleList() == 0)
        #expect(!FileManager.default.fileExists(atPath: stamp.path), "module-list removes a stamp with warnings")

        #expect(try generate("Marked.swift").status == 0)
        #expect(try moduleList() == 0)
        #expect(try Data(contentsOf: stamp).isEmpty, "module-list keeps a stamp without warnings")
        let mistake = try FlatTaggedTool.run(
            ["generate", "--output", "out", "--warnings-stamp", "s.docc", "Marked.swift"], in: directory)
        #expect(mistake.status == 2)
    }

    @Test func expandNamesOnlyFilesWithCodeOrDiagnostics() throws {
        let directory = try makeDirectory([
            "Marked.swift": Self.marked,
            "Plain.swift": "struct Plain {}\n",
            "Near.swift": "// @FlatTaged\nenum Near { case a }\n",
            "Other.swift": "// @FlatTagged\nenum Other { case pong }\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try FlatTaggedTool.run(
            ["expand", "Plain.swift", "Marked.swift", "Plain.swift", "Near.swift", "Other.swift"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        let headers = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("// MARK: - ") }
        #expect(headers == ["// MARK: - Marked.swift", "// MARK: - Near.swift", "// MARK: - Other.swift"])
        #expect(result.standardOutput.hasPrefix("// MARK: - Marked.swift\n"))
        #expect(result.standardOutput.contains("\n\n// MARK: - Other.swift\n"))

        // Nothing to show at all: nothing printed.
        let nothing = try FlatTaggedTool.run(["expand", "Plain.swift", "Plain.swift"], in: directory)
        #expect(nothing.status == 0)
        #expect(nothing.standardOutput.isEmpty)
    }

    @Test func developerCommandsAreNotInTheUsersTool() throws {
        for command in ["scan", "inventory", "fuzz"] {
            let result = try FlatTaggedTool.run([command, "x.swift"])
            #expect(result.status == 2, "\(command)")
            #expect(result.standardError.contains("unknown command '\(command)'"))
        }
        #expect(try FlatTaggedTool.run(["--help"]).standardOutput.contains("scan") == false)
        let developer = try FlatTaggedDevTool.run(["--help"])
        #expect(developer.status == 0)
        #expect(developer.standardOutput.contains("inventory FILE..."))
    }

    @Test func generateMapsUserTypesToTheUsersLines() throws {
        let directory = try makeDirectory(["Message.swift": "// @FlatTagged\nenum Message {\n    case text(Text)\n}\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out")
        _ = try FlatTaggedTool.run(["generate", "--output", output.path, "Message.swift"], in: directory)
        let text = try String(contentsOf: output.appendingPathComponent("Message+FlatTagged.swift"), encoding: .utf8)
        #expect(text.contains("#sourceLocation(file: \"Message.swift\", line: 3)"))
        #expect(text.contains("#sourceLocation()"))
    }

    @Test func unchangedOutputsAreNotRewritten() throws {
        let directory = try makeDirectory(["Message.swift": Self.marked])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out")
        let generated = output.appendingPathComponent("Message+FlatTagged.swift")
        _ = try FlatTaggedTool.run(["generate", "--output", output.path, "Message.swift"], in: directory)
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: generated.path)
        _ = try FlatTaggedTool.run(["generate", "--output", output.path, "Message.swift"], in: directory)
        let unchanged = try FileManager.default.attributesOfItem(atPath: generated.path)[.modificationDate] as? Date
        #expect(unchanged == past)

        try (Self.marked + "// @FlatTagged\nenum Other { case pong }\n").write(
            to: directory.appendingPathComponent("Message.swift"), atomically: true, encoding: .utf8)
        _ = try FlatTaggedTool.run(["generate", "--output", output.path, "Message.swift"], in: directory)
        let changed = try FileManager.default.attributesOfItem(atPath: generated.path)[.modificationDate] as? Date
        #expect(changed != past)
        #expect(try String(contentsOf: generated, encoding: .utf8).contains("extension Other"))
    }

    @Test func errorsUseTheCompilerFormatAndFailTheRun() throws {
        let directory = try makeDirectory(["Bad.swift": "// @FlatTagged\nstruct NotAnEnum {}\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try FlatTaggedTool.run(["generate", "--output", "out", "Bad.swift"], in: directory)
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "Bad.swift:1:4: error: @FlatTagged must be followed by an enum or a protocol declaration; found 'struct NotAnEnum'\n"
        )
    }

    @Test func warningsAloneDoNotFailTheRun() throws {
        let directory = try makeDirectory(["Near.swift": "// @FlatTaged\nenum Near { case a }\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try FlatTaggedTool.run(["expand", "Near.swift"], in: directory)
        #expect(result.status == 0)
        #expect(
            result.standardError.contains(
                "Near.swift:1:4: warning: '@FlatTaged' is not a FlatTagged marker; did you mean '@FlatTagged'?"))
    }
}
