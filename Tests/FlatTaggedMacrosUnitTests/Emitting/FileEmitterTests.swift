import Testing

@testable import FlatTaggedMacros

/// What is per generated file: the header and the imports.
@Suite("Emitting: per-file output")
struct FileEmitterTests {
    static func imports(of source: String) -> [String] {
        let code = Generator.generate(
            path: "A.swift", bytes: Array((source + "\n// @FlatTagged\nenum A {\n    case a\n}\n").utf8),
            sourceLocations: false
        ).code
        return code.split(separator: "\n").map(String.init).filter { $0.contains("import") || $0.hasPrefix("#") }
    }

    /// Every generated file opens the runtime's SPI to the helpers only generated code calls;
    /// the user's own import of `FlatTagged` keeps its access level and attributes.
    @Test func theRuntimeIsImportedWithItsGeneratedCodeSPI() {
        #expect(Self.imports(of: "") == ["@_spi(FlatTaggedGenerated) import FlatTagged"])
        #expect(
            Self.imports(of: "public import FlatTagged\nimport Foundation")
                == ["@_spi(FlatTaggedGenerated) public import FlatTagged", "import Foundation"])
        #expect(
            Self.imports(of: "#if canImport(FlatTagged)\nimport FlatTagged\n#endif")
                == [
                    "#if canImport(FlatTagged)", "import FlatTagged", "#endif",
                    "@_spi(FlatTaggedGenerated) import FlatTagged",
                ])
    }
}
