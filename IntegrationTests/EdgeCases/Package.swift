// swift-tools-version: 6.2
import Foundation
import PackageDescription

// Issue 9's defects, reproduced as a user would hit them: one library target per defect, each
// with the plugin applied, each built with warnings as errors. `check.sh` builds and tests it.
// Generator errors (enums the generator must reject with a located diagnostic) are not here:
// they are golden files of the main package, since a target holding them could not build.
let flatTaggedRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardizedFileURL
let flatTagged = flatTaggedRoot.lastPathComponent
let runtime: Target.Dependency = .product(name: "FlatTagged", package: flatTagged)
let plugin: [Target.PluginUsage] = [.plugin(name: "FlatTaggedPlugin", package: flatTagged)]
// A root package may use unsafe flags: warnings fail the build even without `-Xswiftc`.
let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let libraries = ["Availability", "OwnNames", "ConformanceElsewhere", "RuntimeGuards", "Fallbacks"]

let package = Package(
    name: "EdgeCases",
    dependencies: [.package(path: flatTaggedRoot.path)],
    targets: libraries.map { name in
        .target(name: name, dependencies: [runtime], swiftSettings: strict, plugins: plugin)
    }
        + libraries.map { name in
            .testTarget(
                name: "\(name)Tests",
                dependencies: [.target(name: name), "EdgeSupport", runtime],
                swiftSettings: strict
            )
        } + [
            // JSON and property-list helpers the tests share; no plugin, no FlatTagged.
            .target(name: "EdgeSupport", swiftSettings: strict),
            // Hostile input must never crash decoding: against its own enums (the plugin runs on
            // test targets too) and the fallback enum of `Fallbacks`.
            .testTarget(
                name: "HostileTests",
                dependencies: ["Fallbacks", "EdgeSupport", runtime],
                swiftSettings: strict,
                plugins: plugin
            ),
        ],
    swiftLanguageModes: [.v6]
)
