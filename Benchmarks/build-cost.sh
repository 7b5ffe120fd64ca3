#!/usr/bin/env bash
# The plugin's build cost: clean debug and release builds of IntegrationTests/Downstream, twice,
# with the plugin and with the same generated code checked in as plain source, and an
# incremental rebuild after touching one file.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Both copies depend on a copy of FlatTagged, so that .build folders never collide.
mkdir -p "$work/FlatTagged"
git -C "$root" archive HEAD | tar -x -C "$work/FlatTagged"
plugin="$work/FlatTagged/IntegrationTests/Downstream"
plain="$work/FlatTagged/IntegrationTests/DownstreamPlain"
cp -r "$plugin" "$plain"

# The plain copy: generated files as sources, no plugin.
(cd "$plugin" && swift build >/dev/null 2>&1)
for target in App MainActorApp DownstreamTool; do
    cp "$plugin"/.build/plugins/outputs/downstream/$target/destination/FlatTaggedPlugin/Generated/*.swift "$plain/Sources/$target/" 2>/dev/null \
        || cp "$plugin"/.build/plugins/outputs/*/$target/*/FlatTaggedPlugin/Generated/*.swift "$plain/Sources/$target/"
done
sed -i 's/, *plugins: \[.plugin(name: "FlatTaggedPlugin", package: flatTagged)\]//; /plugins: \[.plugin(name: "FlatTaggedPlugin", package: flatTagged)\]/d' "$plain/Package.swift"
sed -i 's/dependencies: \["App", "MainActorApp", .product(name: "FlatTagged", package: flatTagged)\],/dependencies: ["App", "MainActorApp", .product(name: "FlatTagged", package: flatTagged)]/' "$plain/Package.swift"
rm -rf "$plain/Tests"
sed -i '/\.testTarget(/,/^        ),/d' "$plain/Package.swift"
rm -rf "$plugin/Tests"; sed -i '/\.testTarget(/,/^        ),/d' "$plugin/Package.swift"

timed() { local start=$(date +%s.%N); "$@" >/dev/null 2>&1; python3 -c "print(f'{$(date +%s.%N) - $start:.1f}')"; }
echo "build cost, IntegrationTests/Downstream without its test target, $(date +%F), $(nproc) cores, $(swift --version 2>&1 | head -1)"
for configuration in debug release; do
    for run in 1 2; do
        for copy in "$plugin" "$plain"; do
            rm -rf "$copy/.build"
            t=$(cd "$copy" && timed swift build -c $configuration)
            echo "$configuration clean build, run $run, $( [ "$copy" = "$plugin" ] && echo "with the plugin   " || echo "generated as source"): $t s"
        done
    done
done
(cd "$plugin" && swift build >/dev/null 2>&1 && swift build >/dev/null 2>&1)
echo "// touched" >> "$plugin/Sources/App/Commands.swift"
t=$(cd "$plugin" && timed swift build)
echo "incremental debug build after editing one file, with the plugin: $t s"
