import FlatTaggedMacros

/// `flat-tagged struct-summary`: the module's struct summary, which `generate --struct-summary`
/// reads for a file with a `// @FlatTagged(schema)` marker, so that its schema describes the
/// structs the module's other files declare while the build plugin runs `generate` one file at a
/// time.
extension CommandLineTool {
    /// `struct-summary --output-file FILE INPUT…`: writes the summary of the INPUTs' structs and
    /// type names (`DeclaredStructs.summary`), only when its text changes, so that the `generate`
    /// commands that take it as an input run again only when a struct or a type name changed.
    static func structSummary(_ arguments: [String]) -> Int32 {
        var output: String?
        var inputs: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--output-file" {
                guard index + 1 < arguments.count else { return usageError("--output-file needs a file") }
                output = arguments[index + 1]
                index += 2
            } else if argument.hasPrefix("--output-file=") {
                output = String(argument.dropFirst("--output-file=".count))
                index += 1
            } else if argument.hasPrefix("-") {
                return usageError("unknown option '\(argument)' for struct-summary")
            } else {
                inputs.append(argument)
                index += 1
            }
        }
        guard let output, !output.isEmpty else { return usageError("struct-summary needs --output-file FILE") }
        var files: [(path: String, bytes: [UInt8])] = []
        var failed = false
        for path in inputs {
            do {
                files.append((path, try FileSystem.read(path)))
            } catch {
                FileSystem.printError("flat-tagged: error: \(error)")
                failed = true
            }
        }
        let text = Generator.structSummary(files: files)
        do {
            try FileSystem.createDirectory(directory(of: output))
            try FileSystem.writeIfChanged(Array(text.utf8), to: output)
        } catch {
            FileSystem.printError("flat-tagged: error: \(error)")
            return 1
        }
        return failed ? 1 : 0
    }
}

/// Reads the struct summary `generate --struct-summary` names once, when the first file that
/// needs it asks; an unreadable summary is an error, and no structs.
final class StructSummaryReader {
    private let path: String
    private var cached: DeclaredStructs?
    /// True when the summary was asked for and could not be read.
    private(set) var failed = false

    init(path: String) {
        self.path = path
    }

    /// The summary's structs.
    func structs() -> DeclaredStructs {
        if let cached { return cached }
        var structs = DeclaredStructs()
        do {
            structs = DeclaredStructs(summary: try FileSystem.read(path))
        } catch {
            FileSystem.printError("flat-tagged: error: \(error)")
            failed = true
        }
        cached = structs
        return structs
    }
}
