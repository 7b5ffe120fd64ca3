#!/usr/bin/env bash
# Builds and tests the rest-and-schema package (debug) with warnings as errors, then validates
# every schema and instance its tests write with an independent JSON Schema validator (Python's
# `jsonschema`, in the venv Scripts/check-schemas.sh makes). Extra arguments go to the swift
# commands (e.g. --scratch-path DIR).
set -euo pipefail
cd "$(dirname "$0")"
strict=(-Xswiftc -warnings-as-errors)
swift build --build-tests "${strict[@]}" "$@"
venv=${FLATTAGGED_SCHEMA_VENV:-${TMPDIR:-/tmp}/flattagged-schema-venv}
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import jsonschema" 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check "jsonschema>=4.18,<5"
fi
corpus=$(mktemp "${TMPDIR:-/tmp}/rest-and-schema-corpus.XXXXXX")
trap 'rm -f "$corpus"' EXIT
RESTANDSCHEMA_SCHEMA_OUT="$corpus" swift test --skip-build "${strict[@]}" "$@"
"$venv/bin/python" validate.py "$corpus"
