import Testing

@testable import FlatTaggedMacros

/// Families through the declaration parser, the family planner and the module-list
/// entries.
@Suite("Families: declarations, plans, module-list entries")
struct FamilyPlannerTests {
    static func plan(_ source: String) -> (plan: FamilyFilePlan, declarations: FileDeclarations, diagnostics: [String])
    {
        let declarations = DeclarationParser.parse(SourceFile(path: "Test.swift", text: source))
        let (plan, diagnostics) = FamilyPlanner.plan(declarations)
        let all = (declarations.diagnostics + diagnostics).map {
            "\($0.location.line):\($0.location.column): \($0.message)"
        }
        return (plan, declarations, all)
    }

    /// The generated code repeats the `#if` blocks around a family or member: past the limit
    /// it is an error, never a stack overflow (found by the mutation fuzzer).
    @Test func deeplyNestedFamiliesAndMembersAreErrors() {
        let depth = CodingPlanner.maximumConditionalDepth + 1
        let opening = String(repeating: "#if A\n", count: depth)
        let closing = String(repeating: "#endif\n", count: depth)
        let result = Self.plan(
            opening + "// @FlatTagged\nprotocol P: Codable {}\n// @FlatTag\nstruct S: P {}\n" + closing)
        #expect(result.plan.families.isEmpty && result.plan.members.isEmpty)
        #expect(
            result.diagnostics == [
                "\(depth + 1):4: @FlatTagged protocol 'P' stands under \(depth) nested #if blocks; FlatTagged supports at most \(depth - 1)",
                "\(depth + 3):4: @FlatTag struct 'S' stands under \(depth) nested #if blocks; FlatTagged supports at most \(depth - 1)",
            ])
    }

    @Test func lowerCamelCaseNames() {
        #expect(LowerCamelCase.identifier("Animal") == "animal")
        #expect(LowerCamelCase.identifier("URLHandler") == "urlHandler")
        #expect(LowerCamelCase.identifier("HTTP") == "http")
        #expect(LowerCamelCase.identifier("FeatureDogs") == "featureDogs")
        #expect(LowerCamelCase.identifier("feature-dogs") == "featureDogs")
        #expect(LowerCamelCase.identifier("My App") == "myApp")
        #expect(LowerCamelCase.identifier("Default") == "`default`")
        #expect(LowerCamelCase.identifier("2D") == "_2D")
        #expect(LowerCamelCase.identifier("") == "module")
    }

    @Test func protocolsAndMembersAreRecordedWithTheirScopes() throws {
        let result = Self.plan(
            """
            // @FlatTagged(key: "kind", naming: .snakeCase)
            public protocol Animal: Codable, Sendable {}
            enum Outer {
                #if DEBUG
                // @FlatTag("dog", aliases: ["doggo"])
                @available(macOS 14, *)
                public struct Dog: Animal { var name: String }
                #endif
            }
            // @FlatTag(unknown)
            struct UnknownAnimal: Animal {
                struct Nested { let unknown: Int }
                let unknown: FlatTaggedUnknown
            }
            """)
        #expect(result.diagnostics.isEmpty)
        let family = try #require(result.plan.families.first)
        #expect(family.staticName == "animal")
        #expect(family.accessModifier == "public ")
        #expect(family.key == "kind" && family.naming == .snakeCase && family.decodes && family.encodes)
        #expect(result.plan.members.map(\.typeName) == ["Outer.Dog", "UnknownAnimal"])
        #expect(result.plan.members[0].tagging == .string("dog", aliases: ["doggo"]))
        #expect(result.plan.members[0].conditions.map(\.condition) == ["DEBUG"])
        #expect(result.plan.members[0].availableCondition == "macOS 14, *")
        #expect(result.plan.members[1].tagging == .fallback)
        #expect(result.declarations.families.members[1].unknownProperty?.line == 13)
    }

    @Test func bareMarkersTagByNameOnTypesAndAreErrorsOnCases() {
        let member = Self.plan("// @FlatTag\nstruct Rabbit {}\n")
        #expect(member.diagnostics.isEmpty)
        #expect(member.plan.members.first?.tagging == .string(nil, aliases: []))
        let onCase = Self.plan("// @FlatTagged\nenum E {\n    // @FlatTag\n    case a\n}\n")
        #expect(onCase.diagnostics == [#"3:8: @FlatTag needs an argument: a tag ("name"), aliases: [...] or unknown"#])
    }

    @Test func polymorphicWarningsOnlyWhereFlatTaggedIsImported() {
        let source = "struct Z: Codable {\n    @Polymorphic var a: [Animal]\n    @Polymorphic var b: (any Animal)?\n}\n"
        #expect(Self.plan(source).diagnostics.isEmpty)
        #expect(
            Self.plan("import FlatTagged\n" + source).diagnostics == [
                "3:5: @Polymorphic property 'a' has the type '[Animal]', which names no family existential; write the protocol with 'any', as in 'any Animal', '(any Animal)?' or '[any Animal]'"
            ])
    }

    @Test func moduleListEntriesRoundTripThroughGeneratedCode() {
        let source = """
            // @FlatTagged
            protocol P: Codable {}
            #if os(Linux)
            // @FlatTag(1)
            struct A: P {}
            #else
            // @FlatTag(2)
            struct B: P {}
            #endif
            """
        let output = Generator.generate(path: "P.swift", bytes: Array(source.utf8), sourceLocations: false)
        #expect(!output.hasErrors)
        let entries = ModuleListEntries.entries(inGeneratedCode: output.code)
        #expect(
            entries == [
                "families.append(.p)", "#if os(Linux)", "members.append(A.self)", "#else", "members.append(B.self)",
                "#endif",
            ])
        let text = ModuleListEntries.render(moduleName: "Core", staticName: "core", entries: entries)
        #expect(text.contains("return FlatTagged.FlatTaggedModule(\"Core\", families: families, members: members)"))
        #expect(ModuleListEntries.entries(inGeneratedCode: "// Generated by flat-tagged from X.swift.\n").isEmpty)
        #expect(
            ModuleListEntries.render(moduleName: "App", staticName: "app", entries: []).contains(
                "declares no FlatTagged"))
    }

    /// A member nested in an imported type (`extension Zoo { struct Keeper }`) is named
    /// `Zoo.Keeper`: the module list repeats its files' imports, `#if` blocks included, each
    /// unconditional one once (found by trying it in a package: "cannot find 'Zoo' in scope").
    @Test func theModuleListRepeatsTheImportsOfItsFiles() {
        let first = """
            import Core
            #if canImport(Darwin)
            import Darwin
            #endif
            extension Zoo {
                // @FlatTag
                public struct Keeper: Animal {}
            }
            """
        let second = "import Core\n@testable import Helpers\n// @FlatTag\nstruct Dog: Animal {}\n"
        let unmarked = "import Unrelated\nstruct Plain {}\n"
        var entries: [String] = []
        var imports: [String] = []
        for source in [first, second, unmarked] {
            let code = Generator.generate(path: "F.swift", bytes: Array(source.utf8), sourceLocations: false).code
            entries += ModuleListEntries.entries(inGeneratedCode: code)
            imports += ModuleListEntries.imports(inGeneratedCode: code)
        }
        #expect(entries == ["members.append(Zoo.Keeper.self)", "members.append(Dog.self)"])
        #expect(
            imports == [
                "import Core", "#if canImport(Darwin)", "import Darwin", "#endif", "import Core",
                "@testable import Helpers",
            ])
        let text = ModuleListEntries.render(moduleName: "Dogs", staticName: "dogs", entries: entries, imports: imports)
        #expect(
            text.contains(
                "\nimport Core\n#if canImport(Darwin)\nimport Darwin\n#endif\n@testable import Helpers\npublic import FlatTagged\n\nextension FlatTagged.FlatTaggedModule {"
            ), "\(text)")
    }

    @Test func enumsWithMembersOnlyOrFamiliesOnlyPassEmptyLists() {
        let members = ModuleListEntries.render(moduleName: "F", staticName: "f", entries: ["members.append(A.self)"])
        #expect(members.contains("families: [], members: members"))
        #expect(!members.contains("var families"))
        let families = ModuleListEntries.render(moduleName: "F", staticName: "f", entries: ["families.append(.p)"])
        #expect(families.contains("families: families, members: []"))
    }
}
