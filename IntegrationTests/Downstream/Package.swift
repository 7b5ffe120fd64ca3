// swift-tools-version: 6.2
import Foundation
import PackageDescription

// A package that uses FlatTagged exactly as a user would: by URL in real life, by path here.
// A path dependency's identity is its folder's name, whatever the clone is called.
let flatTaggedRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardizedFileURL
let flatTagged = flatTaggedRoot.lastPathComponent
// Every target runs the plugin. (Benchmarks/build-cost.sh empties this list in its copy.)
let flatTaggedPlugins: [Target.PluginUsage] = [.plugin(name: "FlatTaggedPlugin", package: flatTagged)]

let package = Package(
    name: "Downstream",
    products: [
        .library(name: "App", targets: ["App"])
    ],
    dependencies: [
        .package(path: flatTaggedRoot.path)
    ],
    targets: [
        .target(
            name: "App",
            dependencies: [.product(name: "FlatTagged", package: flatTagged)],
            plugins: flatTaggedPlugins
        ),
        // Default main-actor isolation, the default for new app targets in recent Xcode.
        .target(
            name: "MainActorApp",
            dependencies: [.product(name: "FlatTagged", package: flatTagged)],
            swiftSettings: [.defaultIsolation(MainActor.self)],
            plugins: flatTaggedPlugins
        ),
        .executableTarget(
            name: "DownstreamTool",
            dependencies: ["App", .product(name: "FlatTagged", package: flatTagged)],
            plugins: flatTaggedPlugins
        ),
        .testTarget(
            name: "AppTests",
            dependencies: ["App", "MainActorApp", .product(name: "FlatTagged", package: flatTagged)],
            plugins: flatTaggedPlugins
        ),
    ],
    swiftLanguageModes: [.v6]
)
