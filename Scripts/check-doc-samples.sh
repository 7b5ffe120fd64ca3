#!/usr/bin/env bash
# Compiles every Swift code sample of README.md and the DocC articles as written, with the
# plugin applied. (Not with warnings as errors: a sample may show an expression's value on a line
# of its own, `feed.items`, which the compiler warns is unused.)
#
# Each ```swift block becomes main.swift of its own executable target in a scratch package
# (.build/doc-samples, kept between runs so that a second run is incremental) that depends on
# this package by path and applies FlatTaggedPlugin. `import FlatTagged` and `import Foundation`
# are put in front of every sample, so samples may leave them out. An HTML comment on the lines
# just before a block changes what happens to it (neither GitHub nor DocC shows it):
#
#   <!-- sample: skip (why) -->         not compiled: a manifest fragment, a picture of generated
#                                       code, several modules in one block. Say why.
#   <!-- sample: continues -->          appended to the previous sample of the same file, which
#                                       declares what this block uses
#   <!-- sample: given                  these hidden lines go before the block, for the names a
#   let data = Data()                   fragment uses without declaring them
#   -->
#
# Expressions in prose are compiled too: every inline code span outside the blocks (it may wrap
# across lines) that is a call of one of the runtime's types, one whose callee starts with
# `FlatTagged` (`FlatTaggedUnknown(tag: "zz", object: [:])`, `FlatTaggedValue.object([:])`), with
# arguments and no `…`, goes into one more target, `InlineExpressions`, as `_ = EXPRESSION`. A
# span that only names a function (`init(from:)`), or names the sample's own types (`Kind(tag:)`),
# is not an expression a reader can paste alone, and is left alone.
#
# Usage: Scripts/check-doc-samples.sh [FILE.md…]   (default: README.md and the DocC articles)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
if [ $# -gt 0 ]; then documents=("$@"); else documents=(README.md Sources/FlatTagged/FlatTagged.docc/*.md); fi
package=.build/doc-samples
extracted=$package/Extracted
rm -rf "$extracted"
mkdir -p "$extracted" "$package/Sources"

# One folder per sample: <document>_<n>/main.swift, and <document>_<n>/origin naming the
# document and the line the block starts on.
for document in "${documents[@]}"; do
    name=$(basename "$document" .md | tr -c 'A-Za-z0-9\n' '_')
    awk -v out="$extracted" -v name="$name" -v document="$document" '
        function flush_directive() { directive = ""; given = "" }
        /^<!-- sample: skip/ { directive = "skip"; next }
        /^<!-- sample: continues -->/ { directive = "continues"; next }
        /^<!-- sample: given/ { in_given = 1; given = ""; next }
        in_given && /^-->/ { in_given = 0; next }
        in_given { given = given $0 "\n"; next }
        /^ *```swift *$/ && !in_block {
            in_block = 1
            if (directive == "skip") { skipping = 1; flush_directive(); next }
            skipping = 0
            if (directive != "continues" || count == 0) {
                count++
                target = name "_" count
                system("mkdir -p \"" out "/" target "\"")
                file = out "/" target "/main.swift"
                printf "import FlatTagged\nimport Foundation\n" > file
                print document ":" NR + 1 > (out "/" target "/origin")
            }
            printf "// %s:%d\n%s", document, NR + 1, given >> file
            flush_directive()
            next
        }
        /^ *```/ && in_block { in_block = 0; if (!skipping) close(file); skipping = 0; next }
        in_block && !skipping { print >> file; next }
        !in_block && NF > 0 { flush_directive() }
    ' "$document"
done

# The prose's expressions: one target, each expression after a "// FILE:LINE" comment.
mkdir -p "$extracted/InlineExpressions"
python3 - "$extracted/InlineExpressions" "${documents[@]}" <<'PYTHON'
import re, sys
out, documents = sys.argv[1], sys.argv[2:]
lines = ["import FlatTagged", "import Foundation", ""]
for document in documents:
    prose, in_block = [], False
    for number, line in enumerate(open(document, encoding="utf-8"), 1):
        if re.match(r"^ *```", line):
            in_block = not in_block
            prose.append((number, ""))
        else:
            prose.append((number, "" if in_block else line.rstrip("\n")))
    # Paragraphs: spans may wrap across lines, never across a blank line.
    paragraph = []
    for number, line in prose + [(0, "")]:
        if line.strip():
            paragraph.append((number, line.strip()))
            continue
        text, starts = "", []
        for number_, part in paragraph:
            starts.append((len(text), number_))
            text += part + " "
        paragraph = []
        for match in re.finditer(r"(?<!`)`([^`]+)`(?!`)", text):
            span = match.group(1).strip()
            callee = re.match(r"^(FlatTagged[A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*)\((.*)\)$", span)
            if not callee or "…" in span or re.fullmatch(r"([A-Za-z_][A-Za-z0-9_]*:)*", callee.group(3)):
                continue
            line_number = max(n for offset, n in starts if offset <= match.start())
            lines += [f"// {document}:{line_number}", f"_ = {span}"]
open(f"{out}/main.swift", "w").write("\n".join(lines) + "\n")
open(f"{out}/origin", "w").write("inline code in the prose\n")
PYTHON

# Only what changed is replaced, so that an unchanged sample is not compiled again.
for target in $(cd "$package/Sources" && ls); do [ -d "$extracted/$target" ] || rm -rf "$package/Sources/$target"; done
for target in $(cd "$extracted" && ls); do
    mkdir -p "$package/Sources/$target"
    for file in main.swift origin; do
        cmp -s "$extracted/$target/$file" "$package/Sources/$target/$file" || cp "$extracted/$target/$file" "$package/Sources/$target/$file"
    done
done
targets=$(cd "$package/Sources" && ls)
count=$(echo "$targets" | grep -c . || true)
{
    echo '// swift-tools-version: 6.2'
    echo '// Written by Scripts/check-doc-samples.sh: one executable per documentation sample.'
    echo 'import Foundation'
    echo 'import PackageDescription'
    echo 'let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL'
    echo 'let flatTagged = root.lastPathComponent'
    echo 'let samples = ['
    for target in $targets; do echo "    \"$target\","; done
    echo ']'
    echo 'let package = Package('
    echo '    name: "DocSamples",'
    echo '    dependencies: [.package(path: root.path)],'
    echo '    targets: samples.map {'
    echo '        .executableTarget('
    echo '            name: $0,'
    echo '            dependencies: [.product(name: "FlatTagged", package: flatTagged)],'
    echo '            plugins: [.plugin(name: "FlatTaggedPlugin", package: flatTagged)]'
    echo '        )'
    echo '    },'
    echo '    swiftLanguageModes: [.v6]'
    echo ')'
} >"$package/Package.swift"

echo "doc samples: $count samples from ${#documents[@]} documents, building $package"
if ! output=$(cd "$package" && swift build 2>&1); then
    # Name each failing sample by its document and line: main.swift's "// FILE:LINE" headers.
    printf '%s\n' "$output" | grep -E 'error:' | sort -u | head -40
    for target in $targets; do
        if [ "$target" = InlineExpressions ]; then
            # Each failing expression by the line it starts on.
            for line in $(printf '%s\n' "$output" | grep -oE "Sources/InlineExpressions/main.swift:[0-9]+:[0-9]+: error" | cut -d: -f2 | sort -un); do
                echo "FAIL: the expression at $(sed -n "$((line - 1))p" "$package/Sources/$target/main.swift" | sed -e 's|^// ||') does not compile: $(sed -n "${line}p" "$package/Sources/$target/main.swift")"
            done
        elif printf '%s\n' "$output" | grep -q "Sources/$target/main.swift:[0-9]*:[0-9]*: error"; then
            echo "FAIL: the sample at $(cat "$package/Sources/$target/origin") does not compile ($package/Sources/$target/main.swift)"
        fi
    done
    exit 1
fi
echo "OK: all $count samples compile"
