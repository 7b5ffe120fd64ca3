import Testing

@testable import FlatTaggedMacros

/// The lexer on every form that can hide a brace, a quote or a comment marker.
@Suite("Lexing: bytes → tokens")
struct LexerTests {
    /// Each token's kind and text.
    static func lex(_ source: String) -> [(kind: Token.Kind, text: String)] {
        let bytes = Array(source.utf8)
        return Lexer.tokenize(bytes).tokens.map { ($0.kind, String(decoding: bytes[$0.range], as: UTF8.self)) }
    }

    static func kinds(_ source: String) -> [Token.Kind] { lex(source).map(\.kind) }

    static func problems(_ source: String) -> [String] {
        Lexer.tokenize(Array(source.utf8)).problems.map(\.message.text)
    }

    @Test func lineAndDocComments() {
        let tokens = Self.lex("// plain {\n/// doc \"\n//// four\nx")
        #expect(tokens.map(\.kind) == [.lineComment, .docLineComment, .lineComment, .identifier])
        #expect(tokens.map(\.text) == ["// plain {", "/// doc \"", "//// four", "x"])
    }

    @Test func blockCommentsNest() {
        let tokens = Self.lex("/* a /* b } */ still \" */ x /** doc */")
        #expect(tokens.map(\.kind) == [.blockComment, .identifier, .blockComment])
        #expect(tokens[0].text == "/* a /* b } */ still \" */")
        #expect(Self.problems("/* open /* nested */") == ["unterminated block comment"])
    }

    @Test func singleLineStringsHideBracesQuotesAndComments() {
        let tokens = Self.lex(#"let s = "a \"{ // }" + x"#)
        #expect(tokens.map(\.kind) == [.identifier, .identifier, .operator, .string, .operator, .identifier])
        #expect(tokens[3].text == #""a \"{ // }""#)
    }

    @Test func multiLineStrings() {
        let source = "let s = \"\"\"\n    \" } /* \"\" \n    \"\"\"\nx"
        let tokens = Self.lex(source)
        #expect(tokens.map(\.kind) == [.identifier, .identifier, .operator, .string, .identifier])
        #expect(tokens[3].text.hasPrefix("\"\"\"\n") && tokens[3].text.hasSuffix("\"\"\""))
    }

    @Test func rawStrings() {
        let tokens = Self.lex(###"a = #"say "hi" \(not) }"# + ##"one "# two"## b"###)
        #expect(tokens.map(\.kind) == [.identifier, .operator, .string, .operator, .string, .identifier])
        #expect(tokens[2].text == ##"#"say "hi" \(not) }"#"##)
        #expect(tokens[4].text == ###"##"one "# two"##"###)
        // `#"""#` is a single-line raw string holding one quote, not a multi-line opener.
        #expect(Self.kinds(##"#"""# x"##) == [.string, .identifier])
    }

    @Test func nestedInterpolationIsOneString() {
        // "a \( "b \( "c)" + ")" ) e" ) d": strings inside interpolations inside strings.
        let tokens = Self.lex(#"f("a \("b \("c)" + ")") e") d" + "}") x"#)
        #expect(tokens.map(\.kind) == [.identifier, .leftParen, .string, .operator, .string, .rightParen, .identifier])
        #expect(tokens[2].text == #""a \("b \("c)" + ")") e") d""#)
    }

    @Test func unterminatedAndInvalidStringsAreProblems() {
        #expect(Self.problems("let s = \"open\n") == ["unterminated string literal"])
        #expect(Self.problems(#"let s = "bad \q""#) == ["an invalid escape sequence in a string literal"])
        #expect(Self.problems(#"let s = "ok \u{1F600} \n \\ \"""#).isEmpty)
    }

    @Test func bareRegexWhereAnExpressionStarts() {
        #expect(Self.kinds("let r = /a+\"b/") == [.identifier, .identifier, .operator, .regex])
        #expect(Self.kinds("return /[/]}/") == [.identifier, .regex])
        // After an operand, `/` divides.
        #expect(Self.kinds("a / b / c") == [.identifier, .operator, .identifier, .operator, .identifier])
        #expect(Self.kinds("x! / y") == [.identifier, .operator, .operator, .identifier])
        // A space after the opening slash: an operator, as SE-0354 says.
        #expect(Self.kinds("f(/ 2)") == [.identifier, .leftParen, .operator, .number, .rightParen])
    }

    @Test func poundRegex() {
        let tokens = Self.lex("let r = #/a/b\"}/# + ##/x/#y/## z")
        #expect(tokens.map(\.kind) == [.identifier, .identifier, .operator, .regex, .operator, .regex, .identifier])
        #expect(tokens[3].text == "#/a/b\"}/#")
        #expect(tokens[5].text == "##/x/#y/##")
        #expect(Self.problems("#/never closed") == ["unterminated regex literal"])
    }

    @Test func conditionalCompilationDirectives() {
        let tokens = Self.lex("#if os(Linux) && !DEBUG\n#elseif swift(>=5.9)\n#else\n#endif")
        #expect(tokens.filter { $0.kind == .poundKeyword }.map(\.text) == ["#if", "#elseif", "#else", "#endif"])
        #expect(
            tokens.prefix(8).map(\.kind) == [
                .poundKeyword, .identifier, .leftParen, .identifier, .rightParen, .operator, .operator, .identifier,
            ])
    }

    @Test func identifiersPunctuationAndNumbers() {
        let tokens = Self.lex("`enum` $0 @MainActor a.b -> [c]: d; 0x1F 1_000.5e-3 ≈")
        #expect(
            tokens.map(\.kind) == [
                .identifier, .dollarIdentifier, .at, .identifier, .identifier, .period, .identifier, .arrow,
                .leftBracket, .identifier, .rightBracket, .colon, .identifier, .semicolon, .number, .number, .operator,
            ])
        let backticked = Lexer.tokenize(Array("`enum`".utf8)).tokens[0]
        #expect(backticked.isBackticked)
        #expect(Self.problems("let x = 0b12") == ["malformed number literal"])
    }

    @Test func everyByteIsCoveredInOrder() {
        let source = "enum E { case a(x: Int = \"}\") } // c\n/* d */ #if X\n#endif"
        let tokens = Lexer.tokenize(Array(source.utf8)).tokens
        #expect(zip(tokens, tokens.dropFirst()).allSatisfy { $0.end <= $1.start })
        #expect(tokens.last?.end == source.utf8.count)
    }
}
