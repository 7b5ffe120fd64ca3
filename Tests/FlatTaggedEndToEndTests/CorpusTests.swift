import Foundation
import Testing

/// The lexer and declaration parser on about 15,000 real Swift files that no one here wrote: the local package
/// mirrors, extracted by `Scripts/corpus.sh` into `.build/corpus` (never committed).
///
/// Opt-in: the suite takes minutes, so `swift test` runs it only with `FLATTAGGED_CORPUS=1`
/// (`.ci/run` sets it). Sizes are set by environment variables, so CI runs a quick version and a
/// benchmark run the full one: `FLATTAGGED_ORACLE_SAMPLE` (files compared with `swiftc -dump-parse`, default 150),
/// `FLATTAGGED_INJECTION_SAMPLE` (enums given a marker, default 1,000; 0 for all),
/// `FLATTAGGED_FUZZ_COUNT` (mutants, default 3,000), `FLATTAGGED_SEED` (default 1).
@Suite("The lexer and declaration parser on real code", .serialized)
struct CorpusTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every corpus file, or nil when this machine has no mirrors.
    static let files: [String]? = {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/git"),
            let result = try? Subprocess.run(
                "/bin/bash", [packageRoot.appendingPathComponent("Scripts/corpus.sh").path], timeout: 600),
            result.status == 0
        else {
            print(
                "CorpusTests: skipped: no package mirrors on this machine (git config names no url.<folder>.insteadOf)")
            return nil
        }
        let folder = result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return nil }
        var files: [String] = []
        for case let path as String in enumerator where path.hasSuffix(".swift") {
            let full = folder + "/" + path
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(full)
            }
        }
        return files.sorted()
    }()

    /// Whether `FLATTAGGED_CORPUS=1` asks for the suite.
    static let isRequested = ProcessInfo.processInfo.environment["FLATTAGGED_CORPUS"] == "1"

    /// Whether the suite runs: requested, and the mirrors are there. Extracting the corpus takes
    /// a while, so it is not even looked for unless requested.
    static var isEnabled: Bool { isRequested && files?.isEmpty == false }

    static func setting(_ name: String, default value: Int) -> Int {
        ProcessInfo.processInfo.environment[name].flatMap(Int.init) ?? value
    }

    static func temporaryDirectory(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes a file list for `--files-from`.
    static func fileList(_ files: [String], in directory: URL) throws -> String {
        let url = directory.appendingPathComponent("files.txt")
        try files.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// Parses `files` with the compiler's front end, many files per process, and records an
    /// issue for each batch that does not parse. Returns the number of failing batches.
    static func recordParseFailures(_ files: [String]) throws -> Int {
        var failures = 0
        for chunk in files.chunks(of: 500) {
            let parse = try Subprocess.run("/usr/bin/env", ["swiftc", "-frontend", "-parse"] + chunk, timeout: 600)
            if parse.status != 0 {
                failures += 1
                Issue.record("generated code does not parse:\n\(parse.standardError.prefix(3000))")
            }
        }
        return failures
    }

    // MARK: - 1. Every file, silently

    @Test(.enabled(if: isEnabled, "set FLATTAGGED_CORPUS=1 (and have the package mirrors) to run it"))
    func everyCorpusFileScansWithoutADiagnostic() throws {
        let files = try #require(Self.files)
        let scratch = try Self.temporaryDirectory("ft-corpus")
        defer { try? FileManager.default.removeItem(at: scratch) }
        // `--all`: no pre-check; every file is lexed and modeled.
        let result = try FlatTaggedDevTool.run(
            ["scan", "--all", "--files-from", Self.fileList(files, in: scratch)], timeout: 600)
        print("corpus scan: \(result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines))")
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty, "diagnostics on real code:\n\(result.standardError.prefix(4000))")
        #expect(result.standardOutput.contains("files \(files.count) "))
        #expect(result.standardOutput.contains(" diagnostics 0 outputs 0 "))
        #expect(files.count > 1_000)
    }

    /// Every corpus file with a marked enum appended: its real imports and `#if` blocks go
    /// through the generator, which must produce code that parses and no diagnostic.
    @Test(.enabled(if: isEnabled, "set FLATTAGGED_CORPUS=1 (and have the package mirrors) to run it"))
    func everyCorpusFileWithAMarkedEnumGeneratesCodeThatParses() throws {
        let files = try #require(Self.files)
        let scratch = try Self.temporaryDirectory("ft-probe")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inputs = scratch.appendingPathComponent("inputs")
        let outputs = scratch.appendingPathComponent("outputs")
        try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
        let probe = Data("\n// @FlatTagged\nenum FlatTaggedProbe { case probe(value: Int) }\n".utf8)
        var names: [String] = []
        for (index, file) in files.enumerated() {
            let name = "file\(index).swift"
            try (Data(contentsOf: URL(fileURLWithPath: file)) + probe).write(to: inputs.appendingPathComponent(name))
            names.append(name)
        }
        var diagnostics: [Substring] = []
        for chunk in names.chunks(of: 2_000) {
            let result = try FlatTaggedTool.run(
                ["generate", "--output", outputs.path] + chunk, in: inputs, timeout: 600)
            diagnostics += result.standardError.split(separator: "\n")
        }
        #expect(diagnostics.isEmpty, "diagnostics on real code:\n\(diagnostics.prefix(20).joined(separator: "\n"))")
        let generated = try FileManager.default.contentsOfDirectory(atPath: outputs.path).map {
            outputs.appendingPathComponent($0).path
        }
        #expect(generated.count == files.count)
        let failures = try Self.recordParseFailures(generated)
        print(
            "probe: \(files.count) corpus files with a marked enum appended, \(diagnostics.count) diagnostics, \(generated.count) generated files parsed"
        )
        #expect(failures == 0)
    }

    // MARK: - 2. The compiler as the oracle

    /// Every enum with its full name path and cases, from `swiftc -dump-parse`. The dump leaves
    /// out whatever stands in `#if` blocks and prints some closure bodies twice, so enums are
    /// de-duplicated by location.
    static func compilerInventory(_ dump: String) -> [String] {
        var scopes: [(indent: Int, name: String, enumIndex: Int?)] = []
        var enums: [(path: String, cases: [String], indent: Int)] = []
        var seen: Set<String> = []
        let typeKinds = ["struct_decl", "class_decl", "enum_decl", "protocol_decl", "extension_decl", "actor_decl"]
        for line in dump.split(separator: "\n") {
            let indent = line.prefix { $0 == " " }.count
            let body = line.dropFirst(indent)
            guard body.hasPrefix("(") else { continue }
            let kind = body.dropFirst().prefix { $0 != " " && $0 != ")" }
            if kind == "enum_element_decl" {
                guard let owner = scopes.last(where: { $0.enumIndex != nil }), let index = owner.enumIndex,
                    indent == enums[index].indent + 4, var name = Self.firstQuoted(after: "]", in: body)
                else { continue }
                if name.hasSuffix("()") { name.removeLast(2) }
                enums[index].cases.append(name)
                continue
            }
            while let last = scopes.last, last.indent >= indent { scopes.removeLast() }
            guard typeKinds.contains(String(kind)), let name = Self.firstQuoted(after: "]", in: body) else { continue }
            var enumIndex: Int?
            if kind == "enum_decl" {
                // `range=[PATH:LINE:COLUMN - line:…]`; PATH may hold spaces, even " - "
                // (BigInt's "Violet - Helpers" folder).
                let location =
                    body.firstRange(of: "range=[").flatMap { start in
                        body[start.upperBound...].firstRange(of: " - line:").map {
                            String(body[start.upperBound..<$0.lowerBound])
                        }
                    } ?? ""
                if seen.insert(location).inserted {
                    enums.append(((scopes.map(\.name) + [name]).joined(separator: "."), [], indent))
                    enumIndex = enums.count - 1
                } else {
                    enumIndex = nil
                }
            }
            scopes.append((indent, name, enumIndex))
        }
        return enums.map { "\($0.path): \($0.cases.joined(separator: " "))" }.sorted()
    }

    static func firstQuoted(after marker: String, in text: Substring) -> String? {
        guard let range = text.firstRange(of: marker) else { return nil }
        let rest = text[range.upperBound...]
        guard let open = rest.firstIndex(of: "\"") else { return nil }
        let afterOpen = rest.index(after: open)
        guard let close = rest[afterOpen...].firstIndex(of: "\"") else { return nil }
        return String(rest[afterOpen..<close])
    }

    @Test(.enabled(if: isEnabled, "set FLATTAGGED_CORPUS=1 (and have the package mirrors) to run it"))
    func scannerInventoryEqualsTheCompilers() throws {
        let files = try #require(Self.files)
        var random = SeededRandom(seed: UInt64(Self.setting("FLATTAGGED_SEED", default: 1)))
        let size = min(files.count, Self.setting("FLATTAGGED_ORACLE_SAMPLE", default: 150))
        var pool = files
        var sample: [String] = []
        for _ in 0..<size { sample.append(pool.remove(at: Int(random.next() % UInt64(pool.count)))) }
        // FLATTAGGED_ORACLE_FILES names files to compare instead, one a line (to re-check a mismatch).
        if let list = ProcessInfo.processInfo.environment["FLATTAGGED_ORACLE_FILES"],
            let text = try? String(contentsOfFile: list, encoding: .utf8)
        {
            sample = text.split(separator: "\n").map(String.init)
        }

        // The scanner's inventory, outside `#if`, in the compiler's format.
        let scratch = try Self.temporaryDirectory("ft-oracle")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inventory = try FlatTaggedDevTool.run(
            ["inventory", "--files-from", Self.fileList(sample, in: scratch)], timeout: 600)
        #expect(inventory.status == 0)
        var ours: [String: [String]] = [:]
        for line in inventory.standardOutput.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 6, fields[4] == "0" else { continue }
            let cases = fields[5].split(separator: " ").filter { !$0.hasPrefix("?") }
            ours[fields[0], default: []].append("\(fields[2]): \(cases.joined(separator: " "))")
        }

        // The compiler's, two files at a time.
        let results = ConcurrentResults<[String]?>(count: sample.count)
        let sampled = sample
        DispatchQueue.concurrentPerform(iterations: sampled.count) { index in
            let dump = try? Subprocess.run("/usr/bin/env", ["swiftc", "-dump-parse", sampled[index]], timeout: 120)
            results.set(index, dump.map { Self.compilerInventory($0.standardOutput) })
        }
        var mismatches = 0
        var compared = 0
        for (index, file) in sample.enumerated() {
            guard let theirs = results.values[index] ?? nil else { continue }
            compared += 1
            let mine = (ours[file] ?? []).sorted()
            if mine != theirs {
                mismatches += 1
                let onlyMine = mine.filter { !theirs.contains($0) }
                let onlyTheirs = theirs.filter { !mine.contains($0) }
                Issue.record("\(file):1: scanner only: \(onlyMine); compiler only: \(onlyTheirs)")
            }
        }
        print("oracle: compared \(compared) files with swiftc -dump-parse, \(mismatches) mismatches")
        #expect(compared >= sample.count * 9 / 10)
        #expect(mismatches == 0)
    }

    // MARK: - 3. Markers injected into real enums

    @Test(.enabled(if: isEnabled, "set FLATTAGGED_CORPUS=1 (and have the package mirrors) to run it"))
    func injectedMarkersGenerateCodeThatParsesOrALocatedDiagnostic() throws {
        let files = try #require(Self.files)
        let scratch = try Self.temporaryDirectory("ft-inject")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inventory = try FlatTaggedDevTool.run(
            ["inventory", "--files-from", Self.fileList(files, in: scratch)], timeout: 600)
        // Every enum whose cases have associated values, or a seeded sample of
        // FLATTAGGED_INJECTION_SAMPLE of them (0: all).
        var targets: [(file: String, line: Int)] = inventory.standardOutput.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 6, fields[3] == "1", let number = Int(fields[1]) else { return nil }
            return (String(fields[0]), number)
        }
        let found = targets.count
        let sample = Self.setting("FLATTAGGED_INJECTION_SAMPLE", default: 1_000)
        if sample > 0, sample < targets.count {
            var random = SeededRandom(seed: UInt64(Self.setting("FLATTAGGED_SEED", default: 1)))
            var chosen: [(file: String, line: Int)] = []
            for _ in 0..<sample { chosen.append(targets.remove(at: Int(random.next() % UInt64(targets.count)))) }
            targets = chosen
        }
        let inputs = scratch.appendingPathComponent("inputs")
        let outputs = scratch.appendingPathComponent("outputs")
        try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
        var names: [String] = []
        var contents: [String: [ArraySlice<UInt8>]] = [:]
        for (index, target) in targets.enumerated() {
            if contents[target.file] == nil {
                // Split bytes, not a String: a String keeps "\r\n" as one character.
                let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: target.file)))
                contents[target.file] = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            }
            var lines = contents[target.file]!
            lines.insert(ArraySlice("// @FlatTagged".utf8), at: min(target.line - 1, lines.count))
            let name = "enum\(index).swift"
            try Data(lines.joined(separator: [UInt8(ascii: "\n")])).write(to: inputs.appendingPathComponent(name))
            names.append(name)
        }

        var generated: [String] = []
        var reasons: [String: Int] = [:]
        var neither: [String] = []
        for chunk in names.chunks(of: 500) {
            let result = try FlatTaggedTool.run(
                ["generate", "--output", outputs.path] + chunk, in: inputs, timeout: 600)
            let errors = result.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
            for name in chunk {
                let output = outputs.appendingPathComponent(
                    name.replacingOccurrences(of: ".swift", with: "+FlatTagged.swift"))
                let code = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
                if let error = errors.first(where: { $0.hasPrefix(name + ":") }) {
                    reasons[Self.reason(of: error), default: 0] += 1
                    #expect(code.isEmpty, "\(name): code despite an error")
                } else if !code.isEmpty {
                    generated.append(output.path)
                } else {
                    neither.append(name)
                }
            }
        }
        #expect(neither.isEmpty, "neither code nor a diagnostic: \(neither.prefix(10))")

        // Every generated file parses.
        let parseFailures = try Self.recordParseFailures(generated)
        let diagnosed = reasons.values.reduce(0, +)
        print(
            "injection: \(found) enums with associated values found, \(targets.count) injected, \(generated.count) generated, \(diagnosed) diagnosed, \(neither.count) neither"
        )
        for (reason, count) in reasons.sorted(by: { $0.value > $1.value }) {
            print("  \(count)\t\(reason)")
        }
        #expect(targets.count > 100)
        #expect(parseFailures == 0)
    }

    /// An error message with its names and literals blanked, so that messages group by reason.
    static func reason(of line: Substring) -> String {
        guard let range = line.firstRange(of: ": error: ") else { return String(line) }
        var message = ""
        var quote: Character?
        for character in line[range.upperBound...] {
            if let open = quote {
                if character == open {
                    quote = nil
                    message.append("…\(character)")
                }
                continue
            }
            if character == "'" || character == "\"" {
                quote = character
                message.append(character)
            } else {
                message.append(character)
            }
        }
        return message
    }

    // MARK: - 4. Mutation fuzzing

    @Test(.enabled(if: isEnabled, "set FLATTAGGED_CORPUS=1 (and have the package mirrors) to run it"))
    func mutantsNeverCrashHangOrGenerateCodeThatDoesNotParse() throws {
        let files = try #require(Self.files)
        let seed = Self.setting("FLATTAGGED_SEED", default: 1)
        let count = Self.setting("FLATTAGGED_FUZZ_COUNT", default: 3_000)
        var random = SeededRandom(seed: UInt64(seed))
        // The fixtures, plus a sample of the corpus (small files, so mutants stay fast).
        let fixtures = GoldenFixture.all.map(\.source.path)
        let corpusSample = (0..<200).map { _ in files[Int(random.next() % UInt64(files.count))] }
        let scratch = try Self.temporaryDirectory("ft-fuzz")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let emitted = scratch.appendingPathComponent("outputs")
        let result = try FlatTaggedDevTool.run(
            [
                "fuzz", "--seed", String(seed), "--count", String(count), "--emit", emitted.path,
                "--files-from", Self.fileList(fixtures + corpusSample, in: scratch),
            ],
            timeout: 1_800)
        print("fuzz: \(result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines))")
        // A crash is a signal (status > 128); a hang ends by the tool's own alarm (SIGALRM).
        #expect(result.status == 0, "fuzzing failed (status \(result.status)):\n\(result.standardError.suffix(2000))")
        #expect(result.standardOutput.contains("mutants \(count) "))

        let outputs = ((try? FileManager.default.contentsOfDirectory(atPath: emitted.path)) ?? [])
            .filter { $0.hasSuffix("+FlatTagged.swift") }.map { emitted.appendingPathComponent($0).path }
        #expect(try Self.recordParseFailures(outputs) == 0)
        print("fuzz: \(outputs.count) distinct generated files parsed with swiftc -parse")
    }
}

/// Results written from `concurrentPerform`, one slot each.
final class ConcurrentResults<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value?]
    init(count: Int) { storage = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: Value) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }
    var values: [Value?] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

extension Array {
    /// Consecutive slices of at most `size` elements: argument lists short enough for one process.
    func chunks(of size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }
}
