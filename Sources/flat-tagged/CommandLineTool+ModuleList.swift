import FlatTaggedMacros

/// `flat-tagged module-list`: the target's `FlatTaggedModule` static, gathered from
/// the module-list entries of the files `generate` wrote, or of Swift sources run through the
/// generator.
extension CommandLineTool {
    /// `module-list --module-name NAME [--target-name NAME] --output-file FILE
    /// [--warnings-stamp FILE]… INPUT…`
    ///
    /// Each `--warnings-stamp` is a stamp `generate` wrote; one that lists warnings is removed, so
    /// that the next build runs `generate` for its input again and the warnings show again (see
    /// `writeStamp(_:listingWarningsOf:in:)`).
    static func moduleList(_ arguments: [String]) -> Int32 {
        var options: [String: String] = [:]
        var inputs: [String] = []
        var stamps: [String] = []
        var index = 0
        let known = ["--module-name", "--target-name", "--output-file"]
        while index < arguments.count {
            let argument = arguments[index]
            if let option = known.first(where: { argument.hasPrefix($0 + "=") }) {
                options[option] = String(argument.dropFirst(option.count + 1))
                index += 1
            } else if argument == "--warnings-stamp" {
                guard index + 1 < arguments.count else { return usageError("--warnings-stamp needs a file") }
                stamps.append(arguments[index + 1])
                index += 2
            } else if known.contains(argument) {
                guard index + 1 < arguments.count else { return usageError("\(argument) needs a value") }
                options[argument] = arguments[index + 1]
                index += 2
            } else if argument.hasPrefix("-") {
                return usageError("unknown option '\(argument)' for module-list")
            } else {
                inputs.append(argument)
                index += 1
            }
        }
        guard let moduleName = options["--module-name"], !moduleName.isEmpty else {
            return usageError("module-list needs --module-name NAME")
        }
        guard let output = options["--output-file"], !output.isEmpty else {
            return usageError("module-list needs --output-file FILE")
        }
        let staticName = LowerCamelCase.identifier(options["--target-name"] ?? moduleName)
        var failed = false
        var entries: [String] = []
        var imports: [String] = []
        for path in inputs.sorted() {
            let bytes: [UInt8]
            do {
                bytes = try FileSystem.read(path)
            } catch {
                FileSystem.printError("flat-tagged: error: \(error)")
                failed = true
                continue
            }
            let text = String(decoding: bytes, as: UTF8.self)
            if text.hasPrefix(GeneratedHeaders.generatedFilePrefix) {
                entries += ModuleListEntries.entries(inGeneratedCode: text)
                imports += ModuleListEntries.imports(inGeneratedCode: text)
            } else if let result = process(path, sourceLocations: false) {
                failed = failed || result.hasErrors
                entries += ModuleListEntries.entries(inGeneratedCode: result.code)
                imports += ModuleListEntries.imports(inGeneratedCode: result.code)
            } else {
                failed = true
            }
        }
        let text = ModuleListEntries.render(
            moduleName: moduleName, staticName: staticName, entries: entries, imports: imports)
        do {
            try FileSystem.createDirectory(directory(of: output))
            try FileSystem.writeIfChanged(Array(text.utf8), to: output)
        } catch {
            FileSystem.printError("flat-tagged: error: \(error)")
            return 1
        }
        for stamp in stamps where !((try? FileSystem.read(stamp))?.isEmpty ?? true) {
            do {
                try FileSystem.remove(stamp)
            } catch {
                FileSystem.printError("flat-tagged: error: \(error)")
                failed = true
            }
        }
        return failed ? 1 : 0
    }
}
