import Testing

@testable import FlatTaggedMacros

/// The module's struct summary, which the build plugin writes once per target and passes to each
/// file's `generate`: a `// @FlatTagged(schema)` enum's schema describes a struct of another file.
@Suite("Planning: the module's struct summary")
struct StructSummaryTests {
    static let enumFile = (
        path: "Route.swift",
        bytes: Array(
            """
            // @FlatTagged(schema)
            enum Route { case walk(Leg), ride(leg: Leg, event: Holder.Event) }
            """.utf8)
    )
    static let structFile = (
        path: "Leg.swift",
        bytes: Array(
            """
            /// A leg.
            struct Leg: Codable {
                /// Metres.
                var length: Int
                var note: String?
                let version: Int = 1
                enum CodingKeys: String, CodingKey { case length = "len", note, version }
            }
            struct Holder {
                // @FlatTagged(schema)
                enum Event { case a(x: Int) }
            }
            """.utf8)
    )
    static let plainFile = (path: "Plain.swift", bytes: Array("let plain = 1\nstruct P { var x: Int }\n".utf8))

    static func summary() -> DeclaredStructs {
        DeclaredStructs(summary: Generator.structSummary(files: [enumFile, structFile, plainFile]))
    }

    @Test func aStructOfAnotherFileIsDescribedWithoutAWarning() {
        let alone = Generator.generate(path: Self.enumFile.path, bytes: Self.enumFile.bytes, sourceLocations: false)
        // Alone, the file knows neither: the code asks the compiler to check each at the case.
        #expect(alone.diagnostics.isEmpty, "\(alone.diagnostics)")
        #expect(alone.code.contains("schema.flatTaggedCheckDescribed(Leg.self)"))
        #expect(alone.code.contains("schema.flatTaggedCheckDescribed(Holder.Event.self)"))
        let output = Generator.generate(
            path: Self.enumFile.path, bytes: Self.enumFile.bytes, sourceLocations: false,
            moduleStructs: Self.summary)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        #expect(output.code.contains("schema.definition(Leg.self, Self.flatTaggedStructSchema0(in:))"))
        #expect(output.code.contains(#"["len",{"describing":{"integer":"Int"},"description":"Metres."}]"#))
        #expect(output.code.contains("schema.value(Holder.Event.self)"))
        #expect(!output.code.contains("flatTaggedCheckDescribed"))
    }

    @Test func theSummaryReadsBackAsTheModelItWasWrittenFrom() throws {
        let parsed = [Self.enumFile, Self.structFile, Self.plainFile].map {
            Generator.parse(Generator.lex(SourceFile(path: $0.path, bytes: $0.bytes)))
        }
        let structs = DeclaredStructs(parsed)
        let summary = Self.summary()
        #expect(summary.summary == structs.summary)
        let leg = try #require(summary.model(named: "Leg"))
        #expect(leg.documentation == "A leg.")
        #expect(leg.properties.map(\.key) == ["len", "note", "version"])
        #expect(leg.properties.map(\.isOptional) == [false, true, false])
        #expect(leg.properties.map(\.isDecoded) == [true, true, false])
        #expect(leg.properties[0].documentation == "Metres.")
        #expect(summary.model(named: "P")?.properties.map(\.type) == ["Int"])
        #expect(summary.schemaEnumName(of: "Event", from: ["Holder"]) == "Holder.Event")
        #expect(summary.qualifiedName(of: "Leg", from: ["Holder"]) == "Leg")
        #expect(summary.qualifiedName(of: "Date", from: []) == nil)
    }

    @Test func documentationWithTabsAndNewlinesSurvives() throws {
        let file = (
            path: "D.swift",
            bytes: Array(
                "// @FlatTagged(schema)\nenum E { case a }\n/** One\n\tTwo\\n */\nstruct D { var x: Int }\n".utf8)
        )
        let parsed = DeclaredStructs([Generator.parse(Generator.lex(SourceFile(path: file.path, bytes: file.bytes)))])
        let documentation = try #require(parsed.model(named: "D")?.documentation)
        #expect(documentation.contains("\n") || documentation.contains("\t"))
        let summary = DeclaredStructs(summary: Generator.structSummary(files: [file]))
        #expect(summary.model(named: "D")?.documentation == documentation)
        #expect(summary.summary == parsed.summary)
    }

    @Test func aModuleWithoutASchemaMarkerListsNoStructs() {
        let source = "// @FlatTagged\nenum E { case a(Leg) }\nstruct Leg { var x: Int }\n"
        let legs = (path: "Legs.swift", bytes: Array(source.utf8))
        let summary = Generator.structSummary(files: [legs, Self.plainFile])
        #expect(summary == DeclaredStructs.summaryHeader + "\n")
        #expect(DeclaredStructs(summary: "not a summary\ntype\tLeg\n").summary == summary)
    }

    @Test func aFileWithoutASchemaMarkerNeverReadsTheSummary() {
        var asked = false
        let output = Generator.generate(
            path: "Plain.swift", bytes: Array("// @FlatTagged\nenum E { case a(Leg) }\n".utf8),
            sourceLocations: false,
            moduleStructs: {
                asked = true
                return DeclaredStructs()
            })
        #expect(!output.hasErrors)
        #expect(!asked)
    }

    @Test func aTypeOfAnotherFileThatDescribesItselfGetsNoWarning() {
        let enumFile = (path: "Call.swift", bytes: Array("// @FlatTagged(schema)\nenum Call { case at(Stamp) }\n".utf8))
        let stampFile = (
            path: "Stamp.swift",
            bytes: Array("struct Stamp: Codable {}\nextension Stamp: FlatTaggedSchemaProviding {}\n".utf8)
        )
        let alone = Generator.generate(path: enumFile.path, bytes: enumFile.bytes, sourceLocations: false)
        #expect(alone.code.contains("schema.flatTaggedCheckDescribed(Stamp.self)"))
        let summary = DeclaredStructs(summary: Generator.structSummary(files: [enumFile, stampFile]))
        #expect(summary.summary.contains("provides\tStamp\n"))
        let output = Generator.generate(
            path: enumFile.path, bytes: enumFile.bytes, sourceLocations: false, moduleStructs: { summary })
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        #expect(output.code.contains("schema.value(Stamp.self)"))
        #expect(!output.code.contains("flatTaggedCheckDescribed"))
    }
}
