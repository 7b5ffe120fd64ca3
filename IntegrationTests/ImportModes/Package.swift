// swift-tools-version: 6.1
import Foundation
import PackageDescription

// Generated code builds in every import mode, with warnings as errors, and the user's files need
// no import of FlatTagged for the generated code's sake: `ByDefault` adopts
// `InternalImportsByDefault` (SE-0409, the default of the next language mode), where a plain
// `import` is internal; `Explicit` writes `public import` and `internal import` itself. Both
// declare public and package enums in every form, and a family. `check.sh` builds the package in
// the Swift 6 and Swift 5 language modes (IMPORT_MODES_SWIFT_5 set).
let flatTaggedRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardizedFileURL
let flatTagged = flatTaggedRoot.lastPathComponent
let languageMode: [SwiftSetting] =
    ProcessInfo.processInfo.environment["IMPORT_MODES_SWIFT_5"] != nil ? [.swiftLanguageMode(.v5)] : []

let package = Package(
    name: "ImportModes",
    products: [.library(name: "ByDefault", targets: ["ByDefault"]), .library(name: "Explicit", targets: ["Explicit"])],
    dependencies: [.package(path: flatTaggedRoot.path)],
    targets: [
        .target(
            name: "ByDefault",
            dependencies: [.product(name: "FlatTagged", package: flatTagged)],
            swiftSettings: languageMode + [.enableUpcomingFeature("InternalImportsByDefault")],
            plugins: [.plugin(name: "FlatTaggedPlugin", package: flatTagged)]
        ),
        .target(
            name: "Explicit",
            dependencies: [.product(name: "FlatTagged", package: flatTagged)],
            swiftSettings: languageMode,
            plugins: [.plugin(name: "FlatTaggedPlugin", package: flatTagged)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
