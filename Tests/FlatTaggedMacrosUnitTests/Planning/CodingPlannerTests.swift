import Testing

@testable import FlatTaggedMacros

/// The planner's decisions (tags, forms, access, conformances) and its located diagnostics.
@Suite("Planning: declarations → coding plans and diagnostics")
struct CodingPlannerTests {
    static func plan(_ source: String, sourcePath: String? = nil) -> (plans: [CodingPlan], diagnostics: [String]) {
        let declarations = DeclarationParser.parse(SourceFile(path: "P.swift", text: source))
        let (plans, diagnostics) = CodingPlanner.plan(declarations, sourcePath: sourcePath)
        return (plans, (declarations.diagnostics + diagnostics).map(Self.describe))
    }

    static func describe(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.location.line):\(diagnostic.location.column): \(diagnostic.severity.rawValue): \(diagnostic.message)"
    }

    static func onlyPlan(_ source: String) throws -> CodingPlan {
        let result = plan(source)
        #expect(result.diagnostics.isEmpty)
        try #require(result.plans.count == 1)
        return result.plans[0]
    }

    @Test func tagsFollowNamingExplicitTagsAndAliases() throws {
        let plan = try Self.onlyPlan(
            """
            // @FlatTagged(naming: .snakeCase)
            enum Event {
                case parseURLValue
                // @FlatTag("LOGIN", aliases: ["signin"])
                case logIn(user: String)
                // @FlatTag(unknown)
                case unknown
            }
            """)
        #expect(plan.cases.map(\.tagged?.tag) == ["parse_url_value", "LOGIN"])
        #expect(plan.acceptedTags == ["parse_url_value", "LOGIN", "signin"])
        #expect(plan.fallback == FallbackPlan(name: "unknown", displayName: "unknown", keepsObject: false))
        #expect(
            plan.cases[1].payload
                == .labeled([
                    LabeledValue(
                        label: "user", key: "user", binding: "user", defaultValue: nil, isOptional: false, line: 5)
                ]))
    }

    @Test func tagNamingSplitsWordsAsFoundationDoes() {
        #expect(TagNaming.words(of: "parseURLValue") == ["parse", "URL", "Value"])
        #expect(TagNaming.snakeCase.tag(for: "parseURLValue") == "parse_url_value")
        #expect(TagNaming.kebabCase.tag(for: "imageV2Data") == "image-v2-data")
        #expect(TagNaming.screamingSnakeCase.tag(for: "logIn") == "LOG_IN")
        #expect(TagNaming.pascalCase.tag(for: "logIn") == "LogIn")
        #expect(TagNaming.lowercase.tag(for: "logIn") == "login")
        #expect(TagNaming.uppercase.tag(for: "logIn") == "LOGIN")
    }

    @Test func accessGenericsAndConformances() throws {
        let plan = try Self.onlyPlan(
            """
            struct Outer {
                // @FlatTagged
                public enum Envelope<T> {
                    case value(item: T)
                }
            }
            """)
        #expect(plan.typeName == "Outer.Envelope")
        #expect(plan.accessModifier == "public ")
        #expect(plan.constrainedGenericParameters == ["T"])
        #expect(plan.decodes && plan.encodes && !plan.declaresConformance)
        #expect(plan.codingProtocol == "Codable")
        // A declared conformance needs no constraint; `Decodable` alone means decoding only.
        let decodable = try Self.onlyPlan("// @FlatTagged\nenum Box<T>: Decodable { case value(item: T) }")
        #expect(decodable.constrainedGenericParameters.isEmpty)
        #expect(decodable.decodes && !decodable.encodes && decodable.declaresConformance)
        #expect(decodable.codingProtocol == "Decodable")
        let plain = try Self.onlyPlan("// @FlatTagged\nnonisolated enum E { case a }")
        #expect(plain.decodes && plain.encodes && !plain.declaresConformance && plain.isNonisolated)
        #expect(plain.accessModifier == "")
    }

    @Test func payloadsInTheFlatAndContentForms() throws {
        let plan = try Self.onlyPlan(
            """
            // @FlatTagged(content: "data")
            enum E {
                case count(Int)
                case maybe(Int?)
                case note(text: String, author: String? = nil)
            }
            """)
        #expect(plan.form == .content(key: "data"))
        #expect(plan.cases[0].payload == .single(isOptional: false, line: 3))
        #expect(plan.cases[1].payload == .single(isOptional: true, line: 4))
        guard case .labeled(let values) = plan.cases[2].payload else {
            Issue.record("note should have labeled values")
            return
        }
        #expect(values.map(\.isOptional) == [false, true])
        // `= nil` on an optional is a plain optional: no default to fill in.
        #expect(values.map(\.defaultValue) == [nil, nil])
    }

    @Test func representativeDiagnosticsWithMessagesAndLocations() {
        #expect(
            Self.plan("// @FlatTagged\nprivate enum Hidden { case a }").diagnostics == [
                "1:4: error: @FlatTagged enum 'Hidden' is private; generated code lives in another file and cannot reach it: make it internal or wider"
            ])
        #expect(
            Self.plan("// @FlatTagged\nenum E {\n    case a\n    // @FlatTag(\"a\")\n    case b\n}").diagnostics
                .contains { $0.hasPrefix("4:") && $0.contains("\"a\"") })
        #expect(
            Self.plan("// @FlatTagged\nenum E {\n    case pair(Int, Int)\n}").diagnostics == [
                "3:15: error: case 'pair' has an unlabeled value, which has no key to be coded under; label every value, as in 'case pair(first: Int, second: Int)'"
            ])
        #expect(
            Self.plan("// @FlatTagged\nenum E {\n    case count(Int)\n}").diagnostics == [
                "3:16: error: case 'count(Int)' has a payload that is not a keyed object, so it cannot stand beside the tag; label it, as in 'case count(value: Int)', or use @FlatTagged(content: \"…\")"
            ])
        #expect(
            Self.plan("// @FlatTagged\nenum E: String { case a }").diagnostics.first?.contains(
                "raw values of type String") == true)
        #expect(
            Self.plan("// @FlatTagged\nenum E {}").diagnostics == [
                "1:4: error: @FlatTagged enum 'E' has no cases; there is nothing to tag"
            ])
        #expect(
            Self.plan("enum E {\n    // @FlatTag(\"x\")\n    case a\n}").diagnostics == [
                "2:8: error: @FlatTag applies to cases of a @FlatTagged enum; mark 'E' with // @FlatTagged"
            ])
        #expect(Self.plan("// @FlatTagged\nenum E {\n    case a\n}").diagnostics.isEmpty)
    }

    @Test func identifierRules() {
        #expect(SwiftNames.memberName("default") == "default")
        #expect(SwiftNames.memberName("self") == "`self`")
        #expect(SwiftNames.memberName("Type") == "`Type`")
        #expect(SwiftNames.typeNameComponent("enum") == "`enum`")
        #expect(SwiftNames.typeNameComponent("Message") == "Message")
        #expect(SwiftNames.argumentLabel("in") == "in")
        #expect(SwiftNames.argumentLabel("not plain") == "`not plain`")
        #expect(SwiftNames.isPlainIdentifier("café_2"))
        #expect(!SwiftNames.isPlainIdentifier("2fast"))
        #expect(SwiftNames.isOptional("String?") && SwiftNames.isOptional("Optional<Int>"))
        #expect(!SwiftNames.isOptional("[String?]"))
        #expect(
            CodingPlanner.isNonObject("Int") && CodingPlanner.isNonObject("[String]")
                && !CodingPlanner.isNonObject("TextMessage"))
    }

    /// `@available` on cases: unavailable cases are left out, deprecated ones are kept and
    /// marked, OS-gated ones carry their `#available` condition; what can't be honoured is an
    /// error at the attribute.
    @Test func availabilityOfCases() throws {
        let plan = try Self.onlyPlan(
            """
            // @FlatTagged
            @available(macOS 12, *)
            enum Effect {
                case fade(seconds: Double)
                @available(*, unavailable, message: "gone")
                case gone(x: Int), vanished
                @available(*, deprecated)
                case old
                @available(macOS, deprecated: 13)
                case older
                @available(macOS 15, iOS 18, *)
                case sparkle
                @available(macOS, introduced: 12)
                @available(iOS, introduced: 17)
                case glow
            }
            """)
        #expect(plan.cases.map(\.tagged?.tag) == ["fade", "old", "older", "sparkle", "glow"])
        #expect(plan.cases.map(\.isDeprecated) == [false, true, true, false, false])
        #expect(plan.cases.map(\.availableCondition) == [nil, nil, nil, "macOS 15, iOS 18, *", "iOS 17, *"])
        #expect(plan.availability == ["@available(macOS 12, *)"])
        #expect(plan.needsDeprecatedExtension)
        #expect(!plan.isDeprecated)

        let problems = Self.plan(
            """
            // @FlatTagged
            enum E {
                case a
                @available(iOS, unavailable)
                case b
                @available(swift 5.9)
                case c
            }
            """
        ).diagnostics
        #expect(problems.count == 2)
        #expect(
            problems.allSatisfy {
                $0.hasPrefix("4:5: error: FlatTagged cannot repeat") || $0.hasPrefix("6:5: error: FlatTagged cannot")
            })
    }

    @Test func aDeprecatedEnumNeedsNoDeprecatedExtension() throws {
        let plan = try Self.onlyPlan(
            """
            // @FlatTagged
            @available(*, deprecated, message: "old")
            enum Old {
                @available(*, deprecated)
                case a
            }
            """)
        #expect(plan.isDeprecated)
        #expect(!plan.needsDeprecatedExtension)
        #expect(plan.availability == [#"@available(*, deprecated, message: "old")"#])

        // Deprecated on one platform only: elsewhere its extensions may not name deprecated cases.
        let macOnly = try Self.onlyPlan(
            """
            // @FlatTagged
            @available(macOS, deprecated: 13)
            enum Old {
                @available(*, deprecated)
                case a
            }
            """)
        #expect(!macOnly.isDeprecated)
        #expect(macOnly.needsDeprecatedExtension)
    }

    /// Flat payloads the generator can see are not objects.
    @Test func flatPayloadsThatCannotWorkAreLocatedErrors() {
        let diagnostics = Self.plan(
            """
            enum Mood: String { case a }
            typealias Count = Int
            typealias Amount = Count
            enum Forest {
                // @FlatTagged
                indirect enum Tree<T> {
                    case a(Self)
                    case b(Forest.Tree<T>)
                    case c(Tree)
                    case d(T?)
                    case e(Mood)
                    case f(Amount)
                    case g(Other)
                    case h(Keyed)
                    case i(value: Tree)
                }
            }
            // @FlatTagged
            enum Other { case x(value: Int) }
            // @FlatTagged(key: "kind")
            enum Keyed { case y(value: Int) }
            """
        ).diagnostics
        #expect(diagnostics.map { $0.prefix { $0 != ":" } } == ["7", "9", "10", "11", "12", "13"])
        #expect(diagnostics[0].contains("is the enum 'Forest.Tree' itself: decoding would read the same object again"))
        #expect(diagnostics[2].contains("is the generic parameter 'T'"))
        #expect(diagnostics[3].contains("is the raw-value enum 'Mood'"))
        #expect(diagnostics[4].contains("is 'Count', a typealias of 'Int'"))
        #expect(diagnostics[5].contains("is the @FlatTagged enum 'Other' with the same key \"type\""))
        #expect(diagnostics.allSatisfy { $0.contains("or use @FlatTagged(content: \"…\")") })
    }

    @Test func casesWithDefaultValuesDecodeThroughDistinctStaticHelpers() throws {
        let plan = try Self.onlyPlan(
            """
            // @FlatTagged
            enum E {
                static let w = 1
                case resize(width: Int = w)
                case Resize(width: Int = w)
                case plain(width: Int)
            }
            """)
        #expect(plan.cases.map(\.decodeHelper) == ["flatTaggedDecodeResize", "flatTaggedDecodeResize2", nil])
    }

    @Test func onlyTheModuleNamesAreReservedNestedTypes() {
        let diagnostics = Self.plan(
            """
            // @FlatTagged
            enum E {
                case a(value: Int)
                struct String {}
                enum DecodingError {}
                enum Swift {}
            }
            """
        ).diagnostics
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.contains("nested type 'Swift'") == true)
    }
}
