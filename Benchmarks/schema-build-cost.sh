#!/usr/bin/env bash
# What `// @FlatTagged(schema)` costs a build: a package of 50 marked enums (10 files of 5: flat
# with standard types and references to the file's other enums, content with integer tags,
# external, untagged), built with and without `schema` on every marker. The runtime and the
# generator are built once first; then each build regenerates the 10 files and compiles the
# module again (the part `schema` changes), the two variants alternating so that drift in the
# machine's load falls on both. Prints the median wall clock and CPU time (user + system) of
# RUNS builds of each (default 5) and their ratio.
#
#   Benchmarks/schema-build-cost.sh            # debug
#   CONFIGURATION=release RUNS=3 Benchmarks/schema-build-cost.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
runs=${RUNS:-5}
configuration=${CONFIGURATION:-debug}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/Sources/App"
cat >"$work/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "SchemaCost",
    dependencies: [.package(path: "$root")],
    targets: [
        .target(
            name: "App", dependencies: [.product(name: "FlatTagged", package: "$(basename "$root")")],
            plugins: [.plugin(name: "FlatTaggedPlugin", package: "$(basename "$root")")])
    ]
)
MANIFEST

# Writes the 10 files, with OPTION (", schema" or "") in every enum marker.
write_sources() {
    local option=$1
    for file in $(seq 1 10); do
        cat >"$work/Sources/App/Enums$file.swift" <<SOURCE
import FlatTagged
import Foundation

// @FlatTagged(key: "kind"$option)
public enum Status$file { case active, paused(until: Date?), closed(reason: String) }

// @FlatTagged(naming: .snakeCase, labelNaming: .snakeCase$option)
public enum Event$file {
    case userCreated(userID: UUID, name: String, age: UInt8?, homepage: URL?)
    case statusChanged(Status$file, at: Double)
    // @FlatTag("msg", aliases: ["message"])
    case message(text: String, tags: [String], replies: [Event$file]?)
    case ping
}

// @FlatTagged(key: "op", content: "d"$option)
public enum Frame$file {
    // @FlatTag(0)
    case dispatch(event: Event$file, sequence: Int64)
    // @FlatTag(1)
    case heartbeat(Int?)
    // @FlatTag(2)
    case hello(interval: Int32)
}

// @FlatTagged(external$option)
public indirect enum Value$file { case s(String), n(Double), b(Bool), l([Value$file]), empty }

// @FlatTagged(untagged$option)
public enum ID$file {
    case string(String)
    case number(Int)
    // @FlatTag(when: "id")
    case object(id: Int, label: String?)
}
SOURCE
    done
}

cd "$work"
write_sources ""
swift build -c "$configuration" >/dev/null 2>&1 || swift build -c "$configuration"

# One build of the current sources: "WALL CPU" in seconds.
timed_build() {
    /usr/bin/time -f "%e %U %S" -o "$work/time" swift build -c "$configuration" >/dev/null 2>"$work/err" \
        || { cat "$work/err" >&2; exit 1; }
    awk '{ printf "%.2f %.2f\n", $1, $2 + $3 }' "$work/time"
}

plain=()
schema=()
for run in $(seq 1 "$runs"); do
    write_sources ""
    plain+=("$(timed_build)")
    write_sources ", schema"
    schema+=("$(timed_build)")
done

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
plain_wall=$(printf '%s\n' "${plain[@]}" | cut -d' ' -f1 | median)
plain_cpu=$(printf '%s\n' "${plain[@]}" | cut -d' ' -f2 | median)
schema_wall=$(printf '%s\n' "${schema[@]}" | cut -d' ' -f1 | median)
schema_cpu=$(printf '%s\n' "${schema[@]}" | cut -d' ' -f2 | median)
echo "50 enums, $configuration, $runs runs each (wall s / cpu s):"
echo "  without schema: runs ${plain[*]}"
echo "  with schema:    runs ${schema[*]}"
echo "  median without: $plain_wall / $plain_cpu"
echo "  median with:    $schema_wall / $schema_cpu"
awk -v a="$plain_wall" -v b="$schema_wall" -v c="$plain_cpu" -v d="$schema_cpu" \
    'BEGIN { printf "  with / without: wall %.3f, cpu %.3f\n", b / a, d / c }'
