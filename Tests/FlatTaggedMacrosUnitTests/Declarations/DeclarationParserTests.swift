import Testing

@testable import FlatTaggedMacros

/// The declaration model: scopes, access, generics, inheritance, `#if`, imports, cases, markers.
@Suite("Declarations: tokens → the declaration model")
struct DeclarationParserTests {
    static func parse(_ source: String) -> FileDeclarations {
        DeclarationParser.parse(SourceFile(path: "Test.swift", text: source))
    }

    static func onlyEnum(_ source: String) throws -> EnumDeclaration {
        let enums = parse(source).enums
        try #require(enums.count == 1, "\(enums.map(\.qualifiedName))")
        return enums[0]
    }

    @Test func nestingGivesTheNamePathAndScopes() {
        let enums = Self.parse(
            """
            struct Outer {
                enum Middle {
                    case a
                    enum Inner { case b }
                }
            }
            extension Foo.Bar {
                enum InExtension { case c }
            }
            func f() {
                enum Local { case d }
            }
            """
        ).enums
        #expect(enums.map(\.qualifiedName) == ["Outer.Middle", "Outer.Middle.Inner", "Foo.Bar.InExtension", "Local"])
        #expect(enums[1].outerPath == ["Outer", "Middle"])
        #expect(enums[2].outerPath == ["Foo", "Bar"])
        #expect(enums[0].nestedTypes.map(\.name) == ["Inner"])
        #expect(enums.map(\.isLocal) == [false, false, false, true])
        #expect(enums[0].cases.map(\.name) == ["a"])
        #expect(enums[0].location == SourceLocation(line: 2, column: 5))
    }

    @Test func accessOfTheEnumAndOfItsEnclosingTypes() {
        let enums = Self.parse(
            """
            public enum A { case a }
            private struct Hidden { public enum B { case b } }
            enum C { case c }
            public struct P { fileprivate struct Q { enum D { case d } } }
            """
        ).enums
        #expect(enums.map(\.access) == [.public, .public, nil, nil])
        #expect(enums.map(\.enclosingAccess) == [nil, .private, nil, .fileprivate])
    }

    @Test func genericsInheritanceAndWhere() throws {
        let declaration = try #require(
            Self.parse(
                """
                struct Box<T: Sendable> {
                    enum Envelope<U, each V>: Codable, Hashable where U: Equatable, T: Codable {
                        case a(U)
                    }
                }
                """
            ).enums.first)
        #expect(declaration.genericParameters == ["T", "U", "V"])
        #expect(declaration.inheritance == ["Codable", "Hashable"])
        #expect(declaration.whereClause == "U: Equatable, T: Codable")
        #expect(
            try Self.onlyEnum("enum E: Decodable & Encodable, Sendable {}").inheritance == [
                "Decodable & Encodable", "Sendable",
            ])
    }

    @Test func modifiersAndAttributes() {
        let enums = Self.parse(
            """
            indirect enum Tree { case leaf }
            nonisolated enum Free { case a }
            @MainActor enum Isolated { case a }
            @available(*, deprecated) public enum Old { case a }
            """
        ).enums
        #expect(enums.map(\.isIndirect) == [true, false, false, false])
        #expect(enums.map(\.isNonisolated) == [false, true, false, false])
        #expect(enums.map(\.hasGlobalActor) == [false, false, true, false])
        #expect(enums[3].access == .public)
    }

    @Test func conditionsAroundEnumsAndCases() {
        let enums = Self.parse(
            """
            #if os(Linux)
            enum A { case a }
            #elseif DEBUG && !canImport(UIKit)
            enum B { case b }
            #else
            enum C {
                case plain
                #if swift(>=5.9)
                case new
                #endif
            }
            #endif
            enum D { case d }
            """
        ).enums
        #expect(enums[0].conditions == [ConditionalClause(earlierConditions: [], condition: "os(Linux)")])
        #expect(
            enums[1].conditions == [
                ConditionalClause(earlierConditions: ["os(Linux)"], condition: "DEBUG && !canImport(UIKit)")
            ])
        #expect(
            enums[2].conditions == [
                ConditionalClause(earlierConditions: ["os(Linux)", "DEBUG && !canImport(UIKit)"], condition: nil)
            ])
        #expect(enums[3].conditions.isEmpty)
        // A case's conditions are the ones inside the enum body only.
        #expect(
            enums[2].cases.map(\.conditions) == [
                [], [ConditionalClause(earlierConditions: [], condition: "swift(>=5.9)")],
            ])
    }

    @Test func malformedConditionsAreReportedOnlyInMarkedFiles() {
        // A condition continues on the next line after `&&`, as the compiler reads it.
        let source = "#if os(Linux) &&\nenum A { case a }\n#endif\n"
        #expect(Self.parse(source).diagnostics.isEmpty)
        let marked = Self.parse(source + "// @FlatTagged\nenum B { case b }\n")
        #expect(marked.diagnostics.map(\.message) == ["malformed #if condition 'os(Linux) && enum A'"])
        #expect(marked.diagnostics.first?.location == SourceLocation(line: 1, column: 1))
    }

    @Test func importsKeepTheirConditions() {
        let imports = Self.parse(
            """
            import Foundation
            @testable public import struct Models.Message
            #if canImport(UIKit)
            import UIKit
            #endif
            func f() { }
            """
        ).imports
        #expect(
            imports.map(\.text) == [
                "import Foundation", "@testable public import struct Models.Message", "import UIKit",
            ])
        #expect(imports[2].conditions == [ConditionalClause(earlierConditions: [], condition: "canImport(UIKit)")])
        #expect(imports[1].location == SourceLocation(line: 2, column: 18))
    }

    @Test func casesWithLabelsTypesDefaultsAndRawValues() throws {
        let declaration = try Self.onlyEnum(
            """
            enum Shape {
                case point, move(x: Int = 3, _ y: [String: Int]), `default`(Payload)
                case dict(values: [String: Int] = ["a": 1], f: (Int) -> Int = { $0 })
                case raw = 1
            }
            """)
        #expect(declaration.cases.map(\.name) == ["point", "move", "default", "dict", "raw"])
        #expect(declaration.cases.map(\.elementsInDeclaration) == [3, 3, 3, 1, 1])
        #expect(declaration.cases[0].associatedValues == nil)
        let move = try #require(declaration.cases[1].associatedValues)
        #expect(move.map(\.label) == ["x", nil])
        #expect(move.map(\.type) == ["Int", "[String: Int]"])
        #expect(move.map(\.defaultValue) == ["3", nil])
        #expect(declaration.cases[2].associatedValues?.map(\.type) == ["Payload"])
        let dict = try #require(declaration.cases[3].associatedValues)
        #expect(dict.map(\.defaultValue) == ["[\"a\": 1]", "{ $0 }"])
        #expect(dict.map(\.isDefaultValueWellFormed) == [true, false])  // closures are never copied
        #expect(declaration.cases[4].rawValue == "1")
        #expect(declaration.cases[1].location == SourceLocation(line: 2, column: 17))
    }

    @Test func defaultValuesMustBeOneExpression() throws {
        let declaration = try Self.onlyEnum(
            """
            enum E {
                case a(x: Int = Self.base + 1, y: Int = a b, z: Int = -1, w: Bool = x ? y : z, v: Int = x = 1)
            }
            """)
        #expect(
            declaration.cases[0].associatedValues?.map(\.isDefaultValueWellFormed) == [true, false, true, true, false])
    }

    @Test func markersApplyToTheNextDeclaration() throws {
        let declarations = Self.parse(
            """
            // @FlatTagged(key: "kind", naming: .snakeCase, content: "data")
            /// Docs and attributes may stand between.
            @available(macOS 13, *)
            public enum Message {
                // @FlatTag("txt", aliases: ["t"])
                case text(String)
                case image
                // @FlatTag(unknown)
                case other
            }
            """)
        #expect(declarations.diagnostics.isEmpty)
        #expect(declarations.hasMarkers)
        let declaration = try #require(declarations.enums.first)
        let marker = try #require(declaration.marker)
        #expect(marker.key == "kind")
        #expect(marker.naming == .snakeCase)
        #expect(marker.form == .content(key: "data"))
        #expect(marker.location == SourceLocation(line: 1, column: 4))
        #expect(declaration.cases.map { $0.marker?.tag } == [.string("txt"), nil, nil])
        #expect(declaration.cases[0].marker?.aliases == [.string("t")])
        #expect(declaration.cases.map { $0.marker?.isFallback ?? false } == [false, false, true])
    }

    @Test func markersBeforeAnythingElseAreErrors() {
        let declarations = Self.parse(
            """
            // @FlatTagged
            struct NotAnEnum {}
            enum E {
                // @FlatTag("x")
                func f() {}
            }
            // @FlatTagged
            """)
        #expect(
            declarations.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" } == [
                "1:4: @FlatTagged must be followed by an enum or a protocol declaration; found 'struct NotAnEnum'",
                "4:8: @FlatTag must be followed by a 'case' of a @FlatTagged enum, or by a struct, class, enum or actor that is a member of a family",
                "7:4: @FlatTagged must be followed by an enum or a protocol declaration; found the end of the file",
            ])
    }

    @Test func stringsCommentsAndRegexesHideDeclarations() {
        let declarations = Self.parse(
            #"""
            let a = "enum Fake1 { case x } // @FlatTagged"
            let b = """
                enum Fake2 { case y }
                """
            let c = #"enum Fake3 { "# + "}"
            /* enum Fake4 { case z } /* nested */ } */
            let r = /enum Fake5 {/
            enum Real { case real }
            """#)
        #expect(declarations.enums.map(\.name) == ["Real"])
        #expect(!declarations.hasMarkers)
    }

    @Test func keywordsAsLabelsAndMembersDeclareNothing() {
        let declarations = Self.parse(
            """
            func drop(enum name: String) {}
            let x = a.enum
            class Holder { class func make() {} ; enum Inner { case a } }
            """)
        #expect(declarations.enums.map(\.qualifiedName) == ["Holder.Inner"])
    }

    @Test func unbalancedBracesInAMarkedFileAreReported() {
        let declarations = Self.parse("// @FlatTagged\nenum E { case a\n")
        #expect(
            declarations.diagnostics.map(\.message) == ["expected '}' to close this scope before the end of the file"])
    }

    @Test func availabilityAttributesAndTypeAliasesAreRecorded() throws {
        let declarations = DeclarationParser.parse(
            SourceFile(
                path: "A.swift",
                text: """
                    typealias Count = Int
                    struct Outer { typealias Tags = [String] ; func f() { typealias Local = Int } }
                    @available(macOS 14,   iOS 17, *)
                    @frozen public enum E {
                        @available(*, deprecated, message: "use b")
                        case a, c
                        @available(macOS, introduced: 14)
                        case b
                        func g() {}
                        case d
                    }
                    """))
        #expect(
            declarations.typeAliases == [
                TypeAliasDeclaration(name: "Count", outerPath: [], aliasedType: "Int"),
                TypeAliasDeclaration(name: "Tags", outerPath: ["Outer"], aliasedType: "[String]"),
            ])
        let declaration = try #require(declarations.enums.first)
        #expect(declaration.availability.map(\.text) == ["@available(macOS 14, iOS 17, *)"])
        #expect(declaration.availability.first?.location == SourceLocation(line: 3, column: 1))
        #expect(
            declaration.cases.map { $0.availability.map(\.arguments) } == [
                [["*", "deprecated", #"message: "use b""#]], [["*", "deprecated", #"message: "use b""#]],
                [["macOS", "introduced: 14"]], [],
            ])
    }
}
