#!/usr/bin/env bash
# Builds and tests the external and untagged forms' package (debug) with warnings as errors. Extra arguments go to
# both commands (e.g. --scratch-path DIR).
set -euo pipefail
cd "$(dirname "$0")"
strict=(-Xswiftc -warnings-as-errors)
swift build "${strict[@]}" "$@"
swift test "${strict[@]}" "$@"
