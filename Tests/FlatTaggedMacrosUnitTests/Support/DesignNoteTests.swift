import Foundation
import Testing

/// The design note (`Documentation/Development/Architecture.md`) and the contributing guide say
/// where things live. They drifted within a day once; these tests make the next drift a red test:
/// each reads the tree as it is and checks that both documents name what is there.
@Suite("Support: the design note and the contributing guide")
struct DesignNoteTests {
    static let designNote = "Documentation/Development/Architecture.md"
    static let guide = "CONTRIBUTING.md"

    /// Every runtime folder (`Sources/FlatTagged/<Concept>`) is named in both documents.
    @Test func bothNameEveryRuntimeFolder() throws {
        let folders = try Self.subfolders(of: "Sources/FlatTagged").filter { !$0.hasSuffix(".docc") }
        #expect(folders.contains("Enums"), "the runtime's folders were not found")
        for document in [Self.designNote, Self.guide] {
            let text = try RepositoryFiles.text(document)
            for folder in folders {
                #expect(
                    text.contains("`\(folder)/`") || text.contains("`\(folder)`"),
                    "\(document) doesn't name the runtime folder Sources/FlatTagged/\(folder)")
            }
        }
    }

    /// Every integration package is named in both documents and built by CI.
    @Test func bothNameEveryIntegrationPackage() throws {
        let packages = try Self.subfolders(of: "IntegrationTests")
        #expect(packages.contains("Downstream"), "the integration packages were not found")
        let ci = try RepositoryFiles.text(".ci/run")
        for package in packages {
            for document in [Self.designNote, Self.guide] {
                #expect(
                    try RepositoryFiles.text(document).contains(package),
                    "\(document) doesn't name IntegrationTests/\(package)")
            }
            #expect(ci.contains("IntegrationTests/\(package)"), ".ci/run doesn't build IntegrationTests/\(package)")
        }
    }

    /// Every target folder of `Sources` is in the contributing guide's layout.
    @Test func theGuideNamesEveryTarget() throws {
        let guide = try RepositoryFiles.text(Self.guide)
        for target in try Self.subfolders(of: "Sources") {
            #expect(
                guide.contains("`Sources/\(target)`") || guide.contains("`Sources/\(target)/"),
                "CONTRIBUTING.md's layout doesn't name Sources/\(target)")
        }
    }

    /// Every wire form (a case of `WireForm`) is named in the design note, and has the rules and
    /// coding files the note says a form owns.
    @Test func theDesignNoteNamesEveryWireForm() throws {
        let forms = try Self.wireForms()
        #expect(forms.count >= 4, "WireForm's cases were not found: \(forms)")
        let note = try RepositoryFiles.text(Self.designNote)
        let root = try RepositoryFiles.root()
        for form in forms {
            #expect(
                note.contains("`.\(form)`") || note.contains("`.\(form)("),
                "the design note doesn't name the wire form .\(form)")
            let name = form.prefix(1).uppercased() + form.dropFirst() + "Form"
            for file in [
                "Sources/FlatTaggedMacros/Planning/Forms/\(name).swift",
                "Sources/FlatTaggedMacros/Emitting/Forms/\(name)Emitter.swift",
            ] {
                #expect(
                    FileManager.default.fileExists(atPath: root.appendingPathComponent(file).path),
                    "the wire form .\(form) has no \(file)")
            }
        }
    }

    /// Every Swift file the two documents name (in backticks) exists somewhere in the tree.
    @Test func everyFileTheyNameExists() throws {
        let root = try RepositoryFiles.root()
        // A partial copy of the package (the Swift 6.1 manifest check's) lacks files the documents name.
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent(".git").path) else { return }
        var existing = Set(try FileManager.default.contentsOfDirectory(atPath: root.path))
        for folder in ["Sources", "Tests", "Plugins", "Benchmarks", "IntegrationTests"] {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let path = enumerator?.nextObject() as? String {
                guard !path.contains(".build"), path.hasSuffix(".swift") else { continue }
                existing.insert((path as NSString).lastPathComponent)
            }
        }
        for document in [Self.designNote, Self.guide] {
            for name in try Self.swiftFileNames(in: RepositoryFiles.text(document)) {
                #expect(existing.contains(name), "\(document) names \(name), which doesn't exist")
            }
        }
    }

    // MARK: Reading the tree

    static func subfolders(of path: String) throws -> [String] {
        let url = try RepositoryFiles.root().appendingPathComponent(path)
        return try FileManager.default.contentsOfDirectory(atPath: url.path).filter { name in
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: url.appendingPathComponent(name).path, isDirectory: &isFolder)
            return exists && isFolder.boolValue && !name.hasPrefix(".")
        }.sorted()
    }

    /// The case names of `enum WireForm`, read from its source.
    static func wireForms() throws -> [String] {
        let source = try RepositoryFiles.text("Sources/FlatTaggedMacros/Declarations/WireForm.swift")
        return source.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("case "), line.hasPrefix("    case ") else { return nil }
            let name = trimmed.dropFirst("case ".count).prefix { $0.isLetter || $0.isNumber }
            return name.isEmpty ? nil : String(name)
        }
    }

    /// The last path component of every `` `…something.swift` `` span of a Markdown text, with
    /// globs (`FlatTaggedUntagged*.swift`) and placeholders (`<Form>.swift`) left out.
    static func swiftFileNames(in text: String) -> Set<String> {
        var names = Set<String>()
        for (index, span) in text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        where index % 2 == 1 {
            for word in span.split(separator: " ") where word.hasSuffix(".swift") {
                let name = String(word.split(separator: "/").last ?? word)
                guard !name.contains("*"), !name.contains("<"), name != ".swift" else { continue }
                names.insert(name)
            }
        }
        return names
    }
}
