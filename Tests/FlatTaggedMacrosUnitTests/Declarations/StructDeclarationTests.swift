import Testing

@testable import FlatTaggedMacros

/// Structs as synthesized `Codable` codes them, and documentation comments on declarations.
@Suite("Declarations: structs and documentation")
struct StructDeclarationTests {
    static func parse(_ source: String) -> FileDeclarations {
        DeclarationParser.parse(SourceFile(path: "S.swift", text: source))
    }

    @Test func storedPropertiesAreReadAndTheRestSkipped() throws {
        let file = Self.parse(
            """
            /// A user.
            public struct User: Codable {
                /// The id.
                let id: Int
                var name: String? = nil
                var nickname: Optional<String>
                let version = 3
                static var shared: Int = 0
                lazy var cache: [Int] = []
                var computed: Int { id * 2 }
                var getter: Int { get { 1 } }
                var observed: Int = 0 { didSet { print(oldValue) } }
                private(set) var `default`: Bool
                func run() { var local: Int = 0; _ = local }
                #if DEBUG
                var debug: String
                #endif
            }
            """)
        let user = try #require(file.structs.first)
        #expect(user.name == "User")
        #expect(user.documentation == "A user.")
        #expect(user.isReadable)
        #expect(
            user.properties.map(\.name) == ["id", "name", "nickname", "version", "observed", "default", "debug"])
        #expect(user.properties.map(\.type) == ["Int", "String?", "Optional<String>", nil, "Int", "Bool", "String"])
        #expect(user.properties[0].documentation == "The id.")
        #expect(user.properties[1].hasInitialValue && user.properties[1].isDecoded)
        #expect(!user.properties[3].isDecoded, "a let with an initial value is encoded, not decoded")
        #expect(user.properties[6].conditions.map(\.condition) == ["DEBUG"])
    }

    @Test func nestedStructsHaveTheirPathAndLocalOnesAreNotRead() throws {
        let file = Self.parse(
            """
            enum Outer {
                struct Inner { var a: Int; struct Deeper { var b: String } }
            }
            extension Outer.Inner { var extra: Int { 1 } }
            func f() { struct Local { var c: Int } }
            """)
        #expect(file.structs.map(\.path) == [["Outer", "Inner"], ["Outer", "Inner", "Deeper"]])
        #expect(file.structs[0].properties.map(\.name) == ["a"])
    }

    @Test func whatCannotBeReadIsMarked() {
        let file = Self.parse(
            """
            struct Pair { let (a, b): (Int, Int) }
            struct Several { var a, b: Int }
            struct Box<T> { var value: T }
            struct Own { var a: Int; init(from decoder: any Decoder) throws { a = 1 } }
            struct Later { var a: Int }
            extension Later { func encode(to encoder: any Encoder) throws {} }
            """)
        #expect(file.structs.map(\.isReadable) == [false, false, false, true, true])
        #expect(file.customCodingTypes == [["Own"], ["Later"]])
    }

    @Test func documentationCommentsOnEnumsAndCases() throws {
        let file = Self.parse(
            """
            /**
             * Tools a model may call.
             *
             * Two of them.
             */
            // @FlatTagged
            enum Tool {
                /// Look up the weather
                /// for a city.
                // @FlatTag("weather")
                @available(*, deprecated)
                case weather(city: String)
                // Not documentation.
                case search(query: String)
                /// Both.
                case a, b
            }
            """)
        let tool = try #require(file.enums.first)
        #expect(tool.documentation == "Tools a model may call.\n\nTwo of them.")
        #expect(tool.cases.map(\.documentation) == ["Look up the weather\nfor a city.", nil, "Both.", "Both."])
    }

    @Test func rawValuesThatAreStringLiteralsAreRead() {
        let file = Self.parse(##"enum CodingKeys: String, CodingKey { case a = "x\"y", b, c = #"raw"# }"##)
        #expect(file.enums.first?.cases.map(\.rawStringValue) == [#"x"y"#, nil, "raw"])
    }
}
