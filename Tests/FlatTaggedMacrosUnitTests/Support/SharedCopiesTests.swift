import Testing

/// Code that targets which can't link each other keep in copies: the copies must not drift.
@Suite("Support: shared copies")
struct SharedCopiesTests {
    /// The seeded generator of the fuzzer, the end-to-end tests and the runtime tests: the same
    /// seed must draw the same samples everywhere.
    @Test func theSeededGeneratorIsOneFile() throws {
        let owner = try RepositoryFiles.text("Sources/flat-tagged-dev/SeededRandom.swift")
        #expect(owner.contains("struct SeededRandom: RandomNumberGenerator"))
        #expect(try RepositoryFiles.text("Tests/FlatTaggedEndToEndTests/SeededRandom.swift") == owner)
        #expect(try RepositoryFiles.text("Tests/FlatTaggedTests/SeededRandom.swift") == owner)
    }
}
