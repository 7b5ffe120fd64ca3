#!/usr/bin/env python3
"""Checks that the golden fixtures' expected files changed only by moved lines and renamed files.

    Scripts/check-fixture-shift.py [BASE]     (default HEAD; run at the package's root)

After comments are added to or removed from fixtures (or fixtures moved or renamed) and the
expected files re-recorded, every diagnostic below a new line names the next line number, and a
renamed fixture's file name changes: nothing else may. For each fixture under
Tests/FlatTaggedEndToEndTests/Fixtures present at BASE and now (paired by git's rename
detection, by path, or by file name):
  1. its Swift lines then and now are aligned; only comment lines may differ;
  2. its expected file at BASE is rewritten: `NAME.swift:LINE:` becomes `NEWNAME.swift:LINE2:`,
     LINE2 being where that (unchanged) line now stands, and any other NAME.swift NEWNAME.swift;
  3. the result must equal the expected file now, byte for byte.
The module lists (Fixtures/ModuleList) must not change at all. Prints the counts of changed
lines; exits 1 naming each fixture that fails.
"""
import difflib
import re
import subprocess
import sys

FIXTURES = "Tests/FlatTaggedEndToEndTests/Fixtures"


def git(*args):
    return subprocess.run(["git", *args], check=True, capture_output=True, text=True).stdout


base = sys.argv[1] if len(sys.argv) > 1 else "HEAD"
old_paths = set(git("ls-tree", "-r", "--name-only", base, FIXTURES).split())
new_paths = set(git("ls-files", "--cached", "--others", "--exclude-standard", FIXTURES).split())
renames = {}
for line in git("diff", "-M", "--name-status", base, "--", FIXTURES).splitlines():
    fields = line.split("\t")
    if fields[0].startswith("R"):
        renames[fields[2]] = fields[1]
by_name = {}
for path in old_paths:
    by_name.setdefault(path.rsplit("/", 1)[-1], []).append(path)


def old_path(new):
    """The file's path at BASE: renamed, kept, or moved under its own name; None if it is new."""
    if new in renames:
        return renames[new]
    if new in old_paths:
        return new
    same_name = by_name.get(new.rsplit("/", 1)[-1], [])
    return same_name[0] if len(same_name) == 1 else None


def old_text(path):
    return git("show", f"{base}:{path}")


failures = []
counts = {"fixtures compared": 0, "fixture lines changed": 0, "diagnostic lines moved": 0, "file names changed": 0}
for new_swift in sorted(p for p in new_paths if p.endswith(".swift")):
    new_expected = new_swift[: -len(".swift")] + ".expected"
    old_swift, old_expected = old_path(new_swift), old_path(new_expected)
    if old_swift is None or old_expected is None:
        print(f"new, nothing to compare: {new_swift}")
        continue
    old_name, new_name = old_swift.rsplit("/", 1)[-1], new_swift.rsplit("/", 1)[-1]
    old_lines = old_text(old_swift).split("\n")
    with open(new_swift) as file:
        new_lines = file.read().split("\n")
    line_now = {}
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, old_lines, new_lines, autojunk=False).get_opcodes():
        if tag == "equal":
            line_now.update({i1 + k + 1: j1 + k + 1 for k in range(i2 - i1)})
            continue
        counts["fixture lines changed"] += max(i2 - i1, j2 - j1)
        for text in old_lines[i1:i2] + new_lines[j1:j2]:
            if text.strip() and not text.strip().startswith("//"):
                failures.append(f"{new_swift}: a line that is not a comment changed: {text!r}")

    def moved(match):
        line = int(match.group(1))
        if line not in line_now:
            failures.append(f"{new_swift}: a diagnostic at line {line} of {old_name}, a line that changed")
            return match.group(0)
        return f"{new_name}:{line_now[line]}:"

    then = old_text(old_expected)
    rewritten = re.sub(re.escape(old_name) + r":(\d+):", moved, then).replace(old_name, new_name)
    with open(new_expected) as file:
        now = file.read()
    counts["fixtures compared"] += 1
    if rewritten != now:
        diff = difflib.unified_diff(rewritten.splitlines(True), now.splitlines(True), "expected", "recorded", n=0)
        failures.append(f"{new_expected}: changed by more than moved lines:\n" + "".join(list(diff)[:12]))
        continue
    for a, b in zip(then.split("\n"), now.split("\n")):
        if a != b:
            counts["diagnostic lines moved" if re.search(re.escape(old_name) + r":\d+:", a) else "file names changed"] += 1

for path in sorted(p for p in new_paths if p.startswith(FIXTURES + "/ModuleList/")):
    if old_path(path) is not None and old_text(old_path(path)) != open(path).read():
        failures.append(f"{path}: changed")

print(f"since {base}: " + ", ".join(f"{key} {value}" for key, value in counts.items()))
for failure in failures:
    print("FAIL", failure)
sys.exit(1 if failures else 0)
