import Testing

@testable import FlatTaggedMacros

/// The generator's one string escaping (`StringLiteral.escaped`), as Swift literals and JSON
/// write it: the same characters escaped the same way, control characters each in its own
/// spelling.
@Suite("Support: string escaping")
struct StringEscapingTests {
    static let text = "a\"b\\c\nd\re\tf\u{0}g\u{1}h\u{1F}i\u{7F}j\u{E9}\u{1F600}"

    @Test func aSwiftLiteralEscapesControlCharactersAndDelete() {
        #expect(StringLiteral.literal(Self.text) == #""a\"b\\c\nd\re\tf\0g\u{1}h\u{1f}i\u{7f}j\#u{E9}\#u{1F600}""#)
    }

    @Test func jsonEscapesControlCharactersAndDeleteOnlyInTemplates() {
        #expect(JSON.string(Self.text).text == #""a\"b\\c\nd\re\tf\u0000g\u0001h\u001fi\#u{7F}j\#u{E9}\#u{1F600}""#)
        #expect(
            JSON.string(Self.text).compactText == #""a\"b\\c\nd\re\tf\u0000g\u0001h\u001fi\u007fj\#u{E9}\#u{1F600}""#)
    }
}
