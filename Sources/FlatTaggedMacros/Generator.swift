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
    package static func generate(path: String, bytes: [UInt8], sourceLocations: Bool, skipUnmarkedFiles: Bool = true)
        -> Output
    {
        // The pre-check comes first: an unmarked file costs one pass, not a line table too.
        guard !skipUnmarkedFiles || MarkerPrecheck.inFile(bytes) else { return Output(code: "", diagnostics: []) }
        let input = Input(path: path, bytes: bytes)
        let declarations = parse(lex(input))
        return emit(plan(declarations, sourcePath: sourceLocations ? path : nil), declarations, input)
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

    static func lex(_ input: Input) -> Tokens {
        LexedFile(input)
    }

    static func parse(_ tokens: Tokens) -> Declarations {
        DeclarationParser.parse(tokens)
    }

    static func plan(_ declarations: Declarations, sourcePath: String?) -> Plans {
        FilePlanner.plan(declarations, sourcePath: sourcePath)
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
