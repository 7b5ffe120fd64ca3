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
        #expect(plan.cases.map(\.tag) == ["parse_url_value", "LOGIN"])
        #expect(plan.acceptedTags == ["parse_url_value", "LOGIN", "signin"])
        #expect(plan.fallback == FallbackPlan(name: "unknown", displayName: "unknown", keepsObject: false))
        #expect(plan.cases[1].payload == .labeled([LabeledValue(label: "user", key: "user", binding: "user", defaultValue: nil, isOptional: false, line: 5)]))
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

    @Test func payloadsInTheFlatAndAdjacentForms() throws {
        let plan = try Self.onlyPlan(
            """
            // @FlatTagged(content: "data")
            enum E {
                case count(Int)
                case maybe(Int?)
                case note(text: String, author: String? = nil)
            }
            """)
        #expect(plan.contentKey == "data")
        #expect(plan.cases[0].payload == .single(isOptional: false, line: 3))
        #expect(plan.cases[1].payload == .single(isOptional: true, line: 4))
        guard case .labeled(let values) = plan.cases[2].payload else {
            Issue.record("note should have labeled values")
            return
        }
        #expect(values.map(\.isOptional) == [false, true])
        #expect(values.map(\.defaultValue) == [nil, "nil"])
    }

    @Test func representativeDiagnosticsWithMessagesAndLocations() {
        #expect(
            Self.plan("// @FlatTagged\nprivate enum Hidden { case a }").diagnostics == [
                "1:4: error: @FlatTagged enum 'Hidden' is private; generated code lives in another file and cannot reach it: make it internal or wider"
            ])
        #expect(
            Self.plan("// @FlatTagged\nenum E {\n    case a\n    // @FlatTag(\"a\")\n    case b\n}").diagnostics.contains { $0.hasPrefix("4:") && $0.contains("\"a\"") })
        #expect(
            Self.plan("// @FlatTagged\nenum E {\n    case pair(Int, Int)\n}").diagnostics == [
                "3:15: error: case 'pair' has an unlabeled value, which has no key to be coded under; label every value, as in 'case pair(first: Int, second: Int)'"
            ])
        #expect(
            Self.plan("// @FlatTagged\nenum E {\n    case count(Int)\n}").diagnostics == [
                "3:16: error: case 'count(Int)' has a payload that is not a keyed object, so it cannot stand beside the tag; label it, as in 'case count(value: Int)', or use @FlatTagged(content: \"…\")"
            ])
        #expect(Self.plan("// @FlatTagged\nenum E: String { case a }").diagnostics.first?.contains("raw values of type String") == true)
        #expect(Self.plan("// @FlatTagged\nenum E {}").diagnostics == ["1:4: error: @FlatTagged enum 'E' has no cases; there is nothing to tag"])
        #expect(
            Self.plan("enum E {\n    // @FlatTag(\"x\")\n    case a\n}").diagnostics == [
                "2:8: error: @FlatTag applies to cases of a @FlatTagged enum; mark 'E' with // @FlatTagged"
            ])
        #expect(Self.plan("// @FlatTagged\nenum E {\n    case a\n}").diagnostics.isEmpty)
    }

    @Test func identifierRules() {
        #expect(CodingPlanner.memberName("default") == "default")
        #expect(CodingPlanner.memberName("self") == "`self`")
        #expect(CodingPlanner.memberName("Type") == "`Type`")
        #expect(CodingPlanner.typeNameComponent("enum") == "`enum`")
        #expect(CodingPlanner.typeNameComponent("Message") == "Message")
        #expect(CodingPlanner.argumentLabel("in") == "in")
        #expect(CodingPlanner.argumentLabel("not plain") == "`not plain`")
        #expect(CodingPlanner.isPlainIdentifier("café_2"))
        #expect(!CodingPlanner.isPlainIdentifier("2fast"))
        #expect(CodingPlanner.isOptional("String?") && CodingPlanner.isOptional("Optional<Int>"))
        #expect(!CodingPlanner.isOptional("[String?]"))
        #expect(CodingPlanner.isNonObject("Int") && CodingPlanner.isNonObject("[String]") && !CodingPlanner.isNonObject("TextMessage"))
    }
}
