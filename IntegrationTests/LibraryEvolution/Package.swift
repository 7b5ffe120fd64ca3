// swift-tools-version: 6.1
import Foundation
import PackageDescription

// A binary-framework vendor's library (an SDK shipped as an XCFramework is built with library
// evolution): the runtime and the generated code must compile with `-enable-library-evolution`,
// and the module interface they emit must verify. check.sh builds it that way.
let flatTaggedRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardizedFileURL
let flatTagged = flatTaggedRoot.lastPathComponent
let runtime: Target.Dependency = .product(name: "FlatTagged", package: flatTagged)

let package = Package(
    name: "LibraryEvolution",
    products: [.library(name: "WeatherKit", targets: ["WeatherKit"])],
    dependencies: [.package(path: flatTaggedRoot.path)],
    targets: [
        // Public enums (string and integer tags, a lossless fallback, labeled values), a public
        // family with public and internal members and a fallback, and a struct of family values.
        .target(
            name: "WeatherKit", dependencies: [runtime],
            plugins: [.plugin(name: "FlatTaggedPlugin", package: flatTagged)]),
        // A client that uses the library through its public API only.
        .executableTarget(name: "WeatherApp", dependencies: ["WeatherKit", runtime]),
    ],
    swiftLanguageModes: [.v6]
)
