import Foundation
import Testing

@testable import FlatTaggedMacros

@Suite("Output names: unique, stable, case-insensitive")
struct OutputNamingTests {
    @Test func uniqueFileNamesKeepThePlainName() {
        #expect(
            OutputNaming.outputNames(forRelativePaths: ["Models.swift", "Views/Message.swift", "Deep/er/Other.swift"])
                == ["Models+FlatTagged.swift", "Message+FlatTagged.swift", "Other+FlatTagged.swift"])
        #expect(OutputNaming.outputNames(forRelativePaths: []).isEmpty)
    }

    @Test func collidingFileNamesGetAHashOfTheirPath() {
        let names = OutputNaming.outputNames(forRelativePaths: ["A/Models.swift", "B/Models.swift", "Other.swift"])
        #expect(
            names == ["Models-95e9da3e+FlatTagged.swift", "Models-aedce4dd+FlatTagged.swift", "Other+FlatTagged.swift"])
        #expect(Set(names).count == names.count)
        // A file at the target's root collides with one in a folder too.
        let rooted = OutputNaming.outputNames(forRelativePaths: ["Models.swift", "Sub/Models.swift"])
        #expect(rooted[0] != rooted[1])
        #expect(rooted.allSatisfy { $0.hasPrefix("Models-") && $0.hasSuffix("+FlatTagged.swift") })
    }

    @Test func namesThatDifferOnlyInCaseCollide() {
        // One file on a case-insensitive file system (macOS, Windows): both get hashes.
        let names = OutputNaming.outputNames(forRelativePaths: ["A/Models.swift", "B/models.swift"])
        #expect(names[0].hasPrefix("Models-") && names[1].hasPrefix("models-"))
        #expect(names[0].lowercased() != names[1].lowercased())
    }

    @Test func namesAreStableAcrossRunsAndInputOrder() {
        // FNV-1a 32-bit reference values: the same on every machine and in every process.
        #expect(OutputNaming.hash("") == "811c9dc5")
        #expect(OutputNaming.hash("a") == "e40c292c")
        #expect(OutputNaming.hash("foobar") == "bf9cf968")
        #expect(OutputNaming.hash("A/Message.swift") == "24aaa6e5")
        let paths = ["A/Models.swift", "B/Models.swift", "C/View.swift"]
        let forward = OutputNaming.outputNames(forRelativePaths: paths)
        let backward = OutputNaming.outputNames(forRelativePaths: paths.reversed())
        #expect(forward == Array(backward.reversed()))
        // `./A/Models.swift` is `A/Models.swift`.
        #expect(
            OutputNaming.outputNames(forRelativePaths: ["./A/Models.swift", "B/Models.swift", "C/View.swift"])
                == forward)
    }

    @Test func stems() {
        #expect(OutputNaming.stem(of: "Sources/App/Message.swift") == "Message")
        #expect(OutputNaming.stem(of: "Message+Extras.swift") == "Message+Extras")
        #expect(OutputNaming.stem(of: "README") == "README")
        #expect(OutputNaming.stem(of: ".swift") == ".swift")
    }

    /// The plugin cannot import this library, so it keeps a copy of `OutputNaming`: the copy's
    /// code must stay the library's, access modifiers and comments aside.
    @Test func thePluginsCopyIsTheSameCode() throws {
        let library = try RepositoryFiles.text("Sources/FlatTaggedMacros/Emitting/OutputNaming.swift")
        let plugin = try RepositoryFiles.text("Plugins/FlatTaggedPlugin/FlatTaggedPlugin.swift")
        let libraryCode = try RepositoryFiles.code(ofEnumNamed: "OutputNaming", in: library)
        #expect(libraryCode.count > 10)
        #expect(try RepositoryFiles.code(ofEnumNamed: "OutputNaming", in: plugin) == libraryCode)
    }
}
