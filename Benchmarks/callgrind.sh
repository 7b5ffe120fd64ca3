#!/usr/bin/env bash
# Instruction counts per approach and case, with valgrind's callgrind: repeatable on a shared
# machine where wall-clock times drift. Each count is one run of the measurement minus a run
# that only prepares the data; ratios are against the hand-written switch. Hashing is made
# deterministic: with Swift's per-process random seed, the same run's count moves by about 1%.
#   Benchmarks/callgrind.sh [COUNT]   (default 10000 objects), then the wall-clock run of the same binary
set -euo pipefail
cd "$(dirname "$0")"
count=${1:-10000}
export SWIFT_DETERMINISTIC_HASHING=1
swift build -c release >/dev/null
binary=$(swift build -c release --show-bin-path)/FlatTaggedBenchmarks
instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" --count "$count" "$@" 2>&1 \
        | awk '/refs:/ { gsub(",", "", $4); print $4 }'
}
setup=$(instructions --only setup)
echo "callgrind, $count objects, $(date +%F), $(swift --version 2>&1 | head -1)"
printf '%-18s %-15s %15s %18s\n' case approach instructions "vs hand-written"
base=""
"$binary" --count 10 --list | sort -s -k1,1 | awk '{ print $1, ($2 == "hand-written" ? 0 : 1), $2 }' | sort -s -k1,1 -k2,2n \
    | while read -r case _ approach; do
        total=$(instructions --only "$approach" --case "$case")
        work=$((total - setup))
        [ "$approach" = hand-written ] && base=$work
        ratio=$(python3 -c "print(f'{$base / $work:.2f}x' if $work > 0 else '-')")
        printf '%-18s %-15s %15s %18s\n' "$case" "$approach" "$work" "$ratio"
    done
echo "(ratios above 1 mean fewer instructions than the hand-written switch)"
echo
# Both figures from one command: the wall clock of the same binary, for comparison.
"$binary"
