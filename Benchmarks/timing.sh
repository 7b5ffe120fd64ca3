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
format() {
    local value=$1 sign=''
    if [ "$value" -lt 0 ]; then sign=- value=$((-value)); fi
    printf '%s%d.%d' "$sign" $((value / 1000)) $(((value % 1000) / 100))
}
# `signed MS`: `format` with a sign, for differences.
signed() { if [ "$1" -ge 0 ]; then printf '+%s' "$(format "$1")"; else format "$1"; fi; }
