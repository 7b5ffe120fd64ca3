#!/usr/bin/env bash
# Builds a package whose enum has a non-Codable payload: the build must fail, and the errors
# must point at the user's lines in Broken.swift (6 and 9), not at the generated file.
set -u
cd "$(dirname "$0")"
output=$(swift build "$@" 2>&1)
status=$?
if [ $status -eq 0 ]; then
    echo "FAIL: the build succeeded although NotCodable is not Codable"
    exit 1
fi
errors=$(printf '%s\n' "$output" | grep -E ': error: ' | sort -u)
printf '%s\n' "$errors"
fail=0
for line in 6 9; do
    if ! printf '%s\n' "$errors" | grep -qE "Broken\.swift:$line:[0-9]+: error: .*NotCodable.*(Decodable|Encodable)"; then
        echo "FAIL: no error about NotCodable at Broken.swift:$line"
        fail=1
    fi
done
if printf '%s\n' "$errors" | grep -q 'FlatTagged.swift:'; then
    echo "FAIL: an error points into generated code"
    fail=1
fi
[ $fail -eq 0 ] && echo "OK: the errors point at the user's lines"
exit $fail
