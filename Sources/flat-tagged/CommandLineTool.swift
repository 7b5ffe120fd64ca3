import FlatTaggedMacros

/// The `flat-tagged` command line, with hand-written argument handling:
///
/// ```
/// flat-tagged expand FILE…
/// flat-tagged generate --output DIR FILE…
/// flat-tagged generate --output-file FILE [--warnings-stamp FILE] [--struct-summary FILE] INPUT
/// flat-tagged struct-summary --output-file FILE INPUT…
/// flat-tagged module-list --module-name NAME [--target-name NAME] --output-file FILE
///                         [--warnings-stamp FILE]… INPUT…
/// flat-tagged schema [--strict] TYPE FILE…
/// flat-tagged --help | --version
/// ```
///
/// Everything it does besides arguments, files and exit codes is the `FlatTaggedMacros` library's.
enum CommandLineTool {
    static let usage = """
        OVERVIEW: Generates flat, tagged Codable conformances for enums marked // @FlatTagged.

        USAGE: flat-tagged expand FILE...
               flat-tagged generate --output DIR FILE...
               flat-tagged generate --output-file FILE [--warnings-stamp FILE]
                                    [--struct-summary FILE] INPUT
               flat-tagged struct-summary --output-file FILE INPUT...
               flat-tagged module-list --module-name NAME [--target-name NAME] --output-file FILE
                                       [--warnings-stamp FILE]... INPUT...
               flat-tagged schema [--strict] TYPE FILE...

        COMMANDS:
          expand     Print the code generated for each FILE, as Xcode's Expand Macro shows it.
          generate   Write one FILE+FlatTagged.swift per input into DIR. Inputs that share a file
                     name get a short hash of their path: FILE-1a2b3c4d+FlatTagged.swift.
                     An input without a marker gives an empty file; unchanged outputs are not rewritten.
          struct-summary
                     Write the summary of the structs and type names the INPUTs (a module's Swift
                     files) declare, for generate --struct-summary. FILE is rewritten only when its
                     text changes; without a // @FlatTagged(schema) marker in any INPUT it lists none.
          module-list
                     Write the module's FlatTaggedModule list (FlatTaggedModule.<targetName>) of the
                     families and members its files declare. Each INPUT is a file written by
                     generate (the plugin passes those) or a Swift source file. FILE is rewritten
                     only when its text changes; without families or members it holds a comment.
          schema     Print the JSON Schema of the // @FlatTagged(schema) enum TYPE (Name or
                     Outer.Name) declared in the FILEs, as its jsonSchema builds it; with
                     --strict, its strictJSONSchema. Types the FILEs don't declare are any value.

        OPTIONS:
          --output DIR        The directory for generated files (generate only).
          --output-file FILE  The generated file for a single INPUT (generate only; the build
                              plugin names each output itself and runs one command per input).
          --warnings-stamp FILE
                              generate, with --output-file: write INPUT's warnings to FILE, afresh
                              on every run (FILE is empty when there are none). module-list: remove
                              each FILE that lists warnings. The build plugin declares FILE as an
                              output of generate and an input of module-list, so a file with
                              warnings is generated, and warned about, on every build.
          --struct-summary FILE
                              generate: the module's struct summary (written by struct-summary),
                              read only for an INPUT with a // @FlatTagged(schema) marker: its
                              schema describes the structs other files declare. The build plugin
                              runs generate one file at a time and passes it.
          --strict            The strict subset of structured outputs (schema only).
          --help              Show this help.
          --version           Show the version.

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
            print(usage)
            return 0
        case "--version":
            print("flat-tagged \(Version.current)")
            return 0
        case "expand":
            return expand(Array(arguments.dropFirst()))
        case "generate":
            return generate(Array(arguments.dropFirst()))
        case "module-list":
            return moduleList(Array(arguments.dropFirst()))
        case "struct-summary":
            return structSummary(Array(arguments.dropFirst()))
        case "schema":
            return schema(Array(arguments.dropFirst()))
        default:
            return usageError("unknown command '\(command)'")
        }
    }

    static func usageError(_ message: String) -> Int32 {
        FileSystem.printError("flat-tagged: error: \(message)\nRun 'flat-tagged --help' for usage.")
        return 2
    }

    /// Reads a file and runs the generator, printing diagnostics. Returns nil when unreadable.
    /// `moduleStructs` gives the structs of the module's other files, asked for only by a file
    /// with a `// @FlatTagged(schema)` marker.
    static func process(_ path: String, sourceLocations: Bool, moduleStructs: (() -> DeclaredStructs)? = nil)
        -> Generator.Output?
    {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(path)
        } catch {
            FileSystem.printError("flat-tagged: error: \(error)")
            return nil
        }
        let output = Generator.generate(
            path: path, bytes: bytes, sourceLocations: sourceLocations, moduleStructs: moduleStructs)
        for diagnostic in output.diagnostics {
            FileSystem.printError(diagnostic.formatted(file: path))
        }
        return output
    }

    /// Reads several files of one module and runs the generator over them together, so that each
    /// file's plan knows the structs of all (`Generator.generate(files:)`), printing diagnostics.
    /// An element is nil when its file is unreadable.
    static func process(_ paths: [String], sourceLocations: Bool) -> [Generator.Output?] {
        guard paths.count > 1 else { return paths.map { process($0, sourceLocations: sourceLocations) } }
        var files: [(path: String, bytes: [UInt8])] = []
        var readable: [Bool] = []
        for path in paths {
            do {
                files.append((path, try FileSystem.read(path)))
                readable.append(true)
            } catch {
                FileSystem.printError("flat-tagged: error: \(error)")
                readable.append(false)
            }
        }
        var outputs = Generator.generate(files: files, sourceLocations: sourceLocations).makeIterator()
        return zip(paths, readable).map { path, isReadable in
            guard isReadable, let output = outputs.next() else { return nil }
            for diagnostic in output.diagnostics { FileSystem.printError(diagnostic.formatted(file: path)) }
            return output
        }
    }

    /// Prints the code generated for each file. Over several files, each file that produces code
    /// or a diagnostic is introduced by `// MARK: - PATH`; files with neither are not named.
    private static func expand(_ arguments: [String]) -> Int32 {
        if let option = arguments.first(where: { $0.hasPrefix("-") }) {
            return usageError("unknown option '\(option)' for expand")
        }
        guard !arguments.isEmpty else { return usageError("expand needs at least one FILE") }
        var failed = false
        var printedSection = false
        for (path, output) in zip(arguments, process(arguments, sourceLocations: false)) {
            guard let output else {
                failed = true
                continue
            }
            failed = failed || output.hasErrors
            guard !output.code.isEmpty || !output.diagnostics.isEmpty else { continue }
            if arguments.count > 1 {
                print((printedSection ? "\n" : "") + "// MARK: - \(path)")
                printedSection = true
            }
            if !output.code.isEmpty { print(output.code, terminator: "") }
        }
        return failed ? 1 : 0
    }

    /// `generate --output DIR FILE…` or `generate --output-file FILE INPUT`.
    private static func generate(_ arguments: [String]) -> Int32 {
        var outputDirectory: String?
        var outputFile: String?
        var stamp: String?
        var summary: String?
        var inputs: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--output" || argument == "--output-file" {
                guard index + 1 < arguments.count else {
                    return usageError(
                        argument == "--output" ? "--output needs a directory" : "--output-file needs a file")
                }
                if argument == "--output" {
                    outputDirectory = arguments[index + 1]
                } else {
                    outputFile = arguments[index + 1]
                }
                index += 2
            } else if argument == "--warnings-stamp" {
                guard index + 1 < arguments.count else { return usageError("--warnings-stamp needs a file") }
                stamp = arguments[index + 1]
                index += 2
            } else if argument == "--struct-summary" {
                guard index + 1 < arguments.count else { return usageError("--struct-summary needs a file") }
                summary = arguments[index + 1]
                index += 2
            } else if argument.hasPrefix("--output=") {
                outputDirectory = String(argument.dropFirst("--output=".count))
                index += 1
            } else if argument.hasPrefix("--output-file=") {
                outputFile = String(argument.dropFirst("--output-file=".count))
                index += 1
            } else if argument.hasPrefix("-") {
                return usageError("unknown option '\(argument)' for generate")
            } else {
                inputs.append(argument)
                index += 1
            }
        }
        guard !inputs.isEmpty else { return usageError("generate needs at least one FILE") }
        let outputs: [String]
        switch (outputDirectory, outputFile) {
        case (let directory?, nil) where !directory.isEmpty:
            outputs = OutputNaming.outputNames(forRelativePaths: inputs).map { directory + "/" + $0 }
        case (nil, let file?) where !file.isEmpty:
            guard inputs.count == 1 else { return usageError("--output-file takes exactly one INPUT") }
            outputs = [file]
        case (_?, _?):
            return usageError("generate takes --output DIR or --output-file FILE, not both")
        default:
            return usageError("generate needs --output DIR")
        }
        if stamp != nil, outputFile == nil { return usageError("--warnings-stamp needs --output-file") }
        if summary != nil, outputFile == nil { return usageError("--struct-summary needs --output-file") }
        do {
            for directory in Set(outputs.map(directory(of:))) { try FileSystem.createDirectory(directory) }
        } catch {
            FileSystem.printError("flat-tagged: error: \(error)")
            return 1
        }
        var failed = false
        let summaryReader = summary.map(StructSummaryReader.init(path:))
        let results =
            summaryReader.map { reader in
                inputs.map { process($0, sourceLocations: true, moduleStructs: reader.structs) }
            } ?? process(inputs, sourceLocations: true)
        failed = summaryReader?.failed ?? false
        for ((path, output), result) in zip(zip(inputs, outputs), results) {
            failed = failed || (result?.hasErrors ?? true)
            do {
                try FileSystem.writeIfChanged(Array((result?.code ?? "").utf8), to: output)
                if let stamp { try writeStamp(stamp, listingWarningsOf: result, in: path) }
            } catch {
                FileSystem.printError("flat-tagged: error: \(error)")
                failed = true
            }
        }
        return failed ? 1 : 0
    }

    /// Writes `result`'s warnings to `stamp`. A stamp with warnings is written afresh (removed,
    /// then created) on every run, so its file information changes whenever `generate` runs;
    /// `module-list`, which runs after every `generate` of the target, then removes it. SwiftPM's
    /// build system runs a command again only when an input changed or an output changed since the
    /// command ran (a missing output that was already missing counts as unchanged), so the removed
    /// stamp makes the next build run `generate` again, which prints the warnings again, and its
    /// fresh stamp makes `module-list` run again to remove it. A stamp without warnings is empty
    /// and left alone, so a file without warnings is generated only when it changes.
    private static func writeStamp(
        _ stamp: String, listingWarningsOf result: Generator.Output?, in path: String
    ) throws {
        try FileSystem.createDirectory(directory(of: stamp))
        let warnings = (result?.diagnostics ?? []).filter { $0.severity == .warning }
        guard !warnings.isEmpty else {
            try FileSystem.writeIfChanged([], to: stamp)
            return
        }
        try FileSystem.remove(stamp)
        let text = warnings.map { $0.formatted(file: path) + "\n" }.joined()
        try FileSystem.writeIfChanged(Array(text.utf8), to: stamp)
    }

    /// `out/Models+FlatTagged.swift` → `out`; `Models+FlatTagged.swift` → `.`
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
