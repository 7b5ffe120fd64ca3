#!/usr/bin/env bash
# Checks the manifest that Swift 6.1 reads, Package@swift-6.1.swift, without a 6.1 toolchain:
#   1. it must declare the same package as Package.swift, which differs only by the generator's
#      release-build settings (`generatorSettings`) and its tools version;
#   2. a copy of the working tree whose Package.swift is replaced by it must build and pass the
#      tests (the command in the README, without the corpus suites), warnings as errors.
# Usage: Scripts/check-swift61-manifest.sh [extra swift build/test arguments]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

# Package.swift without comments, its tools version and the generator settings.
normalize() {
    sed -e '/^ *\/\//d' \
        -e '/^let generatorSettings/,/^$/d' \
        -e 's/, swiftSettings: generatorSettings//' "$1" | sed -e '/^$/d'
}
if ! diff <(normalize Package.swift) <(normalize Package@swift-6.1.swift); then
    echo "FAIL: Package@swift-6.1.swift and Package.swift declare different packages (lines above: < Package.swift, > Package@swift-6.1.swift)"
    exit 1
fi
echo "OK: Package@swift-6.1.swift declares the same package as Package.swift, without the generator settings"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git ls-files -z --cached --others --exclude-standard | xargs -0 tar -c -f - 2>/dev/null | tar -x -C "$work"
mv "$work/Package@swift-6.1.swift" "$work/Package.swift"
head -1 "$work/Package.swift"
cd "$work"
swift build -Xswiftc -warnings-as-errors "$@"
swift test -Xswiftc -warnings-as-errors "$@"
echo "OK: the package builds and passes its tests with the Swift 6.1 manifest"
