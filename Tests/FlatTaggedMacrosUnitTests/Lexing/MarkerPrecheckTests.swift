import Testing

@testable import FlatTaggedMacros

/// The byte searches that let files and comments without a marker skip the work of finding one.
@Suite("Lexing: marker pre-checks")
struct MarkerPrecheckTests {
    @Test func filesWithoutFlatTagInAnyCaseAreSkipped() {
        #expect(!MarkerPrecheck.inFile(Array("let x = 1 // nothing here at all".utf8)))
        #expect(MarkerPrecheck.inFile(Array("// @FLATTAGGED".utf8)))
        #expect(MarkerPrecheck.inFile(Array("// @Flatag".utf8)))
        // Across the eight-byte words the search reads, and in the tail after the last one.
        #expect(MarkerPrecheck.inFile(Array("1234567// @FlatTag".utf8)))
        #expect(MarkerPrecheck.inFile(Array("123456789012345678flattag".utf8)))
        #expect(!MarkerPrecheck.inFile(Array("flat tag, flatten, FLAT_TAG".utf8)))
    }

    @Test func commentsWithoutLaInAnyCaseAreOrdinary() {
        #expect(MarkerPrecheck.inComment(ArraySlice("// @FLATTAG".utf8)))
        #expect(!MarkerPrecheck.inComment(ArraySlice("// nothing to see".utf8)))
    }
}
