#!/usr/bin/env bash
# Issue 12's plugin requirements, measured with `swift build -v` on this package:
#  (a) a `// @FlatTag` type added to a feature file decodes after a rebuild, with no change to the app;
#  (b) an edit of a file without markers in a feature module regenerates nothing and compiles
#      nothing downstream.
# Prints the generator runs and compiled files of each rebuild, then restores the sources.
# Extra arguments go to every build (e.g. --scratch-path DIR).
set -euo pipefail
cd "$(dirname "$0")"
kennel=Sources/FeatureDogs/Kennel.swift
dogs=Sources/FeatureDogs/Dogs.swift
cp "$kennel" /tmp/families-kennel.swift.bak
cp "$dogs" /tmp/families-dogs.swift.bak
restore() {
    cp /tmp/families-kennel.swift.bak "$kennel"
    cp /tmp/families-dogs.swift.bak "$dogs"
}
trap restore EXIT

# Counts, from a `swift build -v` log: generator runs per subcommand, and the files compiled per
# module (`-primary-file` arguments of the compile jobs; the manifest and the plugin itself, which
# SwiftPM compiles on its own, are left out).
count() {
    local log=$1
    echo "  flat-tagged generate runs:    $(grep -cE 'flat-tagged(-tool)? generate ' "$log" || true)"
    echo "  flat-tagged module-list runs: $(grep -cE 'flat-tagged(-tool)? module-list ' "$log" || true)"
    echo "  files compiled, per module (none: nothing):"
    grep -E 'swift-frontend -frontend -c ' "$log" \
        | awk '{ n = gsub(/ -primary-file /, "&"); match($0, / -module-name [A-Za-z_]+/);
                 m = substr($0, RSTART + 14, RLENGTH - 14); if (m != "main" && m != "FlatTaggedPlugin") files[m] += n }
               END { for (m in files) printf "    %s: %d\n", m, files[m] }' | sort
    echo "  modules emitted: $(grep -oE 'swiftc -module-name [A-Za-z_]+' "$log" | awk '{ print $3 }' | sort | tr '\n' ' ')"
    echo "  executables linked: $(grep -E '^[^ ]*swiftc .* -emit-executable' "$log" | grep -oE ' -o [^ ]+' | awk -F/ '{ print $NF }' | tr '\n' ' ')"
}

swift build "$@" > /dev/null
echo "(b) an edit of $kennel, a file without markers:"
printf '\n// edited %s\n' "$(date +%s%N)" >> "$kennel"
swift build -v "$@" > /tmp/families-b.log 2>&1
count /tmp/families-b.log

echo "(b') a second, identical build:"
swift build -v "$@" > /tmp/families-b2.log 2>&1
count /tmp/families-b2.log

echo "(b'') an edit of $dogs, a file with markers, that changes no marked declaration:"
printf '\n// edited %s\n' "$(date +%s%N)" >> "$dogs"
swift build -v "$@" > /tmp/families-b3.log 2>&1
count /tmp/families-b3.log
cp /tmp/families-dogs.swift.bak "$dogs"
swift build "$@" > /dev/null

echo "(a) a // @FlatTag type added to $dogs, no change to the app:"
printf '\n// @FlatTag("wolfdog")\nstruct Wolfdog: Animal { var name: String }\n' >> "$dogs"
swift build -v "$@" > /tmp/families-a.log 2>&1
count /tmp/families-a.log
output=$(swift run "$@" ZooApp '[{"kind":"wolfdog","name":"Akela"}]' 2>/dev/null | head -1)
echo "  ZooApp decodes: $output"
[ "$output" = "Wolfdog: Akela" ]
