// swift-tools-version: 6.2
// Swift 6.1 reads Package@swift-6.1.swift instead: the same package without the release-build
// settings below (unsafeFlags in a dependency need tools version 6.2).
import PackageDescription

// The layout, from what users see to what only FlatTagged's own tests and benchmarks use:
//
//   Sources/FlatTagged          the runtime (product `FlatTagged`), by concept: Enums, Untagged
//                               (the untagged form's public types), Values, Errors, Families,
//                               FlatPayloads (internal), Rest (the keys `rest:` keeps), Schema
//                               (JSON Schema: the protocols and the builder generated schemas
//                               use), Stack (the check before each level of nesting),
//                               FoundationSpecifics (the one place that knows Foundation's
//                               coders: private state, types, message text),
//                               and GeneratedCodeSupport (the helpers only generated code calls,
//                               SPI)
//   Sources/FlatTaggedMacros    the generator as a library, one folder per pipeline stage
//                               (Generator.swift chains them): Lexing (bytes -> tokens),
//                               Declarations (tokens -> the declaration model, markers included),
//                               Planning (model -> plans and every rule's diagnostic; one file per
//                               wire form in Planning/Forms), Emitting (plans -> text; one type per
//                               form in Emitting/Forms), Support (source locations, diagnostics,
//                               the message catalog, Swift names, files). Not a product: nothing
//                               outside this package links it. Documentation/Development says
//                               where things live and why.
//   Sources/flat-tagged         the generator's command line (product `flat-tagged`), a thin layer
//                               over the library: arguments, files, exit codes. The plugin runs it.
//   Sources/flat-tagged-dev     the developer commands (scan, inventory, fuzz) for the tests and
//                               Scripts/benchmark-scanner.sh. Not a product, so a user's build
//                               never compiles them.
//   Plugins/FlatTaggedPlugin    the build-tool plugin (product `FlatTaggedPlugin`)
//   Sources/FlatTaggedClient    a demo that applies the plugin to itself

// The generator's build settings. A user's release build compiles the generator for the build
// machine before any of the user's targets, and SwiftPM 6.3 compiles it twice
// (swiftlang/swift-package-manager#8275): with the optimizer and whole-module optimization that
// took 25-30 s, more than the rest of a small package's release build, for a tool that spends
// milliseconds per file. So release builds compile it without the optimizer (whole-module, as
// SwiftPM's release builds are). Not file by file in batch mode, as before: SwiftPM passes
// `-num-threads` to release builds, and with `-enable-batch-mode` the driver printed "warning:
// ignoring -num-threads argument; cannot multithread batch mode" in every user's release build;
// file by file without batch mode costs more CPU than whole-module (PerformanceAndBuildCost.md).
// Benchmarks/build-cost.sh measures it. FLATTAGGED_OPTIMIZE_GENERATOR=1 builds the optimized
// generator (Scripts/benchmark-scanner.sh does, to measure the scanner's throughput).
let generatorSettings: [SwiftSetting] =
    Context.environment["FLATTAGGED_OPTIMIZE_GENERATOR"] == "1"
    ? []
    : [
        .unsafeFlags(
            ["-Onone"],
            .when(configuration: .release)
        )
    ]

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

        // The generator: lexing -> declarations -> planning -> emitting. Pure: a path and bytes in,
        // code and diagnostics out.
        .target(name: "FlatTaggedMacros", swiftSettings: generatorSettings),

        // The command line the plugin runs. A plugin finds its tool by the executable's name, so
        // the target is named `flat-tagged` (its module is `flat_tagged`).
        .executableTarget(name: "flat-tagged", dependencies: ["FlatTaggedMacros"], swiftSettings: generatorSettings),

        // `scan`, `inventory` and `fuzz`: in-process runs of the library over many files.
        .executableTarget(name: "flat-tagged-dev", dependencies: ["FlatTaggedMacros"]),

        // Runs `flat-tagged generate` over a target's Swift files before it compiles. A plugin can
        // only depend on executables, so it keeps a copy of the library's output naming.
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
        // Each stage of the generator in-process, one folder per stage as in the library: lexer,
        // declarations and markers, planners, emitters and output naming.
        .testTarget(
            name: "FlatTaggedMacrosUnitTests",
            dependencies: ["FlatTaggedMacros"]
        ),
        // End to end: runs the built `flat-tagged` (and `flat-tagged-dev` for the corpus) as a
        // user would: golden files, diagnostics, the command line, the corpus. No dependencies:
        // `swift build` and `swift test` build every executable of the package, and the tests find
        // them next to the test bundle (a test target that depended on both executables would
        // link two `main`s).
        .testTarget(
            name: "FlatTaggedEndToEndTests",
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
