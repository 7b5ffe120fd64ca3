import Testing

@testable import FlatTaggedMacros

/// What is per generated file: the header and the imports.
@Suite("Emitting: per-file output")
struct FileEmitterTests {
    static func imports(of source: String) -> [String] {
        imports(of: source, enum: "enum A {\n    case a\n}")
    }

    static func imports(of source: String, enum declaration: String) -> [String] {
        let code = Generator.generate(
            path: "A.swift", bytes: Array((source + "\n// @FlatTagged\n" + declaration + "\n").utf8),
            sourceLocations: false
        ).code
        return code.split(separator: "\n").map(String.init).filter {
            !$0.hasPrefix("//") && ($0.contains("import") || $0.hasPrefix("#"))
        }
    }

    /// Every generated file opens the runtime's SPI to the helpers only generated code calls, at
    /// the level its declarations need, in every import mode: the user's own unconditional import
    /// of `FlatTagged` gives its attributes, not its level.
    @Test func theRuntimeIsImportedWithItsGeneratedCodeSPI() {
        #expect(Self.imports(of: "") == ["@_spi(FlatTaggedGenerated) import FlatTagged"])
        #expect(
            Self.imports(of: "public import FlatTagged\nimport Foundation")
                == ["import Foundation", "@_spi(FlatTaggedGenerated) internal import FlatTagged"])
        #expect(
            Self.imports(of: "@preconcurrency import FlatTagged")
                == ["@_spi(FlatTaggedGenerated) @preconcurrency import FlatTagged"])
        #expect(
            Self.imports(of: "#if canImport(FlatTagged)\nimport FlatTagged\n#endif")
                == [
                    "#if canImport(FlatTagged)", "import FlatTagged", "#endif",
                    "@_spi(FlatTaggedGenerated) import FlatTagged",
                ])
    }

    /// A public enum's conformance needs the runtime imported publicly (an error under
    /// `InternalImportsByDefault` otherwise), whatever the user's file imports; never ambiguous.
    @Test func aPublicEnumImportsTheRuntimePublicly() {
        for source in ["", "import FlatTagged", "internal import FlatTagged", "public import Foundation"] {
            #expect(
                Self.imports(of: source, enum: "public enum A { case a }").last
                    == "@_spi(FlatTaggedGenerated) public import FlatTagged", "\(source)")
        }
    }

    /// A package family's generated statics have runtime types, which need a package import
    /// under `InternalImportsByDefault`; without it, a plain import is public, and an explicit
    /// `package` one beside the user's plain imports would be ambiguous: so the level is explicit
    /// when the user's imports are. A package enum needs none (a package import would warn that it
    /// is unused).
    @Test func aPackageFamilyImportsTheRuntimeAtPackageLevel() {
        let family = "package protocol Gadget: Codable {}"
        #expect(
            Self.imports(of: "import Foundation", enum: family) == [
                "import Foundation", "#if hasFeature(InternalImportsByDefault)",
                "@_spi(FlatTaggedGenerated) package import FlatTagged", "#else",
                "@_spi(FlatTaggedGenerated) import FlatTagged", "#endif",
            ])
        #expect(
            Self.imports(of: "internal import Foundation", enum: family) == [
                "internal import Foundation", "@_spi(FlatTaggedGenerated) package import FlatTagged",
            ])
        #expect(
            Self.imports(of: "import Foundation", enum: "package enum A { case a }") == [
                "import Foundation", "@_spi(FlatTaggedGenerated) import FlatTagged",
            ])
    }

    /// The user's public and package imports are repeated as internal ones: generated
    /// declarations don't use them publicly, and a public import that isn't would warn.
    @Test func publicImportsAreRepeatedAsInternal() {
        #expect(
            Self.imports(
                of:
                    "public import Foundation\n@_exported package import Dispatch\nprivate import Glibc\nimport struct Foundation.URL",
                enum: "public enum A { case a }")
                == [
                    "internal import Foundation", "internal import Dispatch", "private import Glibc",
                    "import struct Foundation.URL", "@_spi(FlatTaggedGenerated) public import FlatTagged",
                ])
    }
}
