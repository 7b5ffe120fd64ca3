// swift-tools-version: 6.2
import Foundation
import PackageDescription

// Open families as users write them, across modules: a core module declares the
// family, two feature modules add members that the core never names, and the app registers the
// generated module lists. 6.2 for `.defaultIsolation`; FlatTagged itself stays at 6.1.
let flatTaggedRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardizedFileURL
let flatTagged = flatTaggedRoot.lastPathComponent
let runtime: Target.Dependency = .product(name: "FlatTagged", package: flatTagged)
let plugins: [Target.PluginUsage] = [.plugin(name: "FlatTaggedPlugin", package: flatTagged)]

let package = Package(
    name: "Families",
    dependencies: [.package(path: flatTaggedRoot.path)],
    targets: [
        // The families, a fallback, a struct with every property shape, an enum with family values.
        .target(name: "Core", dependencies: [runtime], plugins: plugins),
        // Public and internal members, one under #if.
        .target(name: "FeatureDogs", dependencies: ["Core", runtime], plugins: plugins),
        // Default main-actor isolation, the default of new app targets in recent Xcode.
        .target(
            name: "FeatureCats", dependencies: ["Core", runtime],
            swiftSettings: [.defaultIsolation(MainActor.self)], plugins: plugins),
        .executableTarget(
            name: "ZooApp", dependencies: ["Core", "FeatureDogs", "FeatureCats", runtime], plugins: plugins),
        .testTarget(
            name: "FamiliesTests", dependencies: ["Core", "FeatureDogs", "FeatureCats", runtime], plugins: plugins),
    ],
    swiftLanguageModes: [.v6]
)
