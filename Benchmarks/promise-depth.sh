#!/usr/bin/env bash
# The promise suite's depth series in instructions, with valgrind's callgrind: for every subject
# (each form, integer tags, a family, FlatTaggedValue, an unknown tag's fallback), one value
# nested 125, 250 and 500 deep, decoded. Each count is a run that decodes minus a run that only
# builds the input (--at 0); linear decoding at most doubles per doubling of depth.
#   Benchmarks/promise-depth.sh [SUBJECT…]   (default: every subject)
#   SCRATCH_PATH=.build-mine Benchmarks/promise-depth.sh   builds in a scratch path of its own
set -euo pipefail
cd "$(dirname "$0")"
export SWIFT_DETERMINISTIC_HASHING=1
build=(swift build -c release ${SCRATCH_PATH:+--scratch-path "$SCRATCH_PATH"})
"${build[@]}" >/dev/null
binary=$("${build[@]}" --show-bin-path)/FlatTaggedBenchmarks
subjects=("$@")
[ ${#subjects[@]} -gt 0 ] || subjects=(flat content external untagged integer-tags family value unknown)
instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" --promises "$@" 2>&1 \
        | awk '/refs:/ { gsub(",", "", $4); print $4 }'
}
echo "callgrind, one value nested DEPTH deep, $(date +%F), $(swift --version 2>&1 | head -1)"
printf '%-14s %15s %15s %15s %10s %10s\n' subject 125 250 500 "250/125" "500/250"
for subject in "${subjects[@]}"; do
    base=$(instructions --at 0 --subject "$subject")
    counts=()
    for depth in 125 250 500; do
        counts+=($(($(instructions --at "$depth" --subject "$subject") - base)))
    done
    ratio() { python3 -c "print(f'{$1 / $2:.2f}')"; }
    printf '%-14s %15s %15s %15s %10s %10s\n' "$subject" "${counts[@]}" \
        "$(ratio "${counts[1]}" "${counts[0]}")" "$(ratio "${counts[2]}" "${counts[1]}")"
done
echo "(at most 2.00 per doubling for linear)"
