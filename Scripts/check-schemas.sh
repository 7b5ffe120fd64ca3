#!/usr/bin/env bash
# Validates the generated JSON Schemas of Tests/FlatTaggedTests/Schema/SchemaFixtures.swift with
# an independent implementation: Python's `jsonschema` from PyPI, installed into a virtual
# environment as a test tool only (the package itself stays dependency-free).
#
#   1. `SchemaTests` writes every fixture enum's schemas and instances (FLATTAGGED_SCHEMA_OUT);
#   2. Scripts/validate-schemas.py checks them (what it checks: its docstring), and that
#      `flat-tagged schema` prints the same schemas from the fixtures' source.
#
# Usage: Scripts/check-schemas.sh [swift build arguments]
# The environment lives in $FLATTAGGED_SCHEMA_VENV, by default ${TMPDIR:-/tmp}/flattagged-schema-venv.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

venv=${FLATTAGGED_SCHEMA_VENV:-${TMPDIR:-/tmp}/flattagged-schema-venv}
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import jsonschema" 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check "jsonschema>=4.18,<5"
fi

corpus=$(mktemp "${TMPDIR:-/tmp}/flattagged-schema-corpus.XXXXXX")
trap 'rm -f "$corpus"' EXIT
swift build --build-tests "$@"
FLATTAGGED_SCHEMA_OUT="$corpus" swift test --skip-build --filter 'SchemaTests' "$@"
[ -s "$corpus" ] || { echo "check-schemas: SchemaTests wrote no corpus" >&2; exit 1; }
# The fixtures' sources: a schema enum may name a struct of another of them.
sources=(Tests/FlatTaggedTests/Schema/Schema{Fixtures,StructFixtures,AcrossFilesFixtures,AcrossFilesStructs}.swift)
FLATTAGGED_TOOL="$(swift build --show-bin-path "$@")/flat-tagged" \
    FLATTAGGED_SCHEMA_SOURCES="$(IFS=:; echo "${sources[*]}")" \
    "$venv/bin/python" Scripts/validate-schemas.py "$corpus"
