#!/usr/bin/env bash
# Builds the generator's command line, `flat-tagged`, as a SwiftPM artifact bundle for this host:
# what a package would name in a `.binaryTarget` so that users' builds run a prebuilt generator
# instead of compiling it (Benchmarks/build-cost.sh measures what that saves). Nothing it builds
# is committed: shipping it is release work (see the performance article).
#
#   Scripts/build-artifact-bundle.sh              writes .build-artifacts/flat-tagged.artifactbundle.zip
#   Scripts/build-artifact-bundle.sh --output DIR
#
# The binary is optimized and links the Swift standard library and Foundation statically
# (`--static-swift-stdlib`), so it runs on a machine without a Swift toolchain of the same
# version; it still needs the host's C library. The bundle's `info.json` names the host's triple
# (`swift -print-target-info`), and the script prints the zip's checksum as
# `swift package compute-checksum` gives it, which a `.binaryTarget(url:checksum:)` needs.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
output="$root/.build-artifacts"
while [ $# -gt 0 ]; do
    case "$1" in
    --output) output=$2; shift 2 ;;
    -h | --help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "usage: $0 [--output DIR]" >&2; exit 2 ;;
    esac
done
mkdir -p "$output"
output=$(cd "$output" && pwd)

triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["unversionedTriple"])')
version=$(git -C "$root" describe --tags --always 2>/dev/null || echo 0.0.0)
scratch="$root/.build-artifacts/build"

echo "building flat-tagged for $triple (release, static Swift runtime)" >&2
(cd "$root" && FLATTAGGED_OPTIMIZE_GENERATOR=1 swift build -c release --product flat-tagged \
    --static-swift-stdlib --scratch-path "$scratch" >&2)
binary="$scratch/release/flat-tagged"

bundle="$output/flat-tagged.artifactbundle"
variant="flat-tagged-$triple"
rm -rf "$bundle" "$output/flat-tagged.artifactbundle.zip"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/flat-tagged"
strip "$bundle/$variant/bin/flat-tagged" 2>/dev/null || true
cp "$root/LICENSE" "$bundle/" 2>/dev/null || true
cat >"$bundle/info.json" <<EOF
{
  "schemaVersion": "1.0",
  "artifacts": {
    "flat-tagged": {
      "type": "executable",
      "version": "$version",
      "variants": [
        { "path": "$variant/bin/flat-tagged", "supportedTriples": ["$triple"] }
      ]
    }
  }
}
EOF
(cd "$output" && python3 - flat-tagged.artifactbundle <<'EOF'
import os, sys, zipfile
# A zip with stored permissions (the executable bit), entries in a fixed order.
folder = sys.argv[1]
with zipfile.ZipFile(folder + ".zip", "w", zipfile.ZIP_DEFLATED) as archive:
    for directory, folders, files in sorted(os.walk(folder)):
        folders.sort()
        for name in sorted(files):
            path = os.path.join(directory, name)
            info = zipfile.ZipInfo.from_file(path, path)
            info.date_time = (2000, 1, 1, 0, 0, 0)
            with open(path, "rb") as source:
                archive.writestr(info, source.read(), zipfile.ZIP_DEFLATED)
EOF
)
checksum=$(cd "$root" && swift package compute-checksum "$output/flat-tagged.artifactbundle.zip")
size=$(du -k "$bundle/$variant/bin/flat-tagged" | cut -f1)
zipsize=$(du -k "$output/flat-tagged.artifactbundle.zip" | cut -f1)
echo "bundle:   $bundle (flat-tagged: $size KiB stripped)"
echo "zip:      $output/flat-tagged.artifactbundle.zip ($zipsize KiB)"
echo "triple:   $triple"
echo "checksum: $checksum"
