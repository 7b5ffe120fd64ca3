#!/usr/bin/env bash
# Builds WeatherKit, a library that uses the plugin, as a binary-framework vendor would: with
# library evolution and module interfaces (SwiftPM verifies each emitted .swiftinterface), then
# type-checks the FlatTagged and WeatherKit interfaces again from their text alone, and runs a
# client. Warnings are errors, except the one the platform can't avoid: on Linux, Foundation
# itself isn't built with library evolution, so every module that imports it is warned
# ("module 'FoundationEssentials' was not compiled with library evolution support"); on macOS,
# where Foundation is, that warning doesn't exist. Extra arguments go to every build (e.g.
# --scratch-path DIR).
set -euo pipefail
cd "$(dirname "$0")"
evolution=(-Xswiftc -enable-library-evolution --enable-parseable-module-interfaces)
platform_warning="was not compiled with library evolution support"

log=$(mktemp)
trap 'rm -f "$log"' EXIT
swift build "${evolution[@]}" "$@" 2>&1 | tee "$log"
if grep -E "(warning|error):" "$log" | grep -v "$platform_warning" | grep -q .; then
    echo "library evolution: warnings or errors above" >&2
    exit 1
fi

modules=$(swift build "${evolution[@]}" "$@" --show-bin-path)/Modules
cache=$(mktemp -d)
trap 'rm -rf "$log" "$cache"' EXIT
for module in FlatTagged WeatherKit; do
    interface="$modules/$module.swiftinterface"
    [ -f "$interface" ] || { echo "no module interface: $interface" >&2; exit 1; }
    swiftc -frontend -typecheck-module-from-interface "$interface" -module-name "$module" -I "$modules" \
        -module-cache-path "$cache" 2>&1 | { grep -v "$platform_warning" | grep -E "(warning|error):" && exit 1 || true; }
    echo "verified $module.swiftinterface"
done

swift run "${evolution[@]}" "$@" WeatherApp
