// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "FlatTagged",
    products: [
        .library(name: "FlatTagged", targets: ["FlatTagged"]),
        .executable(name: "flat-tagged", targets: ["flat-tagged"]),
        .plugin(name: "FlatTaggedPlugin", targets: ["FlatTaggedPlugin"]),
    ],
    targets: [
        // The runtime that generated code calls.
        .target(name: "FlatTagged"),

        // The generator: lexer -> declarations -> emitted code, and the `flat-tagged` command line.
        // The target is named after the executable (a plugin finds its tool by the target's name);
        // its module is `flat_tagged`.
        .executableTarget(name: "flat-tagged", path: "Sources/FlatTaggedMacros"),

        // Runs `flat-tagged generate` over a target's Swift files before it compiles.
        .plugin(
            name: "FlatTaggedPlugin",
            capability: .buildTool(),
            dependencies: [.target(name: "flat-tagged")]
        ),

        // `swift run FlatTaggedClient`: a demo that applies the plugin to itself.
        .executableTarget(
            name: "FlatTaggedClient",
            dependencies: ["FlatTagged"],
            plugins: ["FlatTaggedPlugin"]
        ),

        .testTarget(
            name: "FlatTaggedTests",
            dependencies: ["FlatTagged"],
            plugins: ["FlatTaggedPlugin"]
        ),
        // Runs the built `flat-tagged` as a user would: golden files, diagnostics, the corpus.
        .testTarget(
            name: "FlatTaggedMacrosTests",
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
