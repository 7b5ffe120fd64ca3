/// The whole pipeline for one file: lex, build the declaration model, plan each marked enum,
/// emit. Pure: the same file always gives the same output and diagnostics.
package enum Generator {
    /// What the generator made of one file.
    package struct Output: Sendable {
        /// The generated Swift file: empty when the input has no marker or any error.
        package var code: String
        /// Errors and warnings about the input, in file order.
        package var diagnostics: [Diagnostic]
        /// True when any diagnostic is an error: the run fails and `code` is empty.
        package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Whether `bytes` could hold a marker or a near miss: a case-insensitive search for
    /// `flattag` or `flatag`. Files without one skip lexing entirely, so this reads eight bytes
    /// at a time and looks closer only where a word holds an `f` or `F`.
    package static func mightContainMarker(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            let count = buffer.count
            let lowBits: UInt64 = 0x0101_0101_0101_0101
            let highBits: UInt64 = 0x8080_8080_8080_8080
            var index = 0
            while index + 8 <= count {
                // Bytes equal to "f" after setting the case bit become zero; find a zero byte.
                let word = (buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self) | 0x2020_2020_2020_2020)
                    ^ 0x6666_6666_6666_6666
                if (word &- lowBits) & ~word & highBits != 0 {
                    for offset in index..<(index + 8) where matchesMarkerWord(buffer, at: offset) { return true }
                }
                index += 8
            }
            while index < count {
                if matchesMarkerWord(buffer, at: index) { return true }
                index += 1
            }
            return false
        }
    }

    /// `fla` `t`? `tag`, in any case, at `index`.
    private static func matchesMarkerWord(_ buffer: UnsafeRawBufferPointer, at index: Int) -> Bool {
        let count = buffer.count
        guard index + 6 <= count, buffer[index] | 0x20 == UInt8(ascii: "f"), buffer[index + 1] | 0x20 == UInt8(ascii: "l"),
            buffer[index + 2] | 0x20 == UInt8(ascii: "a"), buffer[index + 3] | 0x20 == UInt8(ascii: "t")
        else { return false }
        var next = index + 4
        if buffer[next] | 0x20 == UInt8(ascii: "t") { next += 1 }
        return next + 1 < count && buffer[next] | 0x20 == UInt8(ascii: "a") && buffer[next + 1] | 0x20 == UInt8(ascii: "g")
    }

    /// Generates the code for one file.
    ///
    /// - Parameters:
    ///   - path: the input's path, as diagnostics and `#sourceLocation` repeat it.
    ///   - bytes: the input's contents.
    ///   - sourceLocations: write `#sourceLocation` so compiler errors point at the user's lines.
    ///   - skipUnmarkedFiles: skip files that cannot hold a marker without lexing them.
    package static func generate(path: String, bytes: [UInt8], sourceLocations: Bool, skipUnmarkedFiles: Bool = true) -> Output {
        // The pre-check comes first: an unmarked file costs one pass, not a line table too.
        if skipUnmarkedFiles, !mightContainMarker(bytes) {
            return Output(code: "", diagnostics: [])
        }
        let file = SourceFile(path: path, bytes: bytes)
        let declarations = DeclarationParser.parse(file)
        let (plans, planDiagnostics) = CodingPlanner.plan(declarations, sourcePath: sourceLocations ? file.path : nil)
        let (families, familyDiagnostics) = FamilyPlanner.plan(declarations)
        var diagnostics = declarations.diagnostics + planDiagnostics + familyDiagnostics
        if !plans.isEmpty || !families.isEmpty, let deep = declarations.imports.first(where: { $0.conditions.count > CodingPlanner.maximumConditionalDepth }) {
            diagnostics.append(
                .error(
                    "the import '\(deep.text)' stands under \(deep.conditions.count) nested #if blocks; FlatTagged supports at most \(CodingPlanner.maximumConditionalDepth)",
                    at: deep.location))
        }
        diagnostics.sort { $0.location < $1.location }
        let output = Output(code: "", diagnostics: diagnostics)
        guard !plans.isEmpty || !families.isEmpty, !output.hasErrors else { return output }
        var code = render(plans, imports: declarations.imports, fileName: baseName(file.path))
        if !families.isEmpty { code += FamilyEmitter.emit(families, imports: declarations.imports, sourcePath: sourceLocations ? file.path : nil) }
        return Output(code: code, diagnostics: diagnostics)
    }

    /// `Sources/App/Message.swift` → `Message.swift`
    package static func baseName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
