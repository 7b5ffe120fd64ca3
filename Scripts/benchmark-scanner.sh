#!/usr/bin/env bash
# The scanner's figures on the real-code corpus, with a release build:
#   throughput (full scan and with the marker pre-check), linearity (the corpus twice),
#   the plugin's generate step over 500 files (one process per file, as the plugin runs it),
#   and a 100,000-mutant fuzzing run whose outputs are all parsed by the compiler.
# The developer commands (scan, fuzz) are flat-tagged-dev's; the generate step is the plugin's
# flat-tagged. FLATTAGGED_SCRATCH_PATH picks the build folder (default .build).
#   Scripts/benchmark-scanner.sh [MUTANTS]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
mutants=${1:-100000}
scratch=${FLATTAGGED_SCRATCH_PATH:-.build}
# flat-tagged-dev is a target, not a product: build everything (two small executables and the
# library; the rest of the package is small too), then use both binaries. The generator is
# optimized only when asked (Package.swift builds it without the optimizer in release builds,
# to keep users' clean builds short).
export FLATTAGGED_OPTIMIZE_GENERATOR=1
swift build -c release --scratch-path "$scratch" >/dev/null
tool=$scratch/release/flat-tagged
devtool=$scratch/release/flat-tagged-dev
corpus=$(Scripts/corpus.sh)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
find "$corpus" -name '*.swift' -type f | sort > "$work/files"
cat "$work/files" "$work/files" > "$work/twice"

echo "== throughput (best of 3, single thread)"
echo "full scan:   $($devtool scan --all --repeat 3 --files-from "$work/files" | cut -d' ' -f1-8)"
echo "pre-check:   $($devtool scan --repeat 3 --files-from "$work/files" | cut -d' ' -f1-8)"
echo "== linearity: the same corpus twice"
echo "twice:       $($devtool scan --all --repeat 3 --files-from "$work/twice" | cut -d' ' -f1-8)"
if command -v valgrind >/dev/null; then
    head -2000 "$work/files" > "$work/part"
    cat "$work/part" "$work/part" > "$work/part2"
    once=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null $devtool scan --all --files-from "$work/part" 2>&1 | awk '/refs:/ {gsub(",", "", $4); print $4}')
    twice=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null $devtool scan --all --files-from "$work/part2" 2>&1 | awk '/refs:/ {gsub(",", "", $4); print $4}')
    echo "instructions: 2,000 files $once, the same twice $twice, ratio $(python3 -c "print(round($twice/$once, 3))")"
fi

echo "== the plugin's generate step: 500 files, one process each, 2 at a time"
head -500 "$work/files" > "$work/500"
start=$(date +%s.%N)
xargs -P 2 -I{} $tool generate --output "$work/out500" {} < "$work/500"
echo "500 files: $(python3 -c "print(round($(date +%s.%N) - $start, 2))") s"

echo "== fuzzing: $mutants mutants of the fixtures and 200 corpus files"
find Tests/FlatTaggedEndToEndTests/Fixtures -name '*.swift' -type f | sort > "$work/fuzz"
awk 'NR % 77 == 0' "$work/files" | head -200 >> "$work/fuzz"
$devtool fuzz --seed 1 --count "$mutants" --emit "$work/fuzzout" --files-from "$work/fuzz"
count=$(ls "$work/fuzzout" | grep -c '+FlatTagged.swift$' || true)
if [ "$count" -gt 0 ]; then
    (cd "$work/fuzzout" && ls | grep '+FlatTagged.swift$' | xargs -n 500 swiftc -frontend -parse) && echo "all $count distinct generated files parse"
fi
