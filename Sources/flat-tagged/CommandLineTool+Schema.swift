import FlatTaggedMacros

extension CommandLineTool {
    /// `schema [--strict] TYPE FILE…`: prints the schema's JSON; diagnostics go to standard
    /// error; exit status 1 for an error in a file or a TYPE no file declares with `schema`.
    static func schema(_ arguments: [String]) -> Int32 {
        var strict = false
        var positional: [String] = []
        for argument in arguments {
            if argument == "--strict" {
                strict = true
            } else if argument.hasPrefix("--") {
                return usageError("unknown option '\(argument)' for schema")
            } else {
                positional.append(argument)
            }
        }
        guard positional.count >= 2 else { return usageError("schema needs a TYPE and at least one FILE") }
        var files: [(path: String, bytes: [UInt8])] = []
        for path in positional.dropFirst() {
            do {
                files.append((path, try FileSystem.read(path)))
            } catch {
                FileSystem.printError("flat-tagged: error: \(error)")
                return 1
            }
        }
        let output = SchemaDocument.json(for: positional[0], files: files, strict: strict)
        for (path, diagnostic) in output.diagnostics {
            FileSystem.printError(diagnostic.formatted(file: path))
        }
        guard !output.hasErrors else { return 1 }
        guard let json = output.json else {
            FileSystem.printError(
                "flat-tagged: error: no enum '\(positional[0])' marked // @FlatTagged(schema) in the given files")
            return 1
        }
        print(json)
        return 0
    }
}
