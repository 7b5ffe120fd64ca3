#!/usr/bin/env bash
# Warnings that last: the generator's warnings about Warned.swift (lines 4 and 10) show on the
# build that runs the generator and again on the next build, where nothing changed (the plugin
# makes a file with warnings generate again on every build), and fail a build with warnings as
# errors at the user's lines (the generated file repeats them as #warning). Extra arguments go
# to every build.
set -u
cd "$(dirname "$0")"
fail=0
expect_warnings() { # $1: what the build was, $2: its output
    for pattern in "Warned\.swift:4:.*warning: text after '@FlatTagged '" "Warned\.swift:10:.*warning: '@FlatTaged' is not a FlatTagged marker"; do
        if ! printf '%s\n' "$2" | grep -qE "$pattern"; then
            echo "FAIL: $1 shows no warning matching: $pattern"
            fail=1
        fi
    done
}

# Start clean, as CI does: the first build must run the generator.
rm -rf .build
first=$(swift build "$@" 2>&1) || { printf '%s\n' "$first"; echo "FAIL: the first build failed"; exit 1; }
expect_warnings "the first build" "$first"
second=$(swift build "$@" 2>&1) || { printf '%s\n' "$second"; echo "FAIL: the second build failed"; exit 1; }
expect_warnings "the second build" "$second"
if printf '%s\n' "$second" | grep -q "Compiling Warned"; then
    echo "FAIL: the second build compiled Warned again: it should only repeat the warnings"
    fail=1
fi

strict=$(LASTING_WARNINGS_STRICT=1 swift build "$@" 2>&1)
if [ $? -eq 0 ]; then
    echo "FAIL: the build with warnings as errors succeeded"
    fail=1
fi
for line in 4 10; do
    if ! printf '%s\n' "$strict" | grep -qE "Warned\.swift:$line:[0-9]+: error: "; then
        echo "FAIL: with warnings as errors, no error at Warned.swift:$line"
        fail=1
    fi
done
[ $fail -eq 0 ] && echo "OK: the warnings show on every build and fail warnings as errors at the user's lines"
exit $fail
