#!/usr/bin/env bash
# What a swift-syntax macro costs a clean build, measured here rather than quoted.
#
# Writes a small package to a temporary folder: one attached extension macro that gives an enum of
# single-payload cases a flat, tagged Codable conformance (the same job as FlatTagged's simplest
# form), a library that declares it, and an executable that uses it and decodes one message. Then
# times clean debug and release builds of it, twice each, the way build-cost.sh times the
# downstream package. Fetching swift-syntax is not timed (it is resolved once first); compiling it
# is, as it is in every clean build and every CI run without a prebuilt swift-syntax.
#
#   Benchmarks/macro-build-cost.sh [SWIFT_SYNTAX_VERSION]     # default 603.0.1
#
# Needs swift-syntax reachable from the machine (a network or a git mirror). FlatTagged itself
# never depends on it: this package lives only in the temporary folder.
set -euo pipefail
. "$(cd "$(dirname "$0")" && pwd)/timing.sh"
version=${1:-603.0.1}
configurations=${CONFIGURATIONS:-debug release}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
package="$work/MacroBuildCost"
mkdir -p "$package/Sources/FlatTaggedCodableMacros" "$package/Sources/FlatTaggedCodable" "$package/Sources/MacroClient"

cat >"$package/Package.swift" <<EOF
// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "MacroBuildCost",
    dependencies: [.package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "$version")],
    targets: [
        .macro(
            name: "FlatTaggedCodableMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        .target(name: "FlatTaggedCodable", dependencies: ["FlatTaggedCodableMacros"]),
        .executableTarget(name: "MacroClient", dependencies: ["FlatTaggedCodable"]),
    ]
)
EOF

cat >"$package/Sources/FlatTaggedCodableMacros/FlatTaggedCodableMacro.swift" <<'EOF'
import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// Adds `init(from:)` and `encode(to:)` that read and write a `"type"` key beside the payload's own keys.
public struct FlatTaggedCodableMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard let enumDeclaration = declaration.as(EnumDeclSyntax.self) else { return [] }
        var decodeCases = ""
        var encodeCases = ""
        for member in enumDeclaration.memberBlock.members {
            guard let caseDeclaration = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in caseDeclaration.elements {
                guard let payload = element.parameterClause?.parameters.first?.type.trimmedDescription else { continue }
                let name = element.name.text
                decodeCases += "case \"\(name)\": self = .\(name)(try \(payload)(from: decoder))\n"
                encodeCases += "case .\(name)(let payload):\n try payload.encode(to: encoder)\n try container.encode(\"\(name)\", forKey: .type)\n"
            }
        }
        let conformance: DeclSyntax = """
            extension \(type.trimmed): Codable {
                private enum TagKey: String, CodingKey { case type }
                init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: TagKey.self)
                    switch try container.decode(String.self, forKey: .type) {
                    \(raw: decodeCases)
                    case let tag:
                        throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "unknown type \\(tag)")
                    }
                }
                func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: TagKey.self)
                    switch self {
                    \(raw: encodeCases)
                    }
                }
            }
            """
        return [conformance.cast(ExtensionDeclSyntax.self)]
    }
}

@main
struct FlatTaggedCodablePlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [FlatTaggedCodableMacro.self]
}
EOF

cat >"$package/Sources/FlatTaggedCodable/FlatTaggedCodable.swift" <<'EOF'
/// Gives an enum of single-payload cases a flat, tagged `Codable` conformance.
@attached(extension, conformances: Codable, names: named(TagKey), named(init(from:)), named(encode(to:)))
public macro FlatTaggedCodable() = #externalMacro(module: "FlatTaggedCodableMacros", type: "FlatTaggedCodableMacro")
EOF

cat >"$package/Sources/MacroClient/main.swift" <<'EOF'
import FlatTaggedCodable
import Foundation

struct TextMessage: Codable { var text: String }
struct MediaMessage: Codable { var url: String }

@FlatTaggedCodable
enum Message {
    case text(TextMessage)
    case media(MediaMessage)
}

let json = Data(#"[{"type": "text", "text": "hi"}, {"type": "media", "url": "https://example.com/a.png"}]"#.utf8)
let messages = try JSONDecoder().decode([Message].self, from: json)
print(String(decoding: try JSONEncoder().encode(messages), as: UTF8.self))
EOF

cd "$package"
swift package resolve >/dev/null 2>&1 || { echo "swift-syntax $version cannot be resolved here" >&2; exit 1; }
clean() { find .build -mindepth 1 -maxdepth 1 ! -name checkouts ! -name repositories ! -name workspace-state.json -exec rm -rf {} +; }

echo "Build cost of a package with one swift-syntax $version macro (3 targets, 3 files; swift build)"
echo "$(date -u +%F), $(nproc) cores, $(swift --version 2>&1 | head -1)"
for configuration in $configurations; do
    for run in 1 2; do
        clean
        echo "$configuration clean build, run $run: $(format "$(milliseconds swift build -c "$configuration")") s"
    done
done
echo "the macro works: $(swift run -c "${configuration:-debug}" MacroClient 2>/dev/null)"
