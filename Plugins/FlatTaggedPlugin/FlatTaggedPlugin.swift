import Foundation
import PackagePlugin

/// Runs `flat-tagged generate` over every Swift file of a target before it compiles, adding one
/// `NAME+FlatTagged.swift` per input to the target.
///
/// There is one command per input file, so that changing one file regenerates only that
/// file's output. The command list depends only on the list of files, never on their
/// contents: SwiftPM plans commands again only when files are added or removed, so a plugin
/// that skipped files without a marker would miss a marker added later. The tool writes an
/// output only when its content changes, so unchanged outputs are not compiled again.
///
/// One more command per target, `flat-tagged module-list`, writes the target's
/// `FlatTaggedModule` static from the module-list entries that the per-file outputs
/// end with. Its inputs are those outputs, not the sources: an edit that changes no marker leaves
/// every output untouched, so the module list is neither regenerated nor compiled again, and
/// nothing downstream is rebuilt for it.
///
/// Structs across files: a `// @FlatTagged(schema)` enum's schema describes the structs its cases
/// name, and the one command per file sees only its file. So one more command per target,
/// `flat-tagged struct-summary`, whose inputs are the target's sources, writes a summary of the
/// module's structs and type names (what the schema reads of them: nesting, stored properties,
/// coding keys, docs, whether it can be read), only when its text changes; every `generate`
/// command takes it as an input (`--struct-summary`) and reads it only for a file with a `schema`
/// marker. An edit that changes no struct and no type name leaves the summary untouched, so no
/// `generate` command runs for it; in a module without a `schema` marker the summary lists none
/// and never changes. It is named `.docc`, like the warning stamps below, so that SwiftPM doesn't
/// copy it into the target as a resource.
///
/// Warnings that last: SwiftPM runs a command only when an input or an output changed since it
/// ran (an output that was missing then and is missing now counts as unchanged), the compiler
/// repeats no warning for a file it doesn't compile again, and SwiftPM 6.3.1 doesn't even run the
/// plugin on a build where nothing changed, so the plugin can't repeat them itself. So each
/// `generate` command declares one more output, a stamp listing its input's warnings (empty when
/// there are none), which `module-list` takes as an input: `generate` writes a stamp with warnings
/// afresh, and `module-list`, which runs after every `generate` of the target, removes it. The
/// removed stamp makes the next build run `generate` again, which prints the warnings again and,
/// its output unchanged, compiles nothing; its fresh stamp makes `module-list` run again to remove
/// it. A file without warnings keeps its empty stamp and is generated only when it changes. The
/// stamp is named `.docc`, a kind of file SwiftPM leaves out of the target; any other name would
/// be copied into the target as a resource. The generated file also repeats the warnings as
/// `#warning`, so `-warnings-as-errors` fails on them.
@main
struct FlatTaggedPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let inputs = module.sourceFiles(withSuffix: "swift").map(\.url)
        return try Self.commands(
            for: inputs, relativeTo: module.directoryURL, tool: context.tool(named: "flat-tagged").url,
            outputDirectory: context.pluginWorkDirectoryURL.appending(path: "Generated"),
            moduleName: module.moduleName, targetName: target.name)
    }

    /// One `generate --output-file OUTPUT INPUT` command per input. The plugin names every
    /// output itself, since it must declare each command's output file.
    static func commands(
        for inputs: [URL], relativeTo directory: URL, tool: URL, outputDirectory: URL, moduleName: String,
        targetName: String
    ) -> [Command] {
        let sorted = inputs.sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
        let names = OutputNaming.outputNames(forRelativePaths: sorted.map { relativePath(of: $0, in: directory) })
        let outputs = names.map { outputDirectory.appending(path: $0) }
        let stamps = names.map { warningsStamp(named: $0, outputDirectory: outputDirectory) }
        // Not under `Generated`, and named unlike any `+FlatTagged.swift` output.
        let moduleList = outputDirectory.deletingLastPathComponent().appending(path: "ModuleList")
            .appending(path: "\(targetName)+FlatTaggedModule.swift")
        let summary = structSummary(targetName: targetName, outputDirectory: outputDirectory)
        let summaryCommand = Command.buildCommand(
            displayName: "FlatTagged: summarizing the structs of \(targetName)",
            executable: tool,
            arguments: ["struct-summary", "--output-file", summary.path(percentEncoded: false)]
                + sorted.map { $0.path(percentEncoded: false) },
            inputFiles: sorted + [tool],
            outputFiles: [summary]
        )
        let moduleListCommand = Command.buildCommand(
            displayName: "FlatTagged: listing the families and members of \(targetName)",
            executable: tool,
            arguments: [
                "module-list", "--module-name", moduleName, "--target-name", targetName,
                "--output-file", moduleList.path(percentEncoded: false),
            ] + stamps.flatMap { ["--warnings-stamp", $0.path(percentEncoded: false)] }
                + outputs.map { $0.path(percentEncoded: false) },
            inputFiles: outputs + stamps + [tool],
            outputFiles: [moduleList]
        )
        return [summaryCommand]
            + perFileCommands(sorted, names: names, tool: tool, outputDirectory: outputDirectory, summary: summary)
            + [moduleListCommand]
    }

    /// One `generate --output-file OUTPUT --struct-summary SUMMARY INPUT` command per input.
    static func perFileCommands(_ sorted: [URL], names: [String], tool: URL, outputDirectory: URL, summary: URL)
        -> [Command]
    {
        zip(sorted, names).map { input, name in
            let output = outputDirectory.appending(path: name)
            let stamp = warningsStamp(named: name, outputDirectory: outputDirectory)
            return .buildCommand(
                displayName: "FlatTagged: generating \(name)",
                executable: tool,
                arguments: [
                    "generate", "--output-file", output.path(percentEncoded: false),
                    "--warnings-stamp", stamp.path(percentEncoded: false),
                    "--struct-summary", summary.path(percentEncoded: false), input.path(percentEncoded: false),
                ],
                inputFiles: [input, tool, summary],
                outputFiles: [output, stamp]
            )
        }
    }

    /// The module's struct summary, beside the warning stamps and named like them.
    static func structSummary(targetName: String, outputDirectory: URL) -> URL {
        outputDirectory.deletingLastPathComponent().appending(path: "StructSummary")
            .appending(path: "\(targetName)+FlatTaggedStructs.docc")
    }

    /// The stamp listing the warnings of the input whose output is `name`.
    static func warningsStamp(named name: String, outputDirectory: URL) -> URL {
        outputDirectory.deletingLastPathComponent().appending(path: "WarningStamps").appending(path: name + ".docc")
    }

    /// The input's path below `directory`, or its whole path when it lies elsewhere.
    static func relativePath(of file: URL, in directory: URL) -> String {
        let path = file.standardizedFileURL.path(percentEncoded: false)
        var prefix = directory.standardizedFileURL.path(percentEncoded: false)
        if !prefix.hasSuffix("/") { prefix += "/" }
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

/// A copy of `OutputNaming` from `Sources/FlatTaggedMacros/Emitting/OutputNaming.swift`.
///
/// Why a copy: a build-tool plugin can depend only on executables, never on a library, so it
/// cannot call the generator's own naming function. It must still know each output's name,
/// because SwiftPM and Xcode need every command's output file before the command runs. Keep
/// the two identical: `OutputNamingTests` pins the names (plain when a file name is unique
/// ignoring case; otherwise `STEM-HASH+FlatTagged.swift` with the FNV-1a 32-bit hash of the path
/// relative to the target's directory), and `swift run FlatTaggedClient` builds through this copy.
enum OutputNaming {
    static let suffix = "+FlatTagged.swift"

    static func outputNames(forRelativePaths relativePaths: [String]) -> [String] {
        var stemCounts: [String: Int] = [:]
        for path in relativePaths {
            stemCounts[stem(of: path).lowercased(), default: 0] += 1
        }
        return relativePaths.map { path in
            let stem = stem(of: path)
            guard stemCounts[stem.lowercased(), default: 0] > 1 else { return stem + suffix }
            return stem + "-" + hash(normalized(path)) + suffix
        }
    }

    static func stem(of path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        if name.hasSuffix(".swift"), name.count > ".swift".count { name.removeLast(".swift".count) }
        return name
    }

    static func hash(_ path: String) -> String {
        var value: UInt32 = 0x811C_9DC5
        for byte in path.utf8 {
            value ^= UInt32(byte)
            value = value &* 0x0100_0193
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }

    static func normalized(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        return String(path)
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension FlatTaggedPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let inputs = target.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url)
            // An Xcode target has no directory of its own: paths are relative to the project's.
            return try Self.commands(
                for: inputs, relativeTo: context.xcodeProject.directoryURL,
                tool: context.tool(named: "flat-tagged").url,
                outputDirectory: context.pluginWorkDirectoryURL.appending(path: "Generated"),
                moduleName: target.displayName, targetName: target.displayName)
        }
    }
#endif
