#!/usr/bin/env bash
# Instruction counts per approach and case, with valgrind's callgrind: repeatable on a shared
# machine where wall-clock times drift. Each count is one run of the measurement minus a run
# that only prepares the data; ratios are against the hand-written switch (for fallback decoding,
# against typed structs of the objects' shape). Hashing is made deterministic: with Swift's
# per-process random seed, the same run's count moves by about 1%.
# Counts repeat exactly for one binary, but not across builds: the runtime's generic metadata
# and conformance caches hash type addresses, so a change anywhere in the binary moves every
# case's count (seen: the closed enum's family-encode, its code unchanged, from 51.9M to 55.3M
# instructions at 2,000 objects across four builds). Compare ratios from one build, and judge a
# change of a few percent by the callgrind profile of the code it touches, not by the totals.
#   Benchmarks/callgrind.sh [COUNT]   (default 10000 objects), then the wall-clock run of the same binary
#   SCRATCH_PATH=.build-mine Benchmarks/callgrind.sh   builds in a scratch path of its own
#   CASES="int-decode family-decode" Benchmarks/callgrind.sh   only these cases (each run under
#   valgrind repeats the data setup, so the whole list takes a while on a shared machine)
# The family cases count the steady state: a run that measures twice minus one that measures
# once, so that what the first measurement alone does (type lookups, the registry's caches,
# metadata the setup's warm-up left cold) is left out of both approaches' counts.
set -euo pipefail
cd "$(dirname "$0")"
count=${1:-10000}
export SWIFT_DETERMINISTIC_HASHING=1
build=(swift build -c release ${SCRATCH_PATH:+--scratch-path "$SCRATCH_PATH"})
"${build[@]}" >/dev/null
binary=$("${build[@]}" --show-bin-path)/FlatTaggedBenchmarks
instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" --count "$count" "$@" 2>&1 \
        | awk '/refs:/ { gsub(",", "", $4); print $4 }'
}
setup=$(instructions --only setup)
echo "callgrind, $count objects, $(date +%F), $(swift --version 2>&1 | head -1)"
printf '%-18s %-17s %15s %18s\n' case approach instructions "vs baseline"
base=""
"$binary" --count 10 --list | sort -s -k1,1 | awk '{ print $1, ($3 == "baseline" ? 0 : 1), $2 }' | sort -s -k1,1 -k2,2n \
    | {
        fallback=""
        declare -A counts=()
        while read -r case baseline approach; do
            if [ -n "${CASES:-}" ] && [[ " $CASES " != *" $case "* ]]; then continue; fi
            total=$(instructions --only "$approach" --case "$case")
            work=$((total - setup))
            if [[ $case == family-* ]]; then
                work=$(($(instructions --only "$approach" --case "$case" --repeat 2) - total))
            fi
            [ "$baseline" = 0 ] && base=$work
            ratio=$(python3 -c "print(f'{$base / $work:.2f}x' if $work > 0 else '-')")
            printf '%-18s %-17s %15s %18s\n' "$case" "$approach" "$work" "$ratio"
            counts["$case/$approach"]=$work
            if [ "$approach" = unknown-tag ]; then
                fallback=$(python3 -c "print(f'{$work / $base:.2f}x')")
            fi
        done
        echo "(ratios above 1 mean fewer instructions than the baseline: the hand-written switch, for"
        echo " fallback-decode the typed structs of the objects' shape, for family-* the closed enum)"
        if [ -n "$fallback" ]; then
            echo "fallback: an unknown object costs $fallback the instructions of a typed struct (the goal: at most 3x)"
        fi
        # Integer tags and families: instructions as a multiple of the baseline's.
        times() { python3 -c "print(f'{$1 / $2:.3f}x')"; }
        for direction in decode encode; do
            generated=${counts[int-$direction/generated]:-}
            hand=${counts[int-$direction/hand-written]:-}
            if [ -n "$generated" ] && [ -n "$hand" ]; then
                echo "integer tags, $direction: generated $(times "$generated" "$hand") the hand-written switch's instructions"
            fi
        done
        # The external form: the hand-written switch's instructions over the generated code's (goal: at least 1).
        for direction in decode encode; do
            generated=${counts[external-$direction/generated]:-}
            hand=${counts[external-$direction/hand-written]:-}
            if [ -n "$generated" ] && [ -n "$hand" ]; then
                echo "external form, $direction: $(times "$hand" "$generated") (hand-written switch / generated; goal at least 1.0x)"
            fi
        done
        # Untagged unions: the generated shape checks against the `try?` chains, and by keys
        # against the same responses tagged flat.
        for case in untagged-keys untagged-type; do
            generated=${counts[$case/generated]:-}
            hand=${counts[$case/hand-written]:-}
            [ -n "$generated" ] && [ -n "$hand" ] || continue
            goal=$([ "$case" = untagged-keys ] && echo 1.3 || echo 1.0)
            line="$case: the try? chain takes $(times "$hand" "$generated") the generated code's instructions (goal at least ${goal}x)"
            flat=${counts[$case/flat-tagged]:-}
            [ -n "$flat" ] && line="$line; generated $(times "$generated" "$flat") the flat form's (goal at most 1.10x)"
            echo "$line"
        done
        for direction in decode encode; do
            generated=${counts[flattened-$direction/generated]:-}
            hand=${counts[flattened-$direction/hand-written]:-}
            if [ -n "$generated" ] && [ -n "$hand" ]; then
                echo "flattened payload beside labeled values, $direction: generated $(times "$generated" "$hand") the hand-written init(from:)/encode(to:)'s instructions"
            fi
        done
        for direction in decode encode; do
            family=${counts[family-$direction/family]:-}
            closed=${counts[family-$direction/closed-enum]:-}
            [ -n "$family" ] && [ -n "$closed" ] || continue
            goal=$([ "$direction" = decode ] && echo 1.05 || echo 1.20)
            line="family, $direction: $(times "$family" "$closed") the closed enum's instructions (goal at most ${goal}x)"
            for design in kitten-registry dynamic-registry typed-list; do
                other=${counts[family-$direction/$design]:-}
                [ -n "$other" ] && line="$line; $design $(times "$other" "$family")"
            done
            echo "$line (the registry designs as a multiple of the family's; goal: above 1)"
        done
    }
echo
# Both figures from one command: the wall clock of the same binary, for comparison.
"$binary"
