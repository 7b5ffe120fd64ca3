#!/usr/bin/env bash
# How deep each subject of the promise suite decodes and encodes on a 512 KB thread (the stack of
# Apple platforms' secondary threads, Dispatch's workers and Swift concurrency's cooperative pool):
# for every subject, direction and depth of 64/128/192/256/384/510, one process, so a crash is a
# result and not the end of the run. Prints ok (worked), threw (a DecodingError/EncodingError
# naming the depth) or CRASH per depth, and the deepest level that worked.
#   Benchmarks/stack-depth.sh [release|debug] [SUBJECT[:SHAPE]…]
#   (shapes for untagged, value and unknown: arrays, objects, mixed; default: both one-kind shapes)
#   SCRATCH_PATH=.build-mine Benchmarks/stack-depth.sh   builds in a scratch path of its own
set -uo pipefail
cd "$(dirname "$0")"
configuration=${1:-release}
shift || true
build=(swift build -c "$configuration" ${SCRATCH_PATH:+--scratch-path "$SCRATCH_PATH"})
"${build[@]}" >/dev/null || exit 1
binary=$("${build[@]}" --show-bin-path)/FlatTaggedBenchmarks
subjects=("$@")
[ ${#subjects[@]} -gt 0 ] || subjects=(flat content external integer-tags family untagged:arrays untagged:objects
    value:arrays value:objects unknown:arrays unknown:objects)
depths=(64 128 192 256 384 510)
echo "512 KB thread, $configuration, $(date +%F), $(swift --version 2>&1 | head -1)"
printf '%-17s %-7s' subject direction
printf ' %6s' "${depths[@]}"
printf '  %s\n' deepest
for entry in "${subjects[@]}"; do
    subject=${entry%%:*}
    shape=mixed
    [[ $entry == *:* ]] && shape=${entry#*:}
    for direction in decode encode; do
        printf '%-17s %-7s' "$entry" "$direction"
        deepest=-
        for depth in "${depths[@]}"; do
            line=$("$binary" --promises --stack "$direction" --at "$depth" --subject "$subject" --shape "$shape" 2>&1)
            status=$?
            case "$line" in
                *": ok"*) result=ok; deepest=$depth ;;
                *": threw DecodingError"* | *": threw EncodingError"*) result=threw ;;
                *) [ $status -ge 128 ] && result=CRASH || result=fail ;;
            esac
            printf ' %6s' "$result"
        done
        printf '  %s\n' "$deepest"
    done
done
