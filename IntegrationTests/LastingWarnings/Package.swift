// swift-tools-version: 6.1
import Foundation
import PackageDescription

// A package whose markers have typos: the generator warns about them. `check.sh` builds it five
// times, after touching the file and after editing another file, and checks that every build shows
// the warnings; then it builds it with warnings as errors (set through LASTING_WARNINGS_STRICT, so
// that only this target compiles again) as many ways and checks that every build fails at the
// user's lines. `SchemaAcrossFiles` is a schema enum naming structs of another file, which
// check.sh builds alone with warnings as errors, and again after editing a file without structs.
let flatTaggedRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardizedFileURL
let flatTagged = flatTaggedRoot.lastPathComponent
let strict = ProcessInfo.processInfo.environment["LASTING_WARNINGS_STRICT"] != nil

let package = Package(
    name: "LastingWarnings",
    dependencies: [.package(path: flatTaggedRoot.path)],
    targets: [
        .target(
            name: "Warned",
            dependencies: [.product(name: "FlatTagged", package: flatTagged)],
            swiftSettings: strict ? [.unsafeFlags(["-warnings-as-errors"])] : [],
            plugins: [.plugin(name: "FlatTaggedPlugin", package: flatTagged)]
        ),
        // A schema enum naming structs of another file, always built with warnings as errors:
        // check.sh builds it alone and checks that editing a file without structs regenerates
        // nothing.
        .target(
            name: "SchemaAcrossFiles",
            dependencies: [.product(name: "FlatTagged", package: flatTagged)],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])],
            plugins: [.plugin(name: "FlatTaggedPlugin", package: flatTagged)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
