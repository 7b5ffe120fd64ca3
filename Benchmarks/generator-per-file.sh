#!/usr/bin/env bash
# The generator's time per file against the number of marked enums in it: one file of N enums,
# each with a struct payload, a labeled case and an alias (as a generated OpenAPI client puts
# thousands of types in one file), through `flat-tagged generate` of a release build. Linear
# means each doubling of N at most doubles the time: the last column is that ratio. The same
# enums spread over 30 files give the time without any per-file effect, for comparison. With
# valgrind installed, the one-file run's instructions too: they repeat exactly, where wall-clock
# times on a shared machine drift (and grow a little faster than linearly with the memory touched).
#   Benchmarks/generator-per-file.sh [N…]     (default 500 1000 2000 4000)
#   SCRATCH_PATH=.build-mine Benchmarks/generator-per-file.sh   builds in a scratch path of its own
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
# Release builds compile the generator without the optimizer unless asked (Package.swift).
export FLATTAGGED_OPTIMIZE_GENERATOR=1
sizes=${*:-500 1000 2000 4000}
build=(swift build -c release --package-path "$root" --product flat-tagged ${SCRATCH_PATH:+--scratch-path "$SCRATCH_PATH"})
"${build[@]}" >/dev/null
tool=$("${build[@]}" --show-bin-path)/flat-tagged
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# `enums FIRST LAST`: the declarations of enums FIRST…LAST, one payload struct each.
enums() {
    python3 - "$1" "$2" <<'EOF'
import sys
first, last = int(sys.argv[1]), int(sys.argv[2])
for i in range(first, last + 1):
    print(f"""struct Payload{i}: Codable {{ var name: String; var count: Int }}

// @FlatTagged(key: "kind")
public enum Event{i}: Codable {{
    case created(Payload{i})
    // @FlatTag("moved", aliases: ["relocated"])
    case moved(x: Int, y: Int)
    case ping
}}
""")
EOF
}

# The best of three runs, in milliseconds: the machine is shared.
best() {
    local best="" start end ms
    for _ in 1 2 3; do
        rm -rf "$work/out"
        start=$(date +%s%N)
        "$tool" generate --output "$work/out" "$@" >/dev/null
        end=$(date +%s%N)
        ms=$(((end - start) / 1000000))
        if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then best=$ms; fi
    done
    echo "$best"
}

# Instructions of one run, or "-" without valgrind.
instructions() {
    command -v valgrind >/dev/null || { echo -; return; }
    rm -rf "$work/out"
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$tool" generate --output "$work/out" "$@" 2>&1 \
        | awk '/refs:/ { gsub(",", "", $4); print $4 }'
}
ratio() { [ -n "$2" ] && [ "$1" != - ] && python3 -c "print(f'{$1 / max($2, 1):.2f}x')" || echo -; }

echo "flat-tagged generate, one file of N marked enums (best of 3), $(date -u +%F), $(swift --version 2>&1 | head -1)"
printf '%6s %12s %12s %16s %14s %14s\n' N "one file ms" "30 files ms" "instructions" "ms / prev" "instr. / prev"
previous=""
previous_instructions=""
for n in $sizes; do
    enums 1 "$n" >"$work/One.swift"
    one=$(best "$work/One.swift")
    rm -rf "$work/split" && mkdir -p "$work/split"
    per=$(((n + 29) / 30))
    for file in $(seq 0 29); do
        first=$((file * per + 1))
        last=$(((file + 1) * per < n ? (file + 1) * per : n))
        [ "$first" -le "$last" ] && enums "$first" "$last" >"$work/split/Part$file.swift"
    done
    split=$(best "$work"/split/*.swift)
    counted=$(instructions "$work/One.swift")
    printf '%6s %12s %12s %16s %14s %14s\n' "$n" "$one" "$split" "$counted" "$(ratio "$one" "$previous")" \
        "$(ratio "$counted" "$previous_instructions")"
    previous=$one
    previous_instructions=$([ "$counted" != - ] && echo "$counted" || echo "")
done
