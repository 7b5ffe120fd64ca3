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
@main
struct FlatTaggedPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let inputs = module.sourceFiles(withSuffix: "swift").map(\.url)
        return try Self.commands(
            for: inputs, tool: context.tool(named: "flat-tagged").url,
            outputDirectory: context.pluginWorkDirectoryURL.appending(path: "Generated"))
    }

    /// One `generate` command per input; the output's name is the input's, with `+FlatTagged`.
    static func commands(for inputs: [URL], tool: URL, outputDirectory: URL) -> [Command] {
        inputs.sorted { $0.path() < $1.path() }.map { input in
            let stem = input.deletingPathExtension().lastPathComponent
            let output = outputDirectory.appending(path: stem + "+FlatTagged.swift")
            return .buildCommand(
                displayName: "FlatTagged: generating \(output.lastPathComponent)",
                executable: tool,
                arguments: ["generate", "--output", outputDirectory.path(), input.path()],
                inputFiles: [input, tool],
                outputFiles: [output]
            )
        }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension FlatTaggedPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let inputs = target.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url)
            return try Self.commands(
                for: inputs, tool: context.tool(named: "flat-tagged").url,
                outputDirectory: context.pluginWorkDirectoryURL.appending(path: "Generated"))
        }
    }
#endif
