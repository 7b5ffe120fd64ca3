// swift-tools-version: 6.2
import Foundation
import PackageDescription

// Real APIs whose unions name their case without a discriminator key, modelled as a user would
// with the plugin: one library per API, each with its tests, built with warnings as errors.
// `check.sh` builds and tests it.
//
// The external form (`{"tag": value}`): DynamoDB's `AttributeValue`, Bedrock Converse's
// `ContentBlock`. Further APIs add a name to `libraries` and a folder of their own.
let flatTaggedRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardizedFileURL
let flatTagged = flatTaggedRoot.lastPathComponent
let runtime: Target.Dependency = .product(name: "FlatTagged", package: flatTagged)
let plugin: [Target.PluginUsage] = [.plugin(name: "FlatTaggedPlugin", package: flatTagged)]
// A root package may use unsafe flags: warnings fail the build even without `-Xswiftc`.
let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let libraries = ["DynamoDB", "Bedrock"]

let package = Package(
    name: "Unions",
    dependencies: [.package(path: flatTaggedRoot.path)],
    targets: libraries.map { name in
        .target(name: name, dependencies: [runtime], swiftSettings: strict, plugins: plugin)
    } + libraries.map { name in
        .testTarget(name: "\(name)Tests", dependencies: [.target(name: name), runtime], swiftSettings: strict)
    },
    swiftLanguageModes: [.v6]
)
