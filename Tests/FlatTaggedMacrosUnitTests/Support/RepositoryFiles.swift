import Foundation

/// Source files of this repository, read at test time: where the generator keeps a copy of code
/// it can't link (the plugin's output naming, the runtime's tag naming), tests hold the copies
/// to the same code.
enum RepositoryFiles {
    /// The text of `path`, relative to the package root (the folder with `Package.swift` above
    /// this file).
    static func text(_ path: String) throws -> String {
        try String(contentsOf: root().appendingPathComponent(path), encoding: .utf8)
    }

    /// The package root: the folder with `Package.swift` above this file.
    static func root() throws -> URL {
        var root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            let parent = root.deletingLastPathComponent()
            guard parent.path != root.path else { throw CocoaError(.fileNoSuchFile) }
            root = parent
        }
        return root
    }

    /// The code lines of `enum NAME { … }` (the enum's closing brace is the first line that is
    /// exactly `}`), trimmed, without comments, blank lines and the access modifiers `package` and
    /// `public`.
    static func code(ofEnumNamed name: String, in source: String) throws -> [String] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasSuffix("enum \(name) {") || $0.contains("enum \(name): ") }),
            let end = lines[start...].firstIndex(where: { $0 == "}" })
        else { throw CocoaError(.fileReadCorruptFile) }
        return lines[start...end]
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("//") }
            .map { line in
                for modifier in ["package ", "public "] where line.hasPrefix(modifier) {
                    return String(line.dropFirst(modifier.count))
                }
                return line
            }
    }
}
