import FlatTaggedMacros

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Commands for FlatTagged's own tests and benchmarks, run in-process so that they measure the
/// lexer and declaration parser rather than process start-up:
///
/// ```
/// flat-tagged-dev scan [--all] [--files-from LIST] FILE…   throughput over many files
/// flat-tagged-dev inventory FILE…                           every enum and case, as the compiler names them
/// flat-tagged-dev fuzz --seed N --count N [--emit DIR] FILE…  mutation fuzzing
/// ```
///
/// They are a separate executable, not a product, so that the plugin's `flat-tagged` carries
/// only what a user's build needs.
enum DeveloperCommands {
    static let usage = """
        OVERVIEW: FlatTagged's developer commands, for its tests and benchmarks.

        USAGE: flat-tagged-dev COMMAND [OPTIONS] FILE...

        COMMANDS:
          scan [--all] [--repeat N] [--files-from LIST] FILE...
                     Run the generator over every file in memory and print files, bytes and MB/s.
                     --all scans files without a marker too (no pre-check).
          inventory FILE...
                     Print every enum with its cases, as swiftc -dump-parse names them.
          fuzz --seed N --count N [--emit DIR] FILE...
                     Mutate the files N times and run the generator on each mutant.
        """

    /// Runs the command named by the first argument and returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        let rest = Array(arguments.dropFirst())
        switch arguments.first {
        case "scan": return scan(rest)
        case "inventory": return inventory(rest)
        case "fuzz": return fuzz(rest)
        case "--help", "-h", "help":
            print(usage)
            return 0
        case let command?:
            FileSystem.printError("flat-tagged-dev: error: unknown command '\(command)'\n\n\(usage)")
            return 2
        case nil:
            FileSystem.printError(usage)
            return 2
        }
    }

    // MARK: - Arguments

    /// Splits `--name value` options from file arguments; `--files-from LIST` adds the files
    /// LIST names, one a line.
    private static func parse(_ arguments: [String], flags: Set<String>, options: Set<String>)
        -> (flags: Set<String>, options: [String: String], files: [String])?
    {
        var seenFlags: Set<String> = []
        var values: [String: String] = [:]
        var files: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if flags.contains(argument) {
                seenFlags.insert(argument)
                index += 1
            } else if options.contains(argument) || argument == "--files-from" {
                guard index + 1 < arguments.count else {
                    FileSystem.printError("flat-tagged-dev: error: \(argument) needs a value")
                    return nil
                }
                if argument == "--files-from" {
                    guard let list = try? FileSystem.read(arguments[index + 1]) else {
                        FileSystem.printError("flat-tagged-dev: error: cannot read \(arguments[index + 1])")
                        return nil
                    }
                    files += String(decoding: list, as: UTF8.self).split(separator: "\n").map(String.init)
                } else {
                    values[argument] = arguments[index + 1]
                }
                index += 2
            } else if argument.hasPrefix("-") {
                FileSystem.printError("flat-tagged-dev: error: unknown option '\(argument)'")
                return nil
            } else {
                files.append(argument)
                index += 1
            }
        }
        return (seenFlags, values, files)
    }

    private static func readAll(_ paths: [String]) -> [SourceFile]? {
        var files: [SourceFile] = []
        files.reserveCapacity(paths.count)
        for path in paths {
            guard let bytes = try? FileSystem.read(path) else {
                FileSystem.printError("flat-tagged-dev: error: cannot read \(path)")
                return nil
            }
            files.append(SourceFile(path: path, bytes: bytes))
        }
        return files
    }

    /// Monotonic seconds.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    // MARK: - scan

    private static func scan(_ arguments: [String]) -> Int32 {
        guard let parsed = parse(arguments, flags: ["--all"], options: ["--repeat"]),
            let files = readAll(parsed.files)
        else { return 2 }
        let all = parsed.flags.contains("--all")
        let repeats = max(1, Int(parsed.options["--repeat"] ?? "1") ?? 1)
        let bytes = files.reduce(0) { $0 + $1.bytes.count }
        var diagnostics = 0
        var outputs = 0
        var slowest = (seconds: 0.0, path: "")
        var best = Double.infinity
        for round in 0..<repeats {
            let start = now()
            for file in files {
                let fileStart = round == 0 ? now() : 0
                let output = Generator.generate(
                    path: file.path, bytes: file.bytes, sourceLocations: true, skipUnmarkedFiles: !all)
                if round == 0 {
                    let elapsed = now() - fileStart
                    if elapsed > slowest.seconds { slowest = (elapsed, file.path) }
                    diagnostics += output.diagnostics.count
                    if !output.code.isEmpty { outputs += 1 }
                    for diagnostic in output.diagnostics {
                        FileSystem.printError(diagnostic.formatted(file: file.path))
                    }
                }
            }
            best = min(best, now() - start)
        }
        let megabytes = Double(bytes) / 1_000_000
        print(
            "files \(files.count) bytes \(bytes) seconds \(format(best)) MB/s \(format(megabytes / max(best, 1e-9))) diagnostics \(diagnostics) outputs \(outputs) slowest \(format(slowest.seconds * 1000)) ms \(slowest.path)"
        )
        return 0
    }

    private static func format(_ value: Double) -> String {
        let scaled = (value * 100).rounded() / 100
        return String(scaled)
    }

    // MARK: - inventory

    /// One line per enum: `FILE<TAB>LINE<TAB>PATH<TAB>HAS_VALUES<TAB>CONDITIONAL<TAB>CASES`, where
    /// CASES are named as `swiftc -dump-parse` names them (`move(x:_:)`), a case under `#if`
    /// prefixed with `?`, and CONDITIONAL is 1 for an enum under `#if`.
    private static func inventory(_ arguments: [String]) -> Int32 {
        guard let parsed = parse(arguments, flags: [], options: []), let files = readAll(parsed.files) else {
            return 2
        }
        var text = ""
        for file in files {
            let declarations = DeclarationParser.parse(file)
            for declaration in declarations.enums {
                let cases = declaration.cases.map { enumCase -> String in
                    let prefix = enumCase.conditions.isEmpty ? "" : "?"
                    guard let values = enumCase.associatedValues, !values.isEmpty else { return prefix + enumCase.name }
                    return prefix + enumCase.name + "(" + values.map { ($0.label ?? "_") + ":" }.joined() + ")"
                }
                let hasValues = declaration.cases.contains { !($0.associatedValues ?? []).isEmpty }
                let conditional = !declaration.conditions.isEmpty
                text +=
                    "\(file.path)\t\(declaration.location.line)\t\(declaration.qualifiedName)\t\(hasValues ? 1 : 0)\t\(conditional ? 1 : 0)\t\(cases.joined(separator: " "))\n"
            }
        }
        print(text, terminator: "")
        return 0
    }

    // MARK: - fuzz

    private static func fuzz(_ arguments: [String]) -> Int32 {
        guard let parsed = parse(arguments, flags: [], options: ["--seed", "--count", "--emit", "--only"]),
            let files = readAll(parsed.files), !files.isEmpty
        else { return 2 }
        let seed = UInt64(parsed.options["--seed"] ?? "1") ?? 1
        var random = SeededRandom(seed: seed)
        let count = Int(parsed.options["--count"] ?? "1000") ?? 1000
        let only = parsed.options["--only"].flatMap(Int.init)
        let emit = parsed.options["--emit"]
        if let emit { try? FileSystem.createDirectory(emit) }
        FuzzCrashReport.install()
        var generated = 0
        var diagnosed = 0
        var empty = 0
        var emitted = Set<Int>()
        var slowest = 0.0
        var totalBytes = 0
        for index in 0..<count {
            let source = files[random.next(below: files.count)]
            let mutant = MutationFuzzer.mutate(source.bytes, random: &random)
            if let only {
                // Reproduce one mutant: write it out and run only it.
                guard index == only else { continue }
                if let emit { _ = try? FileSystem.writeIfChanged(mutant, to: "\(emit)/mutant-\(index).swift") }
            }
            FuzzCrashReport.set(
                "flat-tagged-dev fuzz: mutant \(index) crashed or timed out; reproduce it with: flat-tagged-dev fuzz --seed \(seed) --count \(count) --only \(index) --emit DIR FILES…\n"
            )
            totalBytes += mutant.count
            // A watchdog: the time limit scales with the input, and SIGALRM ends a hang.
            let limit = UInt32(2 + mutant.count / 50_000)
            alarm(limit)
            let start = now()
            let output = Generator.generate(
                path: "mutant-\(index).swift", bytes: mutant, sourceLocations: true, skipUnmarkedFiles: false)
            slowest = max(slowest, now() - start)
            alarm(0)
            if output.hasErrors {
                diagnosed += 1
                if !output.code.isEmpty {
                    FileSystem.printError("mutant \(index): code generated despite errors")
                    return 1
                }
            } else if output.code.isEmpty {
                empty += 1
            } else {
                generated += 1
                // Keep one copy of each distinct output for `swiftc -parse`.
                if let emit, emitted.insert(output.code.hashValue).inserted, emitted.count <= 2_000 {
                    let bytes = Array(output.code.utf8)
                    do {
                        try FileSystem.writeIfChanged(bytes, to: "\(emit)/mutant-\(index)+FlatTagged.swift")
                        try FileSystem.writeIfChanged(mutant, to: "\(emit)/mutant-\(index).swift.input")
                    } catch {
                        FileSystem.printError("flat-tagged-dev: error: \(error)")
                        return 1
                    }
                }
            }
        }
        print(
            "mutants \(count) bytes \(totalBytes) generated \(generated) diagnosed \(diagnosed) empty \(empty) distinct-outputs \(emitted.count) slowest \(format(slowest * 1000)) ms"
        )
        return 0
    }
}
