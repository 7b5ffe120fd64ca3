// swift-tools-version: 6.1
import Foundation
import PackageDescription

// A package that must NOT build: its payload is not Codable. `check.sh` builds it and checks
// that the compiler's error points at the user's own line, not at generated code.
let flatTaggedRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardizedFileURL
let flatTagged = flatTaggedRoot.lastPathComponent

let package = Package(
    name: "BrokenPayload",
    dependencies: [.package(path: flatTaggedRoot.path)],
    targets: [
        .target(
            name: "Broken",
            dependencies: [.product(name: "FlatTagged", package: flatTagged)],
            plugins: [.plugin(name: "FlatTaggedPlugin", package: flatTagged)]
        )
    ],
    swiftLanguageModes: [.v6]
)
