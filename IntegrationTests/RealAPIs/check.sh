#!/usr/bin/env bash
# Builds and tests the real-API package (debug) with warnings as errors: Discord, GeoJSON and a
# Stripe-like event, decoding and re-encoding the JSON their specifications publish. Extra
# arguments go to both commands (e.g. --scratch-path DIR).
set -euo pipefail
cd "$(dirname "$0")"
strict=(-Xswiftc -warnings-as-errors)
swift build "${strict[@]}" "$@"
swift test "${strict[@]}" "$@"
