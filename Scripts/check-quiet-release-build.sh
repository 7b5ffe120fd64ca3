#!/usr/bin/env bash
# Nothing printed in users' builds: a clean release build of IntegrationTests/Downstream, a
# package that uses the plugin as a user does, prints no warning (seen: the generator's build
# settings made every release build print "warning: ignoring -num-threads argument; cannot
# multithread batch mode" four times). Extra arguments go to the build.
set -euo pipefail
cd "$(dirname "$0")/../IntegrationTests/Downstream"
rm -rf .build/release .build/*/release
if ! output=$(swift build -c release "$@" 2>&1); then
    printf '%s\n' "$output"
    echo "FAIL: the clean release build failed"
    exit 1
fi
if printf '%s\n' "$output" | grep -i "warning:"; then
    echo "FAIL: a clean release build of a package using the plugin prints the warnings above"
    exit 1
fi
echo "OK: a clean release build of a package using the plugin prints no warning"
