#!/usr/bin/env bash
# The plugin's build cost. Times clean debug and release builds of IntegrationTests/Downstream,
# twice each, in two copies:
#   - with the plugin, as users build it;
#   - with the code the plugin generated checked in as plain source and no plugin,
# so the difference is the plugin's own overhead (building the generator and running it).
# Then times no-change and one-file-edited rebuilds of both.
#
#   Benchmarks/build-cost.sh            # both configurations
#   Benchmarks/build-cost.sh debug      # one configuration
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
configurations=${*:-debug release}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A copy of the working tree (committed or not), so that builds here never touch the clone's .build.
mkdir -p "$work/FlatTagged"
git -C "$root" ls-files -z --cached --others --exclude-standard \
    | (cd "$root" && xargs -0 tar -c -f - 2>/dev/null) | tar -x -C "$work/FlatTagged"
plugin="$work/FlatTagged/IntegrationTests/Downstream"
plain="$work/FlatTagged/IntegrationTests/DownstreamPlain"
cp -r "$plugin" "$plain"

# The plain copy: the plugin's output as sources, and no plugin.
(cd "$plugin" && swift build --build-tests >/dev/null 2>&1) || { echo "the plugin copy does not build" >&2; exit 1; }
for generated in "$plugin"/.build/plugins/outputs/*/*/*/FlatTaggedPlugin/Generated; do
    target=$(basename "$(dirname "$(dirname "$(dirname "$generated")")")")
    destination="$plain/Sources/$target"
    [ -d "$destination" ] || destination="$plain/Tests/$target"
    cp "$generated"/*.swift "$destination/"
done
# The #sourceLocation lines name the plugin copy's files; checked-in code would name its own.
find "$plain" -name '*+FlatTagged.swift' -exec sed -i '/^ *#sourceLocation(.*)$/d' {} +
grep -q '^let flatTaggedPlugins' "$plain/Package.swift" || { echo "Package.swift has no flatTaggedPlugins list" >&2; exit 1; }
sed -i 's/^let flatTaggedPlugins.*/let flatTaggedPlugins: [Target.PluginUsage] = []/' "$plain/Package.swift"
rm -rf "$plugin/.build"
(cd "$plain" && swift build --build-tests >/dev/null 2>&1) || { echo "the plain copy does not build" >&2; exit 1; }

. "$root/Benchmarks/timing.sh"
label() { [ "$1" = "$plugin" ] && echo "with the plugin    " || echo "generated as source"; }

files=$(find "$plugin/Sources" -name '*.swift' | wc -l)
echo "Build cost of IntegrationTests/Downstream: swift build of its 3 targets ($files files), test target not built"
echo "$(date -u +%F), $(nproc) cores, $(swift --version 2>&1 | head -1)"
echo
for configuration in $configurations; do
    total_plugin=0
    total_plain=0
    for run in 1 2; do
        for copy in "$plugin" "$plain"; do
            rm -rf "$copy/.build"
            ms=$(cd "$copy" && milliseconds swift build -c "$configuration")
            if [ "$copy" = "$plugin" ]; then total_plugin=$((total_plugin + ms)); else total_plain=$((total_plain + ms)); fi
            echo "$configuration clean build, run $run, $(label "$copy"): $(format "$ms") s"
        done
    done
    echo "$configuration: the plugin adds $(((total_plugin - total_plain) * 100 / total_plain))% to a clean build (mean of 2 runs: $(format $((total_plugin / 2))) s against $(format $((total_plain / 2))) s)"
    echo
done

for copy in "$plugin" "$plain"; do
    (cd "$copy" && swift build >/dev/null 2>&1)
    echo "debug no-change build, $(label "$copy"): $(format "$(cd "$copy" && milliseconds swift build)") s"
    echo "// edited" >>"$copy/Sources/App/Commands.swift"
    echo "debug build after editing one file, $(label "$copy"): $(format "$(cd "$copy" && milliseconds swift build)") s"
done
