import Foundation

/// What a finished program reported.
struct ProgramResult {
    var status: Int32
    var standardOutput: String
    var standardError: String
}

/// Runs programs to completion, capturing their output.
enum Subprocess {
    /// Runs `executable`; after `timeout` seconds it is terminated and the result says so.
    static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil, timeout: Double = 300)
        throws -> ProgramResult
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        // Files rather than pipes: tests run in parallel, and files need no concurrent reading.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("flat-tagged-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputURL = scratch.appendingPathComponent("stdout")
        let errorURL = scratch.appendingPathComponent("stderr")
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        defer {
            try? output.close()
            try? error.close()
        }
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                process.waitUntilExit()
                return ProgramResult(
                    status: -1, standardOutput: "",
                    standardError:
                        "timed out after \(Int(timeout)) s: \(executable) \(arguments.prefix(4).joined(separator: " "))"
                )
            }
            usleep(2_000)
        }
        return ProgramResult(
            status: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }
}

/// Finds an executable of this package next to the test bundle in the build directory.
enum BuiltExecutable {
    static func find(_ name: String) -> URL? {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        for _ in 0..<6 {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    struct NotBuilt: Error, CustomStringConvertible {
        var name: String
        var description: String { "\(name) is not built next to the tests; run `swift build` first" }
    }
}

/// Runs the built `flat-tagged` executable, as the plugin and users do.
enum FlatTaggedTool {
    /// The executable, found next to the test bundle in the build directory.
    static let url = BuiltExecutable.find("flat-tagged")

    /// Runs the tool with `arguments` in `directory`.
    static func run(_ arguments: [String], in directory: URL? = nil, timeout: Double = 300) throws -> ProgramResult {
        guard let url else { throw BuiltExecutable.NotBuilt(name: "flat-tagged") }
        return try Subprocess.run(url.path, arguments, in: directory, timeout: timeout)
    }
}

/// Runs the built `flat-tagged-dev` executable: the developer commands `scan`, `inventory`, `fuzz`.
enum FlatTaggedDevTool {
    /// The executable, found next to the test bundle in the build directory.
    static let url = BuiltExecutable.find("flat-tagged-dev")

    /// Runs the tool with `arguments` in `directory`.
    static func run(_ arguments: [String], in directory: URL? = nil, timeout: Double = 300) throws -> ProgramResult {
        guard let url else { throw BuiltExecutable.NotBuilt(name: "flat-tagged-dev") }
        return try Subprocess.run(url.path, arguments, in: directory, timeout: timeout)
    }
}
