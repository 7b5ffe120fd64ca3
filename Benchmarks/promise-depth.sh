#!/usr/bin/env bash
# The promise suite's depth series in instructions, with valgrind's callgrind: for every subject
# (each form, integer tags, a family, FlatTaggedValue, an unknown tag's fallback), one value
# nested 125, 250 and 500 deep, decoded. Each count is a run that decodes minus a run that only
# builds the input (--at 0); linear decoding at most doubles per doubling of depth.
# Then the same with a failing leaf (the innermost value fails to decode): a subject's own cost
# there is its count less the floor's, a plain walk down the same document that fails at the
# same value (FailingDepth.swift), since JSONDecoder builds that one error's coding path in time
# quadratic in the depth; its own cost must grow at most 2.6× per doubling.
#   Benchmarks/promise-depth.sh [SUBJECT[:SHAPE]…]   (default: every subject)
#   FAILING=0 Benchmarks/promise-depth.sh     only the succeeding series
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
ratio() { python3 -c "print(f'{$1 / $2:.2f}')"; }
for entry in "${subjects[@]}"; do
    subject=${entry%%:*}
    shape=mixed
    [[ $entry == *:* ]] && shape=${entry#*:}
    base=$(instructions --at 0 --subject "$subject" --shape "$shape")
    counts=()
    for depth in 125 250 500; do
        counts+=($(($(instructions --at "$depth" --subject "$subject" --shape "$shape") - base)))
    done
    printf '%-14s %15s %15s %15s %10s %10s\n' "$entry" "${counts[@]}" \
        "$(ratio "${counts[1]}" "${counts[0]}")" "$(ratio "${counts[2]}" "${counts[1]}")"
done
echo "(at most 2.00 per doubling for linear)"
[ "${FAILING:-1}" = 1 ] || exit 0
echo
echo "failing leaf: the subject's instructions less the floor's (a plain walk failing at the same value)"
printf '%-24s %13s %13s %13s %8s %8s %14s\n' subject:shape 125 250 500 "250/125" "500/250" "floor 500"
failing=(flat content external integer-tags family untagged:arrays untagged:objects value:arrays value:objects
    unknown:objects)
[ $# -gt 0 ] && failing=("$@")
for entry in "${failing[@]}"; do
    subject=${entry%%:*}
    shape=failing
    [[ $entry == *:* ]] && shape="${entry#*:}+failing"
    base=$(instructions --at 0 --subject "$subject" --shape "$shape")
    counts=()
    floor=0
    for depth in 125 250 500; do
        total=$(instructions --at "$depth" --subject "$subject" --shape "$shape")
        floor=$(instructions --at "$depth" --subject "$subject" --shape "$shape" --floor)
        counts+=($((total - floor)))  # may be negative: the subject then fails cheaper than the walk
    done
    printf '%-24s %13s %13s %13s %8s %8s %14s\n' "$entry" "${counts[@]}" \
        "$(ratio "${counts[1]}" "${counts[0]}")" "$(ratio "${counts[2]}" "${counts[1]}")" "$((floor - base))"
done
echo "(a subject's own cost: at most 2.60 per doubling)"
