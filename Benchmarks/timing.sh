# Shared by the build-cost scripts: `milliseconds COMMAND…` runs a command quietly and prints its
# wall-clock time in milliseconds (stopping the script if it fails); `format MS` prints seconds
# with one decimal.
milliseconds() {
    local start end
    start=$(date +%s%N)
    "$@" >/dev/null 2>&1 || { echo "failed: $*" >&2; exit 1; }
    end=$(date +%s%N)
    echo $(((end - start) / 1000000))
}
format() { printf '%d.%d' $(($1 / 1000)) $((($1 % 1000) / 100)); }
