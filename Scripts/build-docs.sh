#!/usr/bin/env bash
# Builds the DocC documentation of the FlatTagged module with the toolchain's own `docc`:
# no swift-docc-plugin, no package dependency, no network.
#
#   1. `swift build --target FlatTagged -Xswiftc -emit-symbol-graph …` writes the module's
#      symbol graph (its public API and doc comments) into .build-docs/symbol-graphs;
#   2. `docc convert Sources/FlatTagged/FlatTagged.docc --additional-symbol-graph-dir … \
#      --warnings-as-errors` turns the catalog and the symbol graph into a documentation archive.
#
# Any DocC warning (a broken <doc:…> link, an unknown symbol in a ``double-backtick``
# reference, a malformed directive) makes the script exit non-zero, so CI fails on it.
#
# Everything it writes goes to .build-docs/ (gitignored by `.build-*`), SwiftPM's caches and
# configuration included, and to $TMPDIR: nothing under $HOME, no network.
#
# Usage:
#   Scripts/build-docs.sh                 build .build-docs/FlatTagged.doccarchive
#   Scripts/build-docs.sh --preview       build the symbol graph, then serve the documentation at
#                                         http://localhost:8080/documentation/flattagged
#                                         (Ctrl-C stops it)
#   Scripts/build-docs.sh --preview --port 8090
#   Scripts/build-docs.sh --help
#
# The preview is `docc preview` with the same inputs as the build:
#   "$(dirname "$(readlink -f "$(command -v swift)")")/docc" preview Sources/FlatTagged/FlatTagged.docc \
#       --additional-symbol-graph-dir .build-docs/symbol-graphs \
#       --fallback-display-name FlatTagged --fallback-bundle-identifier FlatTagged \
#       --output-path .build-docs/preview --port 8080
# (the symbol graph must exist: run this script once first). Environment: DOCC=/path/to/docc
# overrides where docc is found; SWIFT=/path/to/swift which swift is used.
set -euo pipefail

usage() {
    sed -n '2,/^set -euo/p' "$0" | sed -e '/^set -euo/d' -e 's/^# \{0,1\}//'
}

mode=convert
port=8080
while [ $# -gt 0 ]; do
    case "$1" in
        -h | --help) usage; exit 0 ;;
        --preview) mode=preview ;;
        --port)
            [ $# -ge 2 ] || { echo "build-docs.sh: --port needs a number" >&2; exit 2; }
            port=$2
            shift
            ;;
        *) echo "build-docs.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
    shift
done

cd "$(dirname "$0")/.."
root=$PWD
catalog=Sources/FlatTagged/FlatTagged.docc
scratch=$root/.build-docs
graphs=$scratch/symbol-graphs
archive=$scratch/FlatTagged.doccarchive

swift=${SWIFT:-$(command -v swift || true)}
[ -n "$swift" ] || { echo "build-docs.sh: swift not found on PATH" >&2; exit 1; }

# docc ships next to swift in every toolchain (Linux, Windows, swift.org toolchains on macOS).
find_docc() {
    if [ -n "${DOCC:-}" ]; then echo "$DOCC"; return; fi
    local resolved
    resolved=$(readlink -f "$swift" 2>/dev/null || echo "$swift")
    if [ -x "$(dirname "$resolved")/docc" ]; then echo "$(dirname "$resolved")/docc"; return; fi
    if command -v docc >/dev/null 2>&1; then command -v docc; return; fi
    # Xcode's toolchain on macOS, where /usr/bin/swift is a shim.
    if command -v xcrun >/dev/null 2>&1 && xcrun --find docc 2>/dev/null; then return; fi
    echo "build-docs.sh: docc not found next to $resolved nor on PATH; set DOCC=/path/to/docc" >&2
    return 1
}
docc=$(find_docc)

# SwiftPM and Foundation create cache and data folders under $HOME (~/.cache, ~/.local/share)
# when they are missing: point them into the scratch folder too.
export XDG_CACHE_HOME=$scratch/xdg/cache XDG_DATA_HOME=$scratch/xdg/data XDG_CONFIG_HOME=$scratch/xdg/config

started=$(date +%s)

# 1. The symbol graph. The compiler writes it when it emits the module, so the module file is
#    removed first: the graph is then written again even when the build is otherwise up to
#    date, never missing nor stale (removing the module's whole build folder would lose the
#    output file map that SwiftPM writes only when it plans). SwiftPM's caches and
#    configuration stay inside the scratch folder. -Xswiftc flags apply to every module built
#    on the way (the plugin's tool too): only FlatTagged's graphs (FlatTagged.symbols.json and
#    the FlatTagged@Swift extension graph) are given to docc.
raw_graphs=$scratch/symbol-graphs-raw
rm -rf "$raw_graphs" "$graphs"
rm -f "$scratch"/*/debug/Modules/FlatTagged.swiftmodule
mkdir -p "$raw_graphs" "$graphs"
echo "== swift build --target FlatTagged (symbol graph)"
"$swift" build --target FlatTagged \
    --scratch-path "$scratch" \
    --cache-path "$scratch/cache" \
    --config-path "$scratch/config" \
    --security-path "$scratch/security" \
    --manifest-cache local \
    --disable-automatic-resolution \
    -Xswiftc -emit-symbol-graph \
    -Xswiftc -emit-symbol-graph-dir -Xswiftc "$raw_graphs" \
    -Xswiftc -emit-extension-block-symbols \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public
cp "$raw_graphs"/FlatTagged.symbols.json "$raw_graphs"/FlatTagged@*.symbols.json "$graphs"/ 2>/dev/null || true
if [ ! -s "$graphs/FlatTagged.symbols.json" ]; then
    echo "build-docs.sh: the build wrote no $graphs/FlatTagged.symbols.json" >&2
    exit 1
fi

common=(
    "$catalog"
    --additional-symbol-graph-dir "$graphs"
    --fallback-display-name FlatTagged
    --fallback-bundle-identifier FlatTagged
)

if [ "$mode" = preview ]; then
    echo "== docc preview: http://localhost:$port/documentation/flattagged (Ctrl-C stops it)"
    exec "$docc" preview "${common[@]}" --output-path "$scratch/preview" --port "$port"
fi

# 2. The archive. docc prints each warning; --warnings-as-errors turns them into a non-zero exit.
#    A log is kept to double-check: no "warning:" may slip through, whatever docc's exit status.
echo "== docc convert $catalog"
rm -rf "$archive"
log=$scratch/docc-convert.log
set +e
"$docc" convert "${common[@]}" --output-path "$archive" --warnings-as-errors 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e
if [ "$status" -ne 0 ]; then
    echo "build-docs.sh: FAILED: docc convert exited with status $status" >&2
    exit 1
fi
if grep -qE '(^|[^a-z])(warning|error):' "$log"; then
    echo "build-docs.sh: FAILED: docc reported warnings or errors (see above)" >&2
    exit 1
fi

echo "== built $archive in $(($(date +%s) - started)) s"
echo "   preview: Scripts/build-docs.sh --preview   (then open http://localhost:$port/documentation/flattagged)"
