// swift-tools-version: 6.1
import Foundation
import PackageDescription

// Run-time benchmarks: generated code against the alternatives, in one process, same data.
// A separate package, so that users' builds never compile it.
let flatTaggedRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("..").standardizedFileURL
let flatTagged = flatTaggedRoot.lastPathComponent

let package = Package(
    name: "FlatTaggedBenchmarks",
    dependencies: [.package(path: flatTaggedRoot.path)],
    targets: [
        .executableTarget(
            name: "FlatTaggedBenchmarks",
            dependencies: [.product(name: "FlatTagged", package: flatTagged), "AnimalCore", "AnimalMembers"],
            plugins: [.plugin(name: "FlatTaggedPlugin", package: flatTagged)]
        ),
        // An open family across modules: the protocol in one, its members in another,
        // both written by hand as the generator will emit them.
        .target(name: "AnimalCore", dependencies: [.product(name: "FlatTagged", package: flatTagged)]),
        .target(
            name: "AnimalMembers", dependencies: [.product(name: "FlatTagged", package: flatTagged), "AnimalCore"]),
    ],
    swiftLanguageModes: [.v6]
)
