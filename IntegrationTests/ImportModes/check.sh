#!/usr/bin/env bash
# Generated code builds in every import mode: the package's two targets (InternalImportsByDefault;
# explicit public and internal imports) with warnings as errors, in the Swift 6 and Swift 5
# language modes. Extra arguments go to every build.
set -u
cd "$(dirname "$0")"
fail=0
rm -rf .build
for mode in 6 5; do
    if [ "$mode" = 5 ]; then export IMPORT_MODES_SWIFT_5=1; fi
    if output=$(swift build -Xswiftc -warnings-as-errors "$@" 2>&1); then
        echo "OK: Swift $mode mode builds with warnings as errors"
    else
        printf '%s\n' "$output" | grep -E "error|warning" | head -40
        echo "FAIL: Swift $mode mode doesn't build with warnings as errors"
        fail=1
    fi
done
[ $fail -eq 0 ] && echo "OK: generated code builds in every import mode"
exit $fail
