#!/usr/bin/env bash
# The plugin's build cost. Times clean debug and release builds of IntegrationTests/Downstream
# in two copies, side by side (the two copies alternate, so that drift in the machine's load
# falls on both):
#   - with the plugin, as users build it;
#   - with the code the plugin generated checked in as plain source and no plugin,
# so the difference is the plugin's own overhead (building the generator and running it).
# Each figure is the median of RUNS clean builds (default 3), wall clock and CPU time (user +
# system, which other work on the machine inflates less). Then times no-change and
# one-file-edited rebuilds of both copies, and one run of the generator on one file.
#
#   Benchmarks/build-cost.sh            # both configurations
#   Benchmarks/build-cost.sh release    # one configuration
#   RUNS=5 Benchmarks/build-cost.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
configurations=${*:-debug release}
runs=${RUNS:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A copy of the working tree (committed or not), so that builds here never touch the clone's .build.
mkdir -p "$work/FlatTagged"
git -C "$root" ls-files -z --cached --others --exclude-standard \
    | (cd "$root" && xargs -0 tar -c -f - 2>/dev/null) | tar -x -C "$work/FlatTagged"
plugin="$work/FlatTagged/IntegrationTests/Downstream"
plain="$work/FlatTagged/IntegrationTests/DownstreamPlain"
cp -r "$plugin" "$plain"

# The plain copy: the plugin's output (each file's code and each target's module list) as
# sources, and no plugin.
(cd "$plugin" && swift build --build-tests >/dev/null 2>&1) || { echo "the plugin copy does not build" >&2; exit 1; }
for generated in "$plugin"/.build/plugins/outputs/*/*/*/FlatTaggedPlugin/*; do
    target=$(basename "$(dirname "$(dirname "$(dirname "$generated")")")")
    destination="$plain/Sources/$target"
    [ -d "$destination" ] || destination="$plain/Tests/$target"
    for file in "$generated"/*.swift; do [ -e "$file" ] && cp "$file" "$destination/"; done
done
# The #sourceLocation lines name the plugin copy's files; checked-in code would name its own.
find "$plain" -name '*+FlatTagged*.swift' -exec sed -i '/^ *#sourceLocation(.*)$/d' {} +
grep -q '^let flatTaggedPlugins' "$plain/Package.swift" || { echo "Package.swift has no flatTaggedPlugins list" >&2; exit 1; }
sed -i 's/^let flatTaggedPlugins.*/let flatTaggedPlugins: [Target.PluginUsage] = []/' "$plain/Package.swift"
rm -rf "$plugin/.build"
(cd "$plain" && swift build --build-tests >/dev/null 2>&1) || { echo "the plain copy does not build" >&2; exit 1; }

. "$root/Benchmarks/timing.sh"
label() { [ "$1" = "$plugin" ] && echo "with the plugin    " || echo "generated as source"; }
# `median N…`: the middle value (the lower middle of an even count).
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
# `timed COMMAND…`: runs it quietly and prints its wall-clock and CPU time (user + system, its
# children included) in milliseconds, stopping the script if it fails.
timed() {
    local TIMEFORMAT='%3R %3U %3S' times
    times=$({ time "$@" >/dev/null 2>&1; } 2>&1) || { echo "failed: $*" >&2; exit 1; }
    echo "$times" | awk '{ printf "%d %d\n", $1 * 1000, ($2 + $3) * 1000 }'
}

files=$(find "$plugin/Sources" -name '*.swift' | wc -l)
echo "Build cost of IntegrationTests/Downstream: swift build of its 3 targets ($files files), test target not built"
echo "$(date -u +%F), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), $(swift --version 2>&1 | head -1)"
echo "median of $runs clean builds each; the copies alternate"
echo
for configuration in $configurations; do
    plugin_wall=() plain_wall=() plugin_cpu=() plain_cpu=()
    for run in $(seq "$runs"); do
        for copy in "$plugin" "$plain"; do
            rm -rf "$copy/.build"
            wall='' cpu=''
            read -r wall cpu < <(cd "$copy" && timed swift build -c "$configuration") || true
            [ -n "$cpu" ] || exit 1
            if [ "$copy" = "$plugin" ]; then plugin_wall+=("$wall") plugin_cpu+=("$cpu"); else plain_wall+=("$wall") plain_cpu+=("$cpu"); fi
            echo "$configuration clean build, run $run, $(label "$copy"): $(format "$wall") s (CPU $(format "$cpu") s)"
        done
    done
    a=$(median "${plugin_wall[@]}") b=$(median "${plain_wall[@]}")
    c=$(median "${plugin_cpu[@]}") d=$(median "${plain_cpu[@]}")
    echo "$configuration: the plugin adds $(format $((a - b))) s ($(((a - b) * 100 / b))%) to a clean build: median $(format "$a") s against $(format "$b") s; CPU $(format "$c") s against $(format "$d") s (+$(format $((c - d))) s)"
    echo
done

for configuration in $configurations; do
    for copy in "$plugin" "$plain"; do
        (cd "$copy" && swift build -c "$configuration" >/dev/null 2>&1)
        echo "$configuration no-change build, $(label "$copy"): $(format "$(cd "$copy" && milliseconds swift build -c "$configuration")") s"
        echo "// edited" >>"$copy/Sources/App/Commands.swift"
        echo "$configuration build after editing one file, $(label "$copy"): $(format "$(cd "$copy" && milliseconds swift build -c "$configuration")") s"
    done
    # The plugin's command for the edited file, as the build ran it (the tool, built for this
    # configuration): the part of the rebuild that regenerates the file.
    tool=$(find "$plugin/.build" -path "*/$configuration/flat-tagged-tool" -type f | head -1)
    if [ -n "$tool" ]; then
        start=$(date +%s%N)
        for _ in 1 2 3 4 5 6 7 8 9 10; do
            "$tool" generate --output-file "$work/Commands+FlatTagged.swift" "$plugin/Sources/App/Commands.swift"
        done
        echo "$configuration generator, one file (Commands.swift), mean of 10 runs: $((($(date +%s%N) - start) / 10000000)) ms"
    fi
    echo
done
