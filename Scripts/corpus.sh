#!/usr/bin/env bash
# Extracts the Swift files of the local package mirrors into a cache folder and prints the
# folder. The mirrors' folder is the one git's `url.<folder>.insteadOf https://github.com/`
# setting names; each mirror is a bare repository, read at its newest tag with `git archive`.
# Nothing extracted is ever committed: the cache lives under .build/ (ignored by git).
#
#   Scripts/corpus.sh [CACHE]   prints CACHE (default: .build/corpus) or exits 3 with a
#                               message when there are no mirrors on this machine.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cache=${1:-$root/.build/corpus}

mirrors=$(git config --get-regexp '^url\..*\.insteadof$' 2>/dev/null \
    | awk '$2 == "https://github.com/" { print $1 }' | sed -E 's/^url\.(.*)\.insteadof$/\1/' | head -1)
mirrors=${mirrors%/}
if [ -z "$mirrors" ] || [ ! -d "$mirrors" ]; then
    echo "no package mirrors: git config names no url.<folder>.insteadOf https://github.com/" >&2
    exit 3
fi

mkdir -p "$cache"
for repository in "$mirrors"/*/*.git; do
    [ -d "$repository" ] || continue
    name=${repository#"$mirrors"/}
    name=${name%.git}
    tag=$(git -C "$repository" tag --sort=-v:refname 2>/dev/null | head -1)
    [ -n "$tag" ] || continue
    destination="$cache/$name"
    if [ -f "$destination/.tag" ] && [ "$(cat "$destination/.tag")" = "$tag" ]; then
        continue
    fi
    rm -rf "$destination"
    mkdir -p "$destination"
    git -C "$repository" archive --format=tar "$tag" | tar -x -C "$destination" --wildcards '*.swift' 2>/dev/null || true
    echo "$tag" > "$destination/.tag"
done
echo "$cache"
