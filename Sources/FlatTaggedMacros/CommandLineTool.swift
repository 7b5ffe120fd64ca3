/// The `flat-tagged` command line, with hand-written argument handling:
///
/// ```
/// flat-tagged expand FILE…
/// flat-tagged generate --output DIR FILE…
/// flat-tagged --help | --version
/// ```
enum CommandLineTool {
    static let version = "1.0.0"

    static let usage = """
        OVERVIEW: Generates flat, tagged Codable conformances for enums marked // @FlatTagged.

        USAGE: flat-tagged expand FILE...
               flat-tagged generate --output DIR FILE...

        COMMANDS:
          expand     Print the code generated for each FILE, as Xcode's Expand Macro shows it.
          generate   Write one FILE+FlatTagged.swift per input into DIR (what the build plugin runs).
                     An input without a marker gives an empty file; unchanged outputs are not rewritten.

        OPTIONS:
          --output DIR   The directory for generated files (generate only).
          --help         Show this help.
          --version      Show the version.

        Diagnostics go to standard error as FILE:LINE:COLUMN: error: MESSAGE.
        The exit status is 1 when any input has an error, 2 for a usage mistake.
        """

    /// Runs the tool and returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        guard let command = arguments.first else {
            FileSystem.printError(usage)
            return 2
        }
        switch command {
        case "--help", "-h", "help":
            print(usage + "\n\n" + DeveloperCommands.usage)
            return 0
        case "--version":
            print("flat-tagged \(version)")
            return 0
        case "expand":
            return expand(Array(arguments.dropFirst()))
        case "generate":
            return generate(Array(arguments.dropFirst()))
        default:
            if let status = DeveloperCommands.run(command, Array(arguments.dropFirst())) { return status }
            return usageError("unknown command '\(command)'")
        }
    }

    private static func usageError(_ message: String) -> Int32 {
        FileSystem.printError("flat-tagged: error: \(message)\nRun 'flat-tagged --help' for usage.")
        return 2
    }

    /// Reads a file and runs the generator, printing diagnostics. Returns nil when unreadable.
    private static func process(_ path: String, sourceLocations: Bool) -> Generator.Output? {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(path)
        } catch {
            FileSystem.printError("flat-tagged: error: \(error)")
            return nil
        }
        let output = Generator.generate(path: path, bytes: bytes, sourceLocations: sourceLocations)
        for diagnostic in output.diagnostics {
            FileSystem.printError(diagnostic.formatted(file: path))
        }
        return output
    }

    private static func expand(_ arguments: [String]) -> Int32 {
        if let option = arguments.first(where: { $0.hasPrefix("-") }) {
            return usageError("unknown option '\(option)' for expand")
        }
        guard !arguments.isEmpty else { return usageError("expand needs at least one FILE") }
        var failed = false
        for (index, path) in arguments.enumerated() {
            guard let output = process(path, sourceLocations: false) else {
                failed = true
                continue
            }
            failed = failed || output.hasErrors
            if arguments.count > 1 {
                print((index > 0 ? "\n" : "") + "// MARK: - \(path)")
            }
            if !output.code.isEmpty { print(output.code, terminator: "") }
        }
        return failed ? 1 : 0
    }

    private static func generate(_ arguments: [String]) -> Int32 {
        var output: String?
        var inputs: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--output" {
                guard index + 1 < arguments.count else { return usageError("--output needs a directory") }
                output = arguments[index + 1]
                index += 2
            } else if argument.hasPrefix("--output=") {
                output = String(argument.dropFirst("--output=".count))
                index += 1
            } else if argument.hasPrefix("-") {
                return usageError("unknown option '\(argument)' for generate")
            } else {
                inputs.append(argument)
                index += 1
            }
        }
        guard let output, !output.isEmpty else { return usageError("generate needs --output DIR") }
        guard !inputs.isEmpty else { return usageError("generate needs at least one FILE") }
        do {
            try FileSystem.createDirectory(output)
        } catch {
            FileSystem.printError("flat-tagged: error: \(error)")
            return 1
        }
        var failed = false
        for (path, name) in zip(inputs, outputNames(for: inputs)) {
            let result = process(path, sourceLocations: true)
            failed = failed || (result?.hasErrors ?? true)
            do {
                try FileSystem.writeIfChanged(Array((result?.code ?? "").utf8), to: output + "/" + name)
            } catch {
                FileSystem.printError("flat-tagged: error: \(error)")
                failed = true
            }
        }
        return failed ? 1 : 0
    }

    /// `Message.swift` → `Message+FlatTagged.swift`; a later input with the same file name gets
    /// `Message+FlatTagged-2.swift`, and so on, so every output name is unique.
    static func outputNames(for inputs: [String]) -> [String] {
        var used: Set<String> = []
        return inputs.map { path in
            var stem = Generator.baseName(path)
            if stem.hasSuffix(".swift") { stem.removeLast(".swift".count) }
            var name = stem + "+FlatTagged.swift"
            var counter = 2
            while !used.insert(name).inserted {
                name = stem + "+FlatTagged-\(counter).swift"
                counter += 1
            }
            return name
        }
    }
}
