#!/usr/bin/env bash
# Warnings that last: the generator's warnings about Warned.swift (lines 4 and 10) show on every
# build, not only the one that runs the generator: five builds in a row, a build after touching
# Warned.swift and one after editing Other.swift, another file of the module. The builds after
# the first compile nothing of Warned.swift's generated file (the plugin makes a file with
# warnings generate again, which prints them). A build with warnings as errors fails at the
# user's lines every time too: twice in a row, after touching Warned.swift and after editing
# Other.swift (the generated file repeats the warnings as #warning). Then the SchemaAcrossFiles
# target: a schema enum naming a struct of another file (see below). Extra arguments go to every
# build.
set -u
cd "$(dirname "$0")"
fail=0
other=Sources/Warned/Other.swift
original_other=$(cat "$other")
trap 'printf "%s\n" "$original_other" > "$other"' EXIT
revision=0
edit_other() { # a real edit of another file of the module
    revision=$((revision + 1))
    printf '%s\n' "$original_other" | sed "s/otherRevision = 0/otherRevision = $revision/" > "$other"
}
expect_warnings() { # $1: what the build was, $2: its output
    for pattern in "Warned\.swift:4:.*warning: text after '@FlatTagged '" "Warned\.swift:10:.*warning: '@FlatTaged' is not a FlatTagged marker"; do
        if ! printf '%s\n' "$2" | grep -qE "$pattern"; then
            echo "FAIL: $1 shows no warning matching: $pattern"
            fail=1
        fi
    done
}
build() { # $1: what the build is; prints the warnings check's failures
    local output
    output=$(swift build "${@:2}" 2>&1) || { printf '%s\n' "$output"; echo "FAIL: $1 failed"; exit 1; }
    expect_warnings "$1" "$output"
    last_output=$output
}
strict_build() { # $1: what the build is
    local output
    if output=$(LASTING_WARNINGS_STRICT=1 swift build "${@:2}" 2>&1); then
        echo "FAIL: $1 with warnings as errors succeeded"
        fail=1
    fi
    for line in 4 10; do
        if ! printf '%s\n' "$output" | grep -qE "Warned\.swift:$line:[0-9]+: error: "; then
            echo "FAIL: $1 with warnings as errors shows no error at Warned.swift:$line"
            fail=1
        fi
    done
}

# Start clean, as CI does: the first build must run the generator.
rm -rf .build
for n in 1 2 3 4 5; do
    build "build $n" "$@"
    if [ "$n" -gt 1 ] && printf '%s\n' "$last_output" | grep -qE "Compiling .*Warned"; then
        echo "FAIL: build $n compiled the module again: it should only repeat the warnings"
        fail=1
    fi
done
touch Sources/Warned/Warned.swift
build "the build after touching Warned.swift" "$@"
edit_other
build "the build after editing Other.swift" "$@"

strict_build "the first build" "$@"
strict_build "the second build" "$@"
touch Sources/Warned/Warned.swift
strict_build "the build after touching Warned.swift" "$@"
edit_other
strict_build "the build after editing Other.swift" "$@"

# Structs across files: Route.swift's schema enum names Leg, a struct of Leg.swift. The target
# builds with warnings as errors, so a warning that the generator can't read Leg fails it. An edit
# of Plain.swift, a file without structs, runs the struct summary and Plain.swift's generate,
# which change nothing: no other file is generated again and no output is rewritten. An edit of
# Leg.swift's struct changes the summary, and Route.swift's schema with it.
plain=Sources/SchemaAcrossFiles/Plain.swift
leg=Sources/SchemaAcrossFiles/Leg.swift
original_plain=$(cat "$plain")
original_leg=$(cat "$leg")
trap 'printf "%s\n" "$original_other" > "$other"; printf "%s\n" "$original_plain" > "$plain"; printf "%s\n" "$original_leg" > "$leg"' EXIT
outputs=.build/plugins/outputs/lastingwarnings/SchemaAcrossFiles/destination/FlatTaggedPlugin
schema_build() { # $1: what the build is; sets schema_output
    schema_output=$(swift build --target SchemaAcrossFiles "${@:2}" 2>&1) || {
        printf '%s\n' "$schema_output"
        echo "FAIL: $1 of SchemaAcrossFiles failed"
        fail=1
    }
}
output_times() { ls -l --time-style=+%s.%N "$outputs/Generated" "$outputs/StructSummary"; }
schema_build "the first build" "$@"
if ! grep -q 'schema.definition(Leg.self' "$outputs/Generated/Route+FlatTagged.swift" \
    || ! grep -q 'schema.value(Leg.Pace.self)' "$outputs/Generated/Route+FlatTagged.swift"; then
    echo "FAIL: Route's schema doesn't describe Leg (another file) and Leg.Pace (a name in Leg's scope)"
    fail=1
fi
before=$(output_times)
printf '%s\n' "$original_plain" | sed "s/plainRevision = 0/plainRevision = 1/" > "$plain"
schema_build "the build after editing Plain.swift" "$@"
ran=$(printf '%s\n' "$schema_output" | grep -oE "FlatTagged: generating [^ ]+" | sort | tr '\n' ' ')
if [ "$ran" != "FlatTagged: generating Plain+FlatTagged.swift " ]; then
    echo "FAIL: editing Plain.swift ran: ${ran:-no generate command} (expected only Plain's)"
    fail=1
fi
if [ "$before" != "$(output_times)" ]; then
    echo "FAIL: editing Plain.swift rewrote a generated file or the struct summary:"
    diff <(printf '%s\n' "$before") <(output_times)
    fail=1
fi
printf '%s\n' "$original_leg" | sed "s/    var from: String/    var from: String\n    var to: String?/" > "$leg"
schema_build "the build after editing Leg.swift's struct" "$@"
if ! grep -qF '["to",{"optional":"string"}]' "$outputs/Generated/Route+FlatTagged.swift"; then
    echo "FAIL: Route's schema doesn't describe the property added to Leg"
    fail=1
fi

[ $fail -eq 0 ] && echo "OK: the warnings show on every build and fail every build with warnings as errors at the user's lines; a schema reads the structs of other files, and an edit without structs generates nothing again"
exit $fail
