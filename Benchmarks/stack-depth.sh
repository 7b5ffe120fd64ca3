#!/usr/bin/env bash
# The stack sweep: every depth from 2 to 512 of every subject of the promise suite (each shape),
# decoding and encoding, on threads with 512 KB (Apple platforms' secondary threads, Dispatch's
# workers, Swift concurrency's cooperative pool), 640 KB, 768 KB and 1 MB of stack, in a debug
# and a release build. Each cell (configuration, stack, subject, direction) runs in a child
# process that goes through the depths in turn and prints a line as each ends
# (StackSweep.swift); a crash (a signal) is recorded at the depth after the last line, and a new
# child goes on from the next depth. A depth must decode (or encode) or throw FlatTagged's depth
# error; any other error or a crash fails the sweep (exit status 1). A `failing` shape
# (`flat:failing`, `value:arrays+failing`) has an innermost value that fails to decode: there a
# depth must throw a DecodingError, and only decoding is swept.
#
# Per cell: the deepest depth that worked, the first that threw the depth error, and every
# depth that crashed or threw anything else.
#   Benchmarks/stack-depth.sh [release|debug|both] [SUBJECT[:SHAPE]…]   (default: both, every subject)
#   STACKS="512 640" FROM=2 TO=512 STRIDE=1 Benchmarks/stack-depth.sh …  (the defaults: every stack, every depth)
#   JOBS=2 Benchmarks/stack-depth.sh …   cells run at once (default: the number of processors)
#   SCRATCH_PATH=.build-mine Benchmarks/stack-depth.sh   builds in a scratch path of its own
set -uo pipefail
cd "$(dirname "$0")"
configurations=${1:-both}
shift || true
[ "$configurations" = both ] && configurations="debug release"
subjects=("$@")
[ ${#subjects[@]} -gt 0 ] || subjects=(flat content external:payload external:bare external:empty integer-tags family
    untagged:arrays untagged:objects untagged:mixed value:arrays value:objects value:mixed
    unknown:arrays unknown:objects unknown:mixed
    flat:failing content:failing external:failing integer-tags:failing family:failing
    untagged:arrays+failing untagged:objects+failing value:arrays+failing value:objects+failing
    unknown:objects+failing
    rest-flat rest-content rest-external rest-untagged
    rest-flat:failing rest-content:failing rest-external:failing rest-untagged:failing)
stacks=(${STACKS:-512 640 768 1024})
from=${FROM:-2}
to=${TO:-512}
step=${STRIDE:-1}
jobs_max=${JOBS:-$(nproc 2>/dev/null || echo 2)}
results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT
started=$SECONDS

# Runs one cell from depth $from, a new child after each crash; prints its summary line.
cell() {
    local binary=$1 configuration=$2 stack=$3 entry=$4 direction=$5
    local subject=${entry%%:*} shape=mixed start=$from
    [[ $entry == *:* ]] && shape=${entry#*:}
    local deepest=- first_thrown=- bad=() output status last
    while [ "$start" -le "$to" ]; do
        output=$("$binary" --promises --sweep "$direction" --subject "$subject" --shape "$shape" \
            --stack-kb "$stack" --from "$start" --to "$to" --stride "$step" 2>/dev/null)
        status=$?
        last=$((start - step))
        while read -r word depth outcome rest; do
            [ "$word" = sweep ] || continue
            last=$depth
            case "$outcome" in
                ok) deepest=$depth ;;
                depth) [ "$first_thrown" = - ] && first_thrown=$depth ;;
                limit) ;;  # the coder's own limit of nesting (JSONEncoder's), not FlatTagged's
                threw) [[ $shape == *failing* ]] && deepest=$depth || bad+=("$depth:threw") ;;
                *) bad+=("$depth:error") ;;
            esac
        done <<<"$output"
        if [ "$status" -ge 128 ]; then
            bad+=("$((last + step)):crash")
            start=$((last + 2 * step))
        elif [ "$status" -ne 0 ]; then
            bad+=("$((last + step)):exit$status")
            start=$((last + 2 * step))
        else
            break
        fi
    done
    local verdict=ok
    [ ${#bad[@]} -gt 0 ] && verdict="FAIL ${bad[*]}"
    printf '%-8s %5s %-16s %-7s %8s %8s  %s\n' "$configuration" "${stack}K" "$entry" "$direction" "$deepest" \
        "$first_thrown" "$verdict"
}

echo "stack sweep, depths $from…$to (stride $step), $(date +%F), $(swift --version 2>&1 | head -1)"
printf '%-8s %6s %-16s %-7s %8s %8s  %s\n' build stack subject dir deepest "throws" "crashes and other errors"
for configuration in $configurations; do
    build=(swift build -c "$configuration" ${SCRATCH_PATH:+--scratch-path "$SCRATCH_PATH"})
    "${build[@]}" >/dev/null || exit 1
    binary=$("${build[@]}" --show-bin-path)/FlatTaggedBenchmarks
    # Cells run $jobs_max at a time, each writing its line to a file of its own, printed in order.
    count=0
    for stack in "${stacks[@]}"; do
        for entry in "${subjects[@]}"; do
            for direction in decode encode; do
                [[ $entry == *failing* && $direction == encode ]] && continue
                count=$((count + 1))
                cell "$binary" "$configuration" "$stack" "$entry" "$direction" >"$results/$configuration-$(printf %04d $count)" &
                while [ "$(jobs -rp | wc -l)" -ge "$jobs_max" ]; do wait -n; done
            done
        done
    done
    wait
    cat "$results/$configuration"-*
done
failed=0
cat "$results"/* | grep -q FAIL && failed=1
echo "($((SECONDS - started)) s; deepest: the deepest depth that worked (for a failing shape: that threw its"
echo " own error); throws: the first that threw the depth error)"
exit $failed
