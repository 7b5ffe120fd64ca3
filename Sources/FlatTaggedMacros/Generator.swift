/// The whole pipeline for one file, as a chain of stages, each in a folder of its own:
///
///     bytes ─lex→ LexedFile ─parse→ FileDeclarations ─plan→ FilePlanner.Plan ─emit→ Output
///
/// Pure: the same file always gives the same output and diagnostics.
package enum Generator {
    /// What the generator made of one file.
    package struct Output: Sendable {
        /// The generated Swift file: empty when the input has no marker or any error; with
        /// warnings, they are repeated in it as `#warning` directives.
        package var code: String
        /// Errors and warnings about the input, in file order.
        package var diagnostics: [Diagnostic]
        /// True when any diagnostic is an error: the run fails and `code` is empty.
        package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    // The stage boundaries, in order.

    /// The input: a file's path and bytes, with where each line starts (`Support/`).
    typealias Input = SourceFile
    /// Lexing's output: tokens and lexical problems (`Lexing/`).
    typealias Tokens = LexedFile
    /// The declarations stage's output: every enum, family and marker, and its errors
    /// (`Declarations/`).
    typealias Declarations = FileDeclarations
    /// Planning's output: every decision the emitters need, and every rule's error (`Planning/`).
    typealias Plans = FilePlanner.Plan

    /// Generates the code for one file.
    ///
    /// - Parameters:
    ///   - path: the input's path, as diagnostics and `#sourceLocation` repeat it.
    ///   - bytes: the input's contents.
    ///   - sourceLocations: write `#sourceLocation` so compiler errors point at the user's lines.
    ///   - skipUnmarkedFiles: skip files that cannot hold a marker without lexing them.
    ///   - moduleStructs: the structs of the module's other files (the build plugin's struct
    ///     summary), asked for only when the file holds a `// @FlatTagged(schema)` marker, so that
    ///     other files cost nothing more; the file's own structs come first.
    package static func generate(
        path: String, bytes: [UInt8], sourceLocations: Bool, skipUnmarkedFiles: Bool = true,
        moduleStructs: (() -> DeclaredStructs)? = nil
    ) -> Output {
        // The pre-check comes first: an unmarked file costs one pass, not a line table too.
        guard !skipUnmarkedFiles || MarkerPrecheck.inFile(bytes) else { return Output(code: "", diagnostics: []) }
        let input = Input(path: path, bytes: bytes)
        let declarations = parse(lex(input))
        var structs: DeclaredStructs?
        if let moduleStructs, declarations.enums.contains(where: { $0.marker?.generatesSchema == true }) {
            structs = DeclaredStructs([declarations]).merging(moduleStructs())
        }
        return emit(plan(declarations, sourcePath: sourceLocations ? path : nil, structs: structs), declarations, input)
    }

    /// The struct summary (`DeclaredStructs.summary`) of a module's files: the structs and type
    /// names they all declare when any file holds a `// @FlatTagged(schema)` marker, else none,
    /// so that a module without one lexes only its marked files that spell `schema`.
    package static func structSummary(files: [(path: String, bytes: [UInt8])]) -> String {
        var parsed: [Declarations?] = files.map { file in
            guard MarkerPrecheck.inFile(file.bytes), contains(file.bytes, "schema") else { return nil }
            return parse(lex(Input(path: file.path, bytes: file.bytes)))
        }
        let hasSchema = parsed.contains { declarations in
            declarations?.enums.contains { $0.marker?.generatesSchema == true } ?? false
        }
        guard hasSchema else { return DeclaredStructs().summary }
        for index in parsed.indices where parsed[index] == nil {
            parsed[index] = parse(lex(Input(path: files[index].path, bytes: files[index].bytes)))
        }
        return DeclaredStructs(parsed.compactMap { $0 }).summary
    }

    /// Generates the code for several files of one module: each file is lexed and parsed once,
    /// and the structs they all declare (`DeclaredStructs`) are known to every file's plan, so a
    /// flattened payload declared in another file is checked too.
    package static func generate(files: [(path: String, bytes: [UInt8])], sourceLocations: Bool) -> [Output] {
        let inputs = files.map { Input(path: $0.path, bytes: $0.bytes) }
        let declarations = inputs.map { parse(lex($0)) }
        let structs = DeclaredStructs(declarations)
        return zip(inputs, declarations).map { input, declarations in
            guard MarkerPrecheck.inFile(input.bytes) else { return Output(code: "", diagnostics: []) }
            return emit(
                FilePlanner.plan(declarations, sourcePath: sourceLocations ? input.path : nil, structs: structs),
                declarations, input)
        }
    }

    /// Whether `bytes` hold `word`'s bytes: a file without `schema` holds no `schema` marker.
    private static func contains(_ bytes: [UInt8], _ word: StaticString) -> Bool {
        let pattern = Array(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
        guard let first = pattern.first, bytes.count >= pattern.count else { return false }
        var index = 0
        while index <= bytes.count - pattern.count {
            if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return true }
            index += 1
        }
        return false
    }

    static func lex(_ input: Input) -> Tokens {
        LexedFile(input)
    }

    static func parse(_ tokens: Tokens) -> Declarations {
        DeclarationParser.parse(tokens)
    }

    /// `structs` are the module's structs the plan knows; nil knows the file's own.
    static func plan(_ declarations: Declarations, sourcePath: String?, structs: DeclaredStructs? = nil) -> Plans {
        FilePlanner.plan(declarations, sourcePath: sourcePath, structs: structs)
    }

    /// The generated file, or only the diagnostics when there is nothing to generate or an error.
    /// Both stages' diagnostics are already in file order: they are merged, not sorted again.
    static func emit(_ plans: Plans, _ declarations: Declarations, _ input: Input) -> Output {
        let diagnostics = Diagnostic.merged(declarations.diagnostics, plans.diagnostics)
        let output = Output(code: "", diagnostics: diagnostics)
        // Warnings alone still give a file: it repeats them as `#warning` on every build.
        let warnings = diagnostics.filter { $0.severity == .warning }
        guard !plans.isEmpty || !warnings.isEmpty, !output.hasErrors else { return output }
        let code = FileEmitter.emit(plans, imports: declarations.imports, input: input, warnings: warnings)
        return Output(code: code, diagnostics: diagnostics)
    }
}
