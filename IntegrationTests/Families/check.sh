#!/usr/bin/env bash
# Builds and tests the families package with warnings as errors, debug and release,
# and runs its app. Extra arguments go to every command (e.g. --scratch-path DIR).
set -euo pipefail
cd "$(dirname "$0")"
strict=(-Xswiftc -warnings-as-errors)
swift build "${strict[@]}" "$@"
swift test "${strict[@]}" "$@"
swift run "$@" ZooApp
swift build -c release "${strict[@]}" "$@"
