// swift-tools-version: 6.2
import Foundation
import PackageDescription

// `rest:` and `schema` tried as a new user would, against the JSON real APIs publish:
// CloudEvents, Anthropic's streaming events and tool use, OpenAI tool calls, GitHub webhooks, a
// Stripe-like event and JSON-RPC. `Events` declares public marked enums; `Gateway`, another
// target, uses them as an app would (tool parameters, a proxy that passes unknown keys on).
// `check.sh` builds and tests it with warnings as errors and validates the schemas with an
// independent validator.
let flatTaggedRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardizedFileURL
let flatTagged = flatTaggedRoot.lastPathComponent
let runtime: Target.Dependency = .product(name: "FlatTagged", package: flatTagged)
let plugin: [Target.PluginUsage] = [.plugin(name: "FlatTaggedPlugin", package: flatTagged)]
// A root package may use unsafe flags: warnings fail the build even without `-Xswiftc`.
let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let package = Package(
    name: "RestAndSchema",
    dependencies: [.package(path: flatTaggedRoot.path)],
    targets: [
        .target(
            name: "Events", dependencies: [runtime], swiftSettings: strict, plugins: plugin),
        // `Gateway`'s schema enum holds `Events`' types that describe themselves: no warning.
        .target(name: "Gateway", dependencies: ["Events", runtime], swiftSettings: strict, plugins: plugin),
        .testTarget(
            name: "RestAndSchemaTests",
            dependencies: ["Events", "Gateway", runtime],
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
