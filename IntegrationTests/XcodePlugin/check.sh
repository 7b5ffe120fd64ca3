#!/usr/bin/env bash
# Compiles the plugin's Xcode-project conformance, which SwiftPM never compiles: the SAME
# source file SwiftPM builds, Plugins/FlatTaggedPlugin/FlatTaggedPlugin.swift, against the
# toolchain's real PackagePlugin module and XcodeProjectPlugin.swift, a stand-in for Xcode's
# module declaring exactly the API the plugin uses with Apple's documented signatures. With the
# stand-in on the search path, `#if canImport(XcodeProjectPlugin)` is true, so the
# `XcodeBuildToolPlugin` extension is compiled; a one-line file checks that the conformance
# exists. Warnings are errors, as in CI. Takes a few seconds.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)

# The PackagePlugin module SwiftPM compiles plugins against, next to the toolchain's compiler.
toolchain=$(dirname "$(command -v swiftc)")/..
plugin_api="$toolchain/lib/swift/pm/PluginAPI"
if [ ! -e "$plugin_api/PackagePlugin.swiftmodule" ]; then
    echo "FAIL: no PackagePlugin module in $plugin_api"
    exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
flags=(-parse-as-library -swift-version 6 -warnings-as-errors -I "$plugin_api")

swiftc "${flags[@]}" -emit-module -module-name XcodeProjectPlugin \
    -emit-module-path "$work/XcodeProjectPlugin.swiftmodule" "$here/XcodeProjectPlugin.swift"

cat >"$work/Conformance.swift" <<'SWIFT'
import PackagePlugin
import XcodeProjectPlugin

/// Fails to compile unless the `#if canImport(XcodeProjectPlugin)` extension was compiled.
func xcodeConformance() -> any XcodeBuildToolPlugin.Type { FlatTaggedPlugin.self }
SWIFT

# Both tools versions the package supports (the manifests': 6.1 and 6.2); SwiftPM passes the
# manifest's as -package-description-version, which gates PackagePlugin API by availability.
for tools in 6.1 6.2; do
    swiftc "${flags[@]}" -I "$work" -package-description-version "$tools" -module-name FlatTaggedPlugin -wmo \
        -c "$root/Plugins/FlatTaggedPlugin/FlatTaggedPlugin.swift" "$work/Conformance.swift" -o "$work/plugin.o"
done
echo "OK: FlatTaggedPlugin.swift compiles with its XcodeBuildToolPlugin conformance against the stand-in (tools versions 6.1 and 6.2)"
