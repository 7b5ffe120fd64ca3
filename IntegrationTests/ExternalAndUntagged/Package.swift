// swift-tools-version: 6.2
import Foundation
import PackageDescription

// Real APIs whose enums name their case without a tag beside the data: the external form
// (`{"tag": value}`) and the untagged form (the value's shape decides). Every folder of Sources
// is a library with the plugin applied, built with warnings as errors; every folder of Tests named
// `<Library>Tests` tests it. `check.sh` builds and tests the package.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
let flatTaggedRoot = root.appendingPathComponent("../..").standardizedFileURL
let flatTagged = flatTaggedRoot.lastPathComponent
let runtime: Target.Dependency = .product(name: "FlatTagged", package: flatTagged)
let plugin: [Target.PluginUsage] = [.plugin(name: "FlatTaggedPlugin", package: flatTagged)]
// A root package may use unsafe flags: warnings fail the build even without `-Xswiftc`.
let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

func folders(_ path: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(path).path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted()
}

let libraries = folders("Sources")
let tests = folders("Tests").filter { $0.hasSuffix("Tests") && libraries.contains(String($0.dropLast(5))) }

let package = Package(
    name: "ExternalAndUntagged",
    dependencies: [.package(path: flatTaggedRoot.path)],
    targets: libraries.map { name in
        .target(name: name, dependencies: [runtime], swiftSettings: strict, plugins: plugin)
    }
        + tests.map { name in
            .testTarget(
                name: name, dependencies: [.target(name: String(name.dropLast(5))), runtime], swiftSettings: strict)
        },
    swiftLanguageModes: [.v6]
)
