import Testing

@testable import FlatTagged

@Suite("Input in messages is quoted short")
struct MessageQuotingTests {
    @Test("A value of at most 100 characters is shown whole")
    func shortValuesAreWhole() {
        let hundred = String(repeating: "é", count: 100)
        #expect(messageQuoted(hundred) == "\"" + hundred + "\"")
        #expect(messageShortened(hundred) == hundred)
        #expect(messageWordsShortened(hundred + " " + hundred) == hundred + " " + hundred)
        #expect(messageQuoted("a\"b") == #""a\"b""#)
    }

    @Test("A longer one is cut after 100 characters")
    func longValuesAreCut() {
        let long = String(repeating: "x", count: 100_000)
        let head = String(repeating: "x", count: 100)
        #expect(messageQuoted(long) == "\"" + head + "…\" (100000 bytes)")
        #expect(messageShortened(long) == head + "…")
        #expect(messageWordsShortened("found " + long + " here") == "found " + head + "… here")
        #expect(messageWordsShortened(long + " " + long) == head + "… " + head + "…")
    }
}
