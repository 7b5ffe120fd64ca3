import Testing

@testable import FlatTaggedMacros

/// Tag naming: the `naming:` option of an enum's marker, and the same rules the runtime applies
/// to a family's members.
@Suite("Planning: tag naming")
struct TagNamingTests {
    @Test func wordsSplitAsFoundationSplitsThem() {
        #expect(TagNaming.words(of: "parseURLValue") == ["parse", "URL", "Value"])
        #expect(TagNaming.words(of: "") == [])
        #expect(TagNaming.snakeCase.tag(for: "goldenRetriever2Go") == "golden_retriever2_go")
        #expect(TagNaming.kebabCase.tag(for: "GoldenRetriever") == "golden-retriever")
    }

    /// The generator can't link the runtime, so `TagNaming` is a copy of the runtime's
    /// `FlatTaggedNaming`: the same options, and the same code from `tag(for:)` on, comments and
    /// access modifiers aside. An enum and a family with the same `naming:` make the same tags.
    @Test func theRuntimesCopyIsTheSameCode() throws {
        let generator = try RepositoryFiles.code(
            ofEnumNamed: "TagNaming", in: RepositoryFiles.text("Sources/FlatTaggedMacros/Planning/TagNaming.swift"))
        let runtime = try RepositoryFiles.code(
            ofEnumNamed: "FlatTaggedNaming",
            in: RepositoryFiles.text("Sources/FlatTagged/Families/FlatTaggedNaming.swift"))
        func split(_ code: [String]) -> (cases: [String], functions: ArraySlice<String>) {
            let start = code.firstIndex { $0.hasPrefix("func tag(for name: String)") } ?? code.endIndex
            return (code[..<start].filter { $0.hasPrefix("case ") }, code[start...])
        }
        #expect(split(generator).cases.count == 6)
        #expect(split(generator).cases == split(runtime).cases)
        #expect(split(generator).functions.count > 20)
        #expect(split(generator).functions == split(runtime).functions)
    }
}
