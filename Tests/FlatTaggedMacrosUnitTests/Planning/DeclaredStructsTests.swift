import Testing

@testable import FlatTaggedMacros

/// The module's structs as their synthesized `Codable` codes them, across files.
@Suite("Planning: the module's structs")
struct DeclaredStructsTests {
    static func structs(_ sources: String...) -> DeclaredStructs {
        DeclaredStructs(
            sources.enumerated().map {
                DeclarationParser.parse(SourceFile(path: "F\($0.offset).swift", text: $0.element))
            })
    }

    @Test func codingKeysRawValuesAreTheKeysAndLeaveOutTheRest() throws {
        let structs = Self.structs(
            """
            /// Metadata.
            struct Meta: Codable {
                /// The identifier.
                var identifier: String
                var cached: Int = 0
                var note: String?
            }
            """,
            """
            extension Meta {
                enum CodingKeys: String, CodingKey { case identifier = "id", note }
            }
            """)
        let meta = try #require(structs.model(named: "Meta"))
        #expect(meta.qualifiedName == "Meta")
        #expect(meta.documentation == "Metadata.")
        #expect(meta.properties.map(\.key) == ["id", "note"])
        #expect(meta.properties.map(\.isOptional) == [false, true])
        #expect(meta.properties[0].documentation == "The identifier.")
    }

    @Test func namesResolveFromTheEnumsScopeInnermostFirst() {
        let structs = Self.structs(
            "struct Env { var outer: Int }",
            "enum Event { struct Env { var inner: Int } }")
        #expect(structs.model(named: "Env", from: ["Event"])?.properties.map(\.name) == ["inner"])
        #expect(structs.model(named: "Env")?.properties.map(\.name) == ["outer"])
        #expect(structs.model(named: "Event.Env")?.qualifiedName == "Event.Env")
        #expect(structs.model(named: "[Env]") == nil)
        #expect(structs.model(named: "Missing") == nil)
    }

    @Test func structsThatCodeThemselvesOrCannotBeReadAreUnknown() {
        let structs = Self.structs(
            "struct Own { var a: Int }\nstruct Keys { var a: Int; enum CodingKeys: String, CodingKey { case a = K.a } }",
            "extension Own { init(from decoder: any Decoder) throws { a = 0 } }\nstruct Box<T> { var t: T }")
        #expect(structs.model(named: "Own") == nil)
        #expect(structs.model(named: "Keys") == nil, "a raw value that is not a string literal")
        #expect(structs.model(named: "Box") == nil)
    }

    /// What a schema reads from a file's plan: the enum's and each case's documentation, and the
    /// struct a case names.
    @Test func aFilePlanCarriesDocumentationAndTheStructs() throws {
        let declarations = DeclarationParser.parse(
            SourceFile(
                path: "T.swift",
                text: """
                    /// Tools.
                    // @FlatTagged
                    enum Tool {
                        /// Look up the weather.
                        case weather(Query)
                        case search(query: String)
                    }
                    struct Query: Codable {
                        /// The city.
                        var city: String
                    }
                    """))
        let plan = FilePlanner.plan(declarations, sourcePath: nil)
        let tool = try #require(plan.enums.first)
        #expect(tool.documentation == "Tools.")
        #expect(tool.cases.map(\.documentation) == ["Look up the weather.", nil])
        let query = try #require(plan.structs.model(named: "Query", from: ["Tool"]))
        #expect(query.properties.map(\.documentation) == ["The city."])
    }
}
