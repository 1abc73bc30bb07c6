#!/usr/bin/env bash
# Measures CI as it runs: clones this repository's committed HEAD into a temporary folder, runs
# .ci/run there (npm ci included, as CI does) and prints the phase table it ends with. Run it on
# a quiet machine; `KEEP=1` keeps the clone and its full log.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d /tmp/pz-ci-XXXXXX)
git clone -q "$repo" "$work/clone"
echo "clean clone of $(git -C "$repo" rev-parse --short HEAD) in $work/clone; full log: $work/ci.log"
code=0
"$work/clone/.ci/run" > "$work/ci.log" 2>&1 || code=$?
sed -n '/^==> CI phases/,$p' "$work/ci.log"
[ "${KEEP:-0}" = 1 ] || rm -rf "$work"
exit $code
