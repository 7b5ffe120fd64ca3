#!/usr/bin/env bash
# Checks that the runtime module's API is what Documentation/API records, so that it changes
# only on purpose:
#
#   Documentation/API/FlatTagged.public.txt   the public API a user's code sees
#   Documentation/API/FlatTagged.spi.txt      the `@_spi(FlatTaggedGenerated)` API that generated
#                                             code calls (generated code in users' packages
#                                             depends on it, so it is recorded too)
#
# How: `swift build --target FlatTagged`, then `swift symbolgraph-extract` (public symbols and
# their SPI flags, synthesized members left out), then one line per declaration:
#
#   PATH | DECLARATION                          a type, member, operator or extension member
#   PATH | conforms to PROTOCOL [where ...]     a conformance of a type of the module
#
# sorted, without file paths, USRs or doc comments (python3 does the normalizing). Any difference from the record is printed
# as a diff and fails the script. The record is made by the toolchain CI uses; another
# toolchain may spell a declaration differently.
#
# Usage:
#   Scripts/check-public-api.sh [swift build arguments]            compare with the record
#   Scripts/check-public-api.sh --update [swift build arguments]   re-record (review the diff)
#
# From the first release tag on, CI also runs
# `swift package diagnose-api-breaking-changes <last tag> --products FlatTagged`, which
# compares with the last release itself (CONTRIBUTING.md, "Releases").
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

update=0
if [ "${1:-}" = "--update" ]; then
    update=1
    shift
fi
record=Documentation/API

# The symbol graph marks SPI symbols without naming their group: the record's SPI file holds
# the one group generated code uses, so the module must have no other.
if grep -rhoE '@_spi\([A-Za-z_]+\)' Sources/FlatTagged | grep -v '@_spi(FlatTaggedGenerated)'; then
    echo "FAIL: Sources/FlatTagged declares an SPI group other than FlatTaggedGenerated (above)."
    exit 1
fi

swift build --target FlatTagged "$@"
bin=$(swift build --show-bin-path "$@")
modules="$bin/Modules"
[ -d "$modules" ] || modules="$bin"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sdk=()
if command -v xcrun >/dev/null 2>&1; then sdk=(-sdk "$(xcrun --show-sdk-path --sdk macosx)"); fi
mkdir "$work/graphs"
swift symbolgraph-extract -module-name FlatTagged -I "$modules" "${sdk[@]}" \
    -minimum-access-level public -include-spi-symbols -skip-synthesized-members \
    -output-dir "$work/graphs"

python3 - "$work/graphs" "$work" <<'EOF'
import glob, json, os, sys

graphs, out = sys.argv[1], sys.argv[2]

def text(fragments):
    return "".join(f["spelling"] for f in fragments or [])

# Implied by every declaration, and listed by recent compilers only: left out of the record.
implicit = {"Swift.SendableMetatype", "Swift.Copyable", "Swift.Escapable", "Copyable", "Escapable"}

def constraints(items):
    return ", ".join(f'{c["lhs"]}{" == " if c["kind"] == "sameType" else ": "}{c["rhs"]}'
                     for c in items or [] if c["rhs"] not in implicit)

symbols, lines = {}, {"public": set(), "spi": set()}
documents = [json.load(open(path)) for path in sorted(glob.glob(os.path.join(graphs, "*.symbols.json")))]
for document in documents:
    for symbol in document["symbols"]:
        path = ".".join(symbol["pathComponents"])
        group = "spi" if symbol.get("spi") else "public"
        symbols[symbol["identifier"]["precise"]] = (path, group)
        declaration = text(symbol.get("declarationFragments"))
        where = constraints(symbol.get("swiftExtension", {}).get("constraints"))
        if where and f"where {where}" not in declaration:
            declaration += f" (in an extension where {where})"
        for availability in symbol.get("availability", []):
            details = [k for k in ("isUnconditionallyDeprecated", "isUnconditionallyUnavailable") if availability.get(k)]
            details += [f'{k}: {".".join(str(availability[k][p]) for p in ("major", "minor", "patch") if p in availability[k])}'
                        for k in ("introduced", "deprecated", "obsoleted") if k in availability]
            details += [f'{k}: "{availability[k]}"' for k in ("message", "renamed") if k in availability]
            declaration += f' @available({", ".join([availability.get("domain", "*")] + details)})'
        lines[group].add(f"{path} | {declaration}")
for document in documents:
    for relationship in document["relationships"]:
        if relationship["kind"] != "conformsTo" or relationship["source"] not in symbols:
            continue
        path, group = symbols[relationship["source"]]
        target = symbols.get(relationship["target"], (relationship.get("targetFallback", relationship["target"]), None))[0]
        if target in implicit:
            continue
        line = f"{path} | conforms to {target}"
        where = constraints(relationship.get("swiftConstraints"))
        lines[group].add(line + (f" where {where}" if where else ""))
headers = {
    "public": "The public API of the FlatTagged module, without its SPI",
    "spi": "The @_spi(FlatTaggedGenerated) API of the FlatTagged module, which generated code calls",
}
for group, found in lines.items():
    with open(os.path.join(out, f"FlatTagged.{group}.txt"), "w") as file:
        file.write(f"# {headers[group]}: one declaration or conformance per line, sorted.\n")
        file.write("# Checked by Scripts/check-public-api.sh; re-record with Scripts/check-public-api.sh --update.\n")
        file.write("".join(line + "\n" for line in sorted(found)))
EOF

if [ "$update" = 1 ]; then
    mkdir -p "$record"
    cp "$work/FlatTagged.public.txt" "$work/FlatTagged.spi.txt" "$record/"
    echo "Recorded the public and SPI API in $record; review the change with: git diff $record"
    exit 0
fi

status=0
for group in public spi; do
    if ! diff -u --label "$record/FlatTagged.$group.txt (recorded)" --label "FlatTagged.$group (built)" \
        "$record/FlatTagged.$group.txt" "$work/FlatTagged.$group.txt"; then
        status=1
    fi
done
if [ "$status" != 0 ]; then
    echo "FAIL: the FlatTagged module's API differs from the record (lines above: - recorded, + built)."
    echo "If the change is intended, re-record with Scripts/check-public-api.sh --update, commit the"
    echo "record with the change, and add a CHANGELOG.md entry (a removed or changed line breaks users)."
    exit 1
fi
echo "OK: the FlatTagged module's public and SPI API are as recorded in $record"
