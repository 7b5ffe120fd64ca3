#!/usr/bin/env bash
# The plugin's build cost. Times clean debug and release builds of IntegrationTests/Downstream
# in three copies, side by side (the copies alternate, so that drift in the machine's load
# falls on all three):
#   - with the plugin, as users build it (the generator compiled from source);
#   - with the plugin running a prebuilt generator: the same tree, whose plugin depends on a
#     `.binaryTarget(path:)` artifact bundle that Scripts/build-artifact-bundle.sh builds for this
#     host, instead of the `flat-tagged` executable target;
#   - with the code the plugin generated checked in as plain source and no plugin,
# so the differences are the plugin's own overhead (building the generator and running it) and
# what a prebuilt generator would leave of it. BUNDLE=path/to/flat-tagged.artifactbundle.zip
# reuses a bundle instead of building one.
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

# The prebuilt copy: the same tree in a folder of the same name, whose plugin runs the generator
# from an artifact bundle instead of building the `flat-tagged` target.
bundle=${BUNDLE:-}
if [ -z "$bundle" ]; then
    "$root/Scripts/build-artifact-bundle.sh" --output "$work/bundle" >/dev/null
    bundle="$work/bundle/flat-tagged.artifactbundle.zip"
fi
mkdir -p "$work/prebuilt"
cp -r "$work/FlatTagged" "$work/prebuilt/FlatTagged"
rm -rf "$work/prebuilt/FlatTagged/IntegrationTests/DownstreamPlain"
cp "$bundle" "$work/prebuilt/FlatTagged/flat-tagged.artifactbundle.zip"
python3 - "$work/prebuilt/FlatTagged/Package.swift" <<'PYTHON'
import sys
path = sys.argv[1]
manifest = open(path).read()
tool = 'dependencies: [.target(name: "flat-tagged")]'
runtime = '        .target(name: "FlatTagged"),\n'
if tool not in manifest or runtime not in manifest:
    sys.exit("Package.swift: the plugin's tool or the runtime target is not where build-cost.sh looks")
manifest = manifest.replace(tool, 'dependencies: [.target(name: "FlatTaggedPrebuiltTool")]')
manifest = manifest.replace(
    runtime,
    runtime + '        .binaryTarget(name: "FlatTaggedPrebuiltTool", path: "flat-tagged.artifactbundle.zip"),\n', 1)
open(path, "w").write(manifest)
PYTHON
prebuilt="$work/prebuilt/FlatTagged/IntegrationTests/Downstream"
(cd "$prebuilt" && swift build >/dev/null 2>&1) || { echo "the prebuilt copy does not build" >&2; exit 1; }
rm -rf "$prebuilt/.build"

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
label() {
    case "$1" in
    "$plugin") echo "with the plugin      " ;;
    "$prebuilt") echo "plugin, prebuilt tool" ;;
    *) echo "generated as source  " ;;
    esac
}
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
echo "median of $runs clean builds each; the copies alternate; prebuilt tool: $(du -k "$bundle" | cut -f1) KiB zipped"
echo
for configuration in $configurations; do
    plugin_wall=() plain_wall=() prebuilt_wall=() plugin_cpu=() plain_cpu=() prebuilt_cpu=()
    for run in $(seq "$runs"); do
        for copy in "$plugin" "$prebuilt" "$plain"; do
            rm -rf "$copy/.build"
            wall='' cpu=''
            read -r wall cpu < <(cd "$copy" && timed swift build -c "$configuration") || true
            [ -n "$cpu" ] || exit 1
            case "$copy" in
            "$plugin") plugin_wall+=("$wall") plugin_cpu+=("$cpu") ;;
            "$prebuilt") prebuilt_wall+=("$wall") prebuilt_cpu+=("$cpu") ;;
            *) plain_wall+=("$wall") plain_cpu+=("$cpu") ;;
            esac
            echo "$configuration clean build, run $run, $(label "$copy"): $(format "$wall") s (CPU $(format "$cpu") s)"
        done
    done
    a=$(median "${plugin_wall[@]}") b=$(median "${plain_wall[@]}") e=$(median "${prebuilt_wall[@]}")
    c=$(median "${plugin_cpu[@]}") d=$(median "${plain_cpu[@]}") f=$(median "${prebuilt_cpu[@]}")
    echo "$configuration: the plugin adds $(format $((a - b))) s ($(((a - b) * 100 / b))%) to a clean build: median $(format "$a") s against $(format "$b") s; CPU $(format "$c") s against $(format "$d") s (+$(format $((c - d))) s)"
    echo "$configuration: with a prebuilt tool it adds $(signed $((e - b))) s ($(((e - b) * 100 / b))%): median $(format "$e") s; CPU $(format "$f") s ($(signed $((f - d))) s)"
    echo "$configuration | with the plugin $(format "$a") s (CPU $(format "$c") s) | prebuilt tool $(format "$e") s (CPU $(format "$f") s) | generated code checked in $(format "$b") s (CPU $(format "$d") s)"
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
