#!/usr/bin/env bash
# Builds and tests the unions package (real APIs in the external and untagged forms) with
# warnings as errors, debug and release. Extra arguments go to every command (e.g. --scratch-path DIR).
set -euo pipefail
cd "$(dirname "$0")"
strict=(-Xswiftc -warnings-as-errors)
swift build "${strict[@]}" "$@"
swift test "${strict[@]}" "$@"
swift build -c release "${strict[@]}" "$@"
