// swift-tools-version: 6.2
import Foundation
import PackageDescription

// Real APIs modelled as a user would, each one marked enum per wire shape and no hand-written
// `Codable`: Discord's gateway and message components, GeoJSON (RFC 7946) and a Stripe-like
// event envelope. The tests decode and re-encode the JSON those specifications publish
// (`Tests/RealAPIsTests/Fixtures`). `check.sh` builds and tests it with warnings as errors.
let flatTaggedRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardizedFileURL
let flatTagged = flatTaggedRoot.lastPathComponent
let runtime: Target.Dependency = .product(name: "FlatTagged", package: flatTagged)
let plugin: [Target.PluginUsage] = [.plugin(name: "FlatTaggedPlugin", package: flatTagged)]
// A root package may use unsafe flags: warnings fail the build even without `-Xswiftc`.
let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let libraries = ["Discord", "GeoJSON", "StripeLikeEvents"]

let package = Package(
    name: "RealAPIs",
    dependencies: [.package(path: flatTaggedRoot.path)],
    targets: libraries.map { name in
        .target(name: name, dependencies: [runtime], swiftSettings: strict, plugins: plugin)
    } + [
        .testTarget(
            name: "RealAPIsTests",
            dependencies: libraries.map { .target(name: $0) } + [runtime],
            exclude: ["Fixtures"],
            swiftSettings: strict
        )
    ],
    swiftLanguageModes: [.v6]
)
