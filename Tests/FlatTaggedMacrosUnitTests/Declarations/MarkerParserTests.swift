import Testing

@testable import FlatTaggedMacros

/// Markers in comments: options, their mistakes at the column where they stand, near misses.
@Suite("Declarations: markers")
struct MarkerParserTests {
    /// Parses the first comment of `source` as a marker.
    static func parse(_ source: String) -> (marker: MarkerParser.Marker?, diagnostics: [String]) {
        let file = SourceFile(path: "M.swift", text: source)
        var parser = MarkerParser(file: file)
        let lexed = LexedFile(file)
        guard let comment = lexed.tokens.first else { return (nil, []) }
        guard let head = lexed.commentHeads[comment.start] else { return (nil, []) }
        let marker = parser.parse(comment: head)
        // A bare near miss is reported before a declaration; here, as if one followed.
        return (
            marker,
            (parser.diagnostics + (parser.bareNearMiss.map { [$0] } ?? [])).map {
                "\($0.location.column): \($0.severity.rawValue): \($0.message)"
            }
        )
    }

    /// The diagnostics of the first comment of `source`, with their identities and locations.
    static func reported(_ source: String) -> [Reported] {
        let file = SourceFile(path: "M.swift", text: source)
        var parser = MarkerParser(file: file)
        let lexed = LexedFile(file)
        guard let comment = lexed.tokens.first, let head = lexed.commentHeads[comment.start] else { return [] }
        _ = parser.parse(comment: head)
        return (parser.diagnostics + (parser.bareNearMiss.map { [$0] } ?? [])).map(Reported.init)
    }

    static func enumMarker(_ source: String) -> TypeMarker? {
        if case .enumMarker(let marker)? = parse(source).marker { return marker }
        return nil
    }

    static func caseMarker(_ source: String) -> TagMarker? {
        if case .caseMarker(let marker)? = parse(source).marker { return marker }
        return nil
    }

    @Test func enumMarkerDefaultsAndOptionsInAnyOrder() throws {
        let plain = try #require(Self.enumMarker("// @FlatTagged"))
        #expect(plain.key == "type")
        #expect(plain.naming == nil)
        #expect(plain.form == .flat)
        #expect(plain.location == SourceLocation(line: 1, column: 4))
        let full = try #require(Self.enumMarker(##"/// @FlatTagged(content: "data", naming: .kebabCase, key: #"k"#)"##))
        #expect(full.key == "k")
        #expect(full.naming == .kebabCase)
        #expect(full.form == .content(key: "data"))
        #expect(Self.parse(#"// @FlatTagged(key: "kind")"#).diagnostics.isEmpty)
    }

    @Test func enumMarkerMistakesAreLocated() {
        #expect(
            Self.parse(#"// @FlatTagged(key: "a", key: "b")"#).diagnostics == ["26: error: option 'key' is given twice"]
        )
        #expect(
            Self.parse(#"// @FlatTagged("kind")"#).diagnostics == [
                "16: error: @FlatTagged options are labeled (key:, naming:, content:, labelNaming:, kind:), or one of the bare words external and untagged"
            ])
        #expect(Self.parse(#"// @FlatTagged(key: "")"#).diagnostics == ["21: error: 'key' must not be empty"])
        #expect(
            Self.parse(#"// @FlatTagged(key: "type", content: "type")"#).diagnostics == [
                #"4: error: 'content' must differ from the discriminator key "type""#
            ])
        #expect(
            Self.parse("// @FlatTagged(key: \"a\"").diagnostics == [
                "15: error: marker: expected ')' to close the options"
            ])
        #expect(!Self.parse("// @FlatTagged(naming: .camelCase)").diagnostics.isEmpty)
        #expect(!Self.parse("// @FlatTagged(colour: .red)").diagnostics.isEmpty)
    }

    @Test func externalIsABareWordThatExcludesTheKeyAndContent() throws {
        let external = try #require(Self.enumMarker("// @FlatTagged(external, naming: .uppercase, kind: none)"))
        #expect(external.form == .external)
        #expect(external.naming == .uppercase)
        #expect(!external.generatesKind)
        #expect(
            Self.parse(#"// @FlatTagged(external, key: "kind")"#).diagnostics == [
                "26: error: 'key' has no meaning with 'external': the tag is the object's only key, so there is no discriminator key; remove it"
            ])
        #expect(
            Self.parse(#"// @FlatTagged(content: "d", external)"#).diagnostics == [
                "16: error: 'content' has no meaning with 'external': the case's value stands under the tag; remove it"
            ])
        #expect(
            Self.parse("// @FlatTagged(external, external)").diagnostics == [
                "26: error: option 'external' is given twice"
            ])
    }

    @Test func externalAndUntaggedTogetherAreAnError() {
        #expect(
            Self.parse("// @FlatTagged(external, untagged)").diagnostics == [
                "4: error: 'external' and 'untagged' are two wire forms and an enum has one; keep one of them"
            ])
        #expect(
            Self.parse("// @FlatTagged(untagged, external)").diagnostics == [
                "4: error: 'external' and 'untagged' are two wire forms and an enum has one; keep one of them"
            ])
    }

    @Test func caseMarkerTagsAliasesAndFallback() throws {
        let tagged = try #require(Self.caseMarker(#"// @FlatTag("login", aliases: ["signin", "sign_in"])"#))
        #expect(tagged.tag == .string("login"))
        #expect(tagged.aliases == [.string("signin"), .string("sign_in")])
        #expect(tagged.aliasLocations.map(\.column) == [32, 42])
        #expect(!tagged.isFallback)
        let aliasesOnly = try #require(Self.caseMarker(#"// @FlatTag(aliases: ["old"])"#))
        #expect(aliasesOnly.tag == nil)
        #expect(aliasesOnly.aliases == [.string("old")])
        #expect(try #require(Self.caseMarker("// @FlatTag(unknown)")).isFallback)
    }

    @Test func caseMarkerMistakesAreLocated() {
        // Bare `// @FlatTag` tags a family member by its type's name; only before a case is it an
        // error, which the declaration parser reports.
        #expect(Self.parse("// @FlatTag").diagnostics.isEmpty)
        #expect(Self.caseMarker("// @FlatTag")?.isBare == true)
        #expect(Self.parse(#"// @FlatTag("")"#).diagnostics == ["13: error: a tag must not be empty"])
        #expect(Self.parse(#"// @FlatTag(aliases: [""])"#).diagnostics == ["23: error: an alias must not be empty"])
        #expect(
            Self.parse(#"// @FlatTag(aliases: "a")"#).diagnostics == [
                #"22: error: 'aliases' must be an array of string or integer literals, as in ["old_name"] or [5, 6]"#
            ])
        #expect(
            Self.parse(#"// @FlatTag("a", "b")"#).diagnostics == [
                "18: error: \(Messages.caseOptionUnlabeled.text)"
            ])
        #expect(
            Self.parse(#"// @FlatTag(unknown, aliases: ["x"])"#).diagnostics.contains(
                "4: error: the fallback case matches every unknown tag; it takes no tag or aliases"))
    }

    @Test func nearMissesWarnAndOrdinaryCommentsAreSilent() {
        let nearMiss = Self.parse("// @FlatTaged")
        #expect(nearMiss.marker == nil)
        #expect(
            nearMiss.diagnostics == ["4: warning: '@FlatTaged' is not a FlatTagged marker; did you mean '@FlatTagged'?"]
        )
        #expect(Self.parse("// @flattagged").diagnostics.count == 1)
        #expect(Self.parse("// FlatTagged").diagnostics.count == 1)
        #expect(Self.parse("// See the FlatTagged docs; @FlatTagged is not the first word").diagnostics.isEmpty)
        #expect(Self.parse("// a plain comment").marker == nil)
    }

    /// Every comment whose first word starts with `@FlatTag` in any case is a marker,
    /// a warned near miss, or an error.
    @Test func markersAreNeverSilentlyIgnored() {
        let rule = "must be followed by '(', a space or the end of the line; write the description on its own line"
        #expect(Self.parse("// @FlatTagged: chat messages").diagnostics == ["15: error: '@FlatTagged' \(rule)"])
        #expect(Self.parse("// @FlatTagged.").diagnostics == ["15: error: '@FlatTagged' \(rule)"])
        #expect(Self.parse("/// @FlatTag, the case marker").diagnostics == ["13: error: '@FlatTag' \(rule)"])
        #expect(
            Self.parse("// @FlatTaggedEnum").diagnostics == [
                "4: warning: '@FlatTaggedEnum' is not a FlatTagged marker; did you mean '@FlatTagged'?"
            ])
        #expect(
            Self.parse("// @FLATTAG(\"x\")").diagnostics == [
                "4: warning: '@FLATTAG' is not a FlatTagged marker; did you mean '@FlatTag'?"
            ])
        #expect(
            Self.parse("// @FlatTags").diagnostics == [
                "4: warning: '@FlatTags' is not a FlatTagged marker; did you mean '@FlatTag'?"
            ])
        #expect(Self.parse("// @flattagged: lower case").diagnostics.count == 1)
        #expect(Self.enumMarker("//@FlatTagged") != nil)
        #expect(Self.parse("//@FlatTagged").diagnostics.isEmpty)
    }
}

extension MarkerParserTests {
    @Test func integerTagsAndMissing() {
        let parsed = Self.parse("// @FlatTag(2, aliases: [5, -6], missing)")
        #expect(parsed.diagnostics.isEmpty)
        guard case .caseMarker(let marker)? = parsed.marker else {
            Issue.record("expected a case marker")
            return
        }
        #expect(marker.tag == .integer(2) && marker.tagIsInteger && marker.isMissing)
        #expect(marker.aliases == [.integer(5), .integer(-6)] && marker.integerAliases == [true, true])
        #expect(Self.parse("// @FlatTag(missing)").diagnostics.isEmpty)
    }
}

extension MarkerParserTests {
    /// Integer literals are read as Swift reads them: hexadecimal, octal, binary, underscores,
    /// a sign.
    @Test(arguments: [
        ("// @FlatTag(0x10)", "16"), ("// @FlatTag(1_000)", "1000"), ("// @FlatTag(-0x10)", "-16"),
        ("// @FlatTag(0b101)", "5"), ("// @FlatTag(0o17)", "15"),
    ])
    func integerTagsInEveryLiteralForm(source: String, tag: String) throws {
        #expect(Self.parse(source).diagnostics.isEmpty)
        let marker = try #require(Self.caseMarker(source))
        #expect(marker.tag?.text == tag && marker.tag?.literal == tag && marker.tagIsInteger)
    }

    /// A number that is no `Int` says so, at the number, for a tag and an alias alike.
    @Test func aNumberThatIsNoIntegerSaysWhy() {
        #expect(Self.reported("// @FlatTag(3.5)") == [Messages.notAnInteger("the tag", found: "3.5").at(1, 13)])
        #expect(
            Self.reported("// @FlatTag(12345678901234567890123)") == [
                Messages.integerOutOfRange("the tag", found: "12345678901234567890123").at(1, 13)
            ])
        #expect(
            Self.reported("// @FlatTag(1, aliases: [2, 1e3])") == [
                Messages.notAnInteger("the alias", found: "1e3").at(1, 29)
            ])
        #expect(
            Self.caseMarker("// @FlatTag(3.5)")?.tag == nil && Self.caseMarker("// @FlatTag(3.5)")?.tagIsInteger == true
        )
        #expect(Messages.notAnInteger("the tag", found: "3.5").text.hasPrefix("the tag 3.5 is not an integer"))
        #expect(Messages.integerOutOfRange("the tag", found: "1").text.contains("out of Int's range"))
    }

    /// A bare word that is no option is named as an unknown option, wherever it stands; the bare
    /// options (`unknown`, `missing`, `flat`) are options in any position.
    @Test func aBareWordThatIsNoOptionIsAnUnknownOption() {
        #expect(Self.reported(#"// @FlatTag("a", default)"#) == [Messages.unknownCaseOption("default").at(1, 18)])
        #expect(Self.reported("// @FlatTagged(extern)") == [Messages.unknownEnumOption("extern").at(1, 16)])
        #expect(Self.caseMarker(#"// @FlatTag("a", flat, missing)"#)?.isMissing == true)
        #expect(Self.reported(#"// @FlatTag("x", unknown)"#) == [Messages.fallbackWithTags.at(1, 4)])
    }

    /// Prose that names the package is not a marker; a comment that reads as one without its `@`
    /// is a near miss.
    @Test func proseIsNotAMarker() {
        #expect(Self.parse("// FlatTagged makes this enum flat; see the docs.").diagnostics.isEmpty)
        #expect(Self.parse("// FlatTag: the tag of each case").diagnostics.isEmpty)
        #expect(Self.parse("// flattagged is the package").diagnostics.isEmpty)
        let nearMiss = Messages.notAMarker("FlatTagged", suggestion: "@FlatTagged")
        #expect(nearMiss.severity == .warning)
        #expect(Self.reported("// FlatTagged") == [nearMiss.at(1, 4)])
        #expect(Self.reported(#"// FlatTagged(key: "kind")  "#) == [nearMiss.at(1, 4)])
    }

    /// A comment that reads as a marker without its `@` warns only before a declaration.
    @Test(arguments: [
        ("// FlatTagged\nenum A { case a }", [nearMissAt(1)]),
        ("// FlatTagged(key: \"kind\")\n// more words\n@available(*, deprecated)\nenum A { case a }", [nearMissAt(1)]),
        ("// FlatTagged\npublic struct S {}", [nearMissAt(1)]),
        ("func f() {\n    // FlatTagged\n    print(1)\n}", []),
        ("let x = [\n    // FlatTagged\n    1,\n]", []),
        ("// FlatTagged", []),
    ])
    func aBareNearMissWarnsOnlyBeforeADeclaration(source: String, expected: [Reported]) {
        let diagnostics = DeclarationParser.parse(SourceFile(path: "D.swift", text: source)).diagnostics
        #expect(diagnostics.map(Reported.init) == expected)
    }

    static func nearMissAt(_ line: Int) -> Reported {
        Messages.notAMarker("FlatTagged", suggestion: "@FlatTagged").at(line, 4)
    }
}
