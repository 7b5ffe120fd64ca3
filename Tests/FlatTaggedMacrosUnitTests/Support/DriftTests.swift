import Foundation
import Testing

/// What the manifests' comments and the design note name must exist: each test reads the tree
/// as it is, so a rename or a new folder that leaves them behind is a red test, not a reader's
/// surprise.
@Suite("Support: the manifests and the design note name what exists")
struct DriftTests {
    /// The manifests this tree has: both in the repository; `Package.swift` alone in the copy
    /// `Scripts/check-swift61-manifest.sh` tests, where the Swift 6.1 manifest took its place.
    static var manifests: [String] {
        get throws {
            let root = try RepositoryFiles.root()
            return ["Package.swift", "Package@swift-6.1.swift"].filter {
                $0 == "Package.swift" || FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
            }
        }
    }

    /// The layout comment lists the runtime's folders, exactly: every folder of
    /// `Sources/FlatTagged`, and no folder that isn't there.
    @Test func theManifestsLayoutCommentsListTheRuntimeFolders() throws {
        let folders = Set(try DesignNoteTests.subfolders(of: "Sources/FlatTagged").filter { !$0.hasSuffix(".docc") })
        #expect(folders.contains("Enums"), "the runtime's folders were not found")
        for manifest in try Self.manifests {
            let listed = try Self.runtimeFolders(inLayoutOf: RepositoryFiles.text(manifest))
            #expect(
                listed == folders,
                "\(manifest)'s layout comment lists \(listed.sorted()); Sources/FlatTagged holds \(folders.sorted())")
        }
    }

    /// The layout comment names every stage folder of the generator, and every target folder.
    @Test func theManifestsLayoutCommentsNameEveryGeneratorStageAndTarget() throws {
        let stages = try DesignNoteTests.subfolders(of: "Sources/FlatTaggedMacros")
        #expect(stages.contains("Emitting"), "the generator's folders were not found")
        let targets =
            try DesignNoteTests.subfolders(of: "Sources").map { "Sources/\($0)" } + ["Plugins/FlatTaggedPlugin"]
        for manifest in try Self.manifests {
            let layout = try Self.layoutComment(of: RepositoryFiles.text(manifest))
            for stage in stages {
                #expect(layout.contains("\(stage) ("), "\(manifest)'s layout comment doesn't name the stage \(stage)")
            }
            for target in targets {
                #expect(layout.contains("//   \(target) "), "\(manifest)'s layout comment doesn't name \(target)")
            }
        }
    }

    /// Every Swift symbol the design note names in backticks (a type, a function, a case, a
    /// property) is declared somewhere in the tree, or is a folder; the names of Swift's,
    /// Foundation's and the plugin API's own are listed in `notOurs`.
    @Test func everySymbolTheDesignNoteNamesExists() throws {
        let note = try RepositoryFiles.text(DesignNoteTests.designNote)
        let declared = try Self.declaredNames()
        var missing: [String] = []
        for symbol in Self.symbols(in: note) {
            let components = symbol.split(separator: ".").map(String.init)
            guard let first = components.first, !Self.notOurs.contains(first) else { continue }
            for name in components where !declared.contains(name) && !Self.notOurs.contains(name) {
                missing.append("`\(symbol)` (\(name))")
            }
        }
        #expect(
            missing.isEmpty, "the design note names what the tree doesn't declare:\n\(missing.joined(separator: "\n"))")
    }

    /// One word per concept in the tests and integration packages too: the content form is not
    /// "adjacent", the untagged form not a "union" (in paths and code; the prose of the docs may
    /// call the data a union). `stillSayUnion` lists the files left to rename; it only shrinks.
    @Test func testsAndIntegrationPackagesSayTheHouseWords() throws {
        let root = try RepositoryFiles.root()
        var found: [String] = []
        for folder in ["Tests", "IntegrationTests"] {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let path = enumerator?.nextObject() as? String {
                // This file names the words it looks for.
                guard !path.contains(".build"), !path.hasSuffix("/DriftTests.swift") else { continue }
                let fullPath = "\(folder)/\(path)"
                if !Self.words(in: path, matching: ["adjacent", "union", "unions"]).isEmpty {
                    found.append("\(fullPath): its name")
                }
                guard path.hasSuffix(".swift") || path.hasSuffix(".sh") else { continue }
                let text = try String(contentsOf: root.appendingPathComponent(fullPath), encoding: .utf8)
                let banned: Set<String> =
                    Self.stillSayUnion.contains(fullPath) ? ["adjacent"] : ["adjacent", "union", "unions"]
                for word in Self.words(in: text, matching: banned) { found.append("\(fullPath): \(word)") }
            }
        }
        #expect(found.isEmpty, "words of another vocabulary:\n\(found.joined(separator: "\n"))")
        for path in Self.stillSayUnion {
            let text = try RepositoryFiles.text(path)
            #expect(
                !Self.words(in: text, matching: ["union"]).isEmpty,
                "\(path) no longer says union: remove it from the list")
        }
    }

    /// Test files whose locals still say `union` for an untagged enum's error.
    static let stillSayUnion: Set<String> = [
        "Tests/FlatTaggedTests/Untagged/UntaggedDepthAndNumberTests.swift",
        "Tests/FlatTaggedTests/Untagged/UntaggedErrorTests.swift",
        "Tests/FlatTaggedTests/Untagged/UntaggedUnlessTests.swift",
    ]

    /// The whole words of `text` (split at case changes too: `unionError` has `union`) that are
    /// among `banned`, lowercased.
    static func words(in text: String, matching banned: Set<String>) -> [String] {
        var words: [String] = []
        var word = ""
        for character in text {
            if character.isLetter, !(character.isUppercase && word.last?.isLowercase == true) {
                word.append(character)
                continue
            }
            if banned.contains(word.lowercased()) { words.append(word) }
            word = character.isLetter ? String(character) : ""
        }
        if banned.contains(word.lowercased()) { words.append(word) }
        return words
    }

    /// Names the design note may use that this repository doesn't declare: Swift's (keywords
    /// included), Foundation's and the plugin API's, and the marker's option words.
    static let notOurs: Set<String> = [
        "Array", "BuildToolPlugin", "Codable", "Copyable", "Decodable", "DecodingError", "Diagnostics", "Dictionary",
        "Double", "EncodingError", "Escapable", "Int64", "JSONDecoder", "Mirror", "PackagePlugin", "SendableMetatype",
        "UInt64", "XcodeBuildToolPlugin", "XcodeProjectPlugin", "decodeIfPresent", "encode", "hasPrefix", "init",
        "switch", "typealias", "flat", "missing", "_CodingPathNode", "InternalImportsByDefault",
        // A pattern `FormDispatchTests` rejects, named as such.
        "isUntagged",
    ]

    // MARK: Reading

    /// The comment lines of a manifest's layout: from "The layout" to the first line that isn't
    /// a comment.
    static func layoutComment(of manifest: String) throws -> String {
        let lines = manifest.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("// The layout") }) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        return lines[start...].prefix { $0.hasPrefix("//") }.joined(separator: "\n")
    }

    /// The folders the runtime's entry lists after "by concept:", each the first word of an
    /// item (`FlatPayloads (internal)`), up to the generator's entry.
    static func runtimeFolders(inLayoutOf manifest: String) throws -> Set<String> {
        let layout = try layoutComment(of: manifest)
        guard let start = layout.range(of: "by concept:"), let end = layout.range(of: "//   Sources/FlatTaggedMacros")
        else { throw CocoaError(.fileReadCorruptFile) }
        var text = layout[start.upperBound..<end.lowerBound].replacingOccurrences(of: "//", with: " ")
        // Parenthesized remarks are not folders.
        while let open = text.firstIndex(of: "("), let close = text[open...].firstIndex(of: ")") {
            text.removeSubrange(open...close)
        }
        let items = text.replacingOccurrences(of: " and ", with: ",").split(separator: ",")
        return Set(items.compactMap { $0.split(whereSeparator: \.isWhitespace).first.map(String.init) })
    }

    /// The backticked spans of a Markdown text, outside code blocks, that are Swift symbols:
    /// `WireForm`, `formPlanning(_:key:)`, `.content(key:)`, `PromiseSubject.all`; each without
    /// its argument labels and leading dot. File names are left to `DesignNoteTests`.
    static func symbols(in text: String) -> Set<String> {
        var symbols = Set<String>()
        let prose = text.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        for part in prose {
            for (index, span) in part.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            where index % 2 == 1 {
                var symbol = span.hasPrefix(".") ? span.dropFirst() : span[...]
                if let open = symbol.firstIndex(of: "("), symbol.hasSuffix(")") { symbol = symbol[..<open] }
                let components = symbol.split(separator: ".", omittingEmptySubsequences: false)
                let isIdentifier = components.allSatisfy { component in
                    guard let first = component.first, first.isLetter || first == "_" else { return false }
                    return component.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
                }
                let isFileName = ["swift", "md", "txt", "sh", "docc", "swiftinterface"].contains(components.last ?? "")
                if isIdentifier, !isFileName, !symbol.isEmpty { symbols.insert(String(symbol)) }
            }
        }
        return symbols
    }

    /// Every name declared in the tree's Swift files (`func`, `var`, `let`, `case`, a type,
    /// `associatedtype`, an SPI group), and every folder's name.
    static func declaredNames() throws -> Set<String> {
        let root = try RepositoryFiles.root()
        let keywords: Set<Substring> = [
            "func", "var", "let", "case", "struct", "enum", "class", "protocol", "typealias", "actor",
            "associatedtype", "_spi",
        ]
        var names = Set<String>()
        for folder in ["Sources", "Plugins", "Tests", "Benchmarks", "IntegrationTests"] {
            names.insert(folder)
            let url = root.appendingPathComponent(folder)
            let enumerator = FileManager.default.enumerator(atPath: url.path)
            while let path = enumerator?.nextObject() as? String {
                guard !path.contains(".build") else { continue }
                for component in path.split(separator: "/") where !component.contains(".") {
                    names.insert(String(component))
                }
                guard path.hasSuffix(".swift") else { continue }
                let source = try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
                let words = source.split { !($0.isLetter || $0.isNumber || $0 == "_") }
                for (word, next) in zip(words, words.dropFirst()) where keywords.contains(word) {
                    names.insert(String(next))
                }
                // The further cases of `case a, b, c`.
                for line in source.split(separator: "\n") {
                    let trimmed = line.trimmingCharacters(in: .whitespaces)
                    guard trimmed.hasPrefix("case "), !trimmed.contains(":") else { continue }
                    for item in trimmed.dropFirst(5).split(separator: ",") {
                        let name = item.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter || $0.isNumber }
                        if !name.isEmpty { names.insert(String(name)) }
                    }
                }
            }
        }
        return names
    }
}
