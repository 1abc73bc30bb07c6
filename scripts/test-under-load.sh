#!/usr/bin/env bash
# Proves the suite does not depend on how busy the machine is: keeps every CPU busy with another
# process (stress-ng from Debian, or a busy loop in Node when it is missing) and runs everything CI
# runs — `npm test`, then the API against PostgreSQL + Redis — RUNS times in a row (default 3),
# printing each run's phase table and verdict. Exits 1 if any run failed.
#   scripts/test-under-load.sh [RUNS]     LOAD_CPUS=n sets how many CPUs the load keeps busy (default: all)
set -uo pipefail
cd "$(dirname "$0")/.."
export REQUIRE_SERVICES=1
runs=${1:-3}
cpus=${LOAD_CPUS:-$(nproc)}
if command -v stress-ng >/dev/null; then
  stress-ng --cpu "$cpus" --quiet &
else
  for _ in $(seq "$cpus"); do node -e 'for (;;) {}' & done
fi
trap 'kill $(jobs -p) 2>/dev/null' EXIT
echo "load: $cpus busy CPU(s) of $(nproc)"
failed=0
for run in $(seq "$runs"); do
  times=$(mktemp)
  started=$(date +%s)
  TEST_TIMES_FILE=$times npm test > "/tmp/test-under-load-$run.log" 2>&1
  code=$?
  if [ $code = 0 ]; then
    begun=$(date +%s)
    REQUIRE_SERVICES=1 npm run test:api:pg >> "/tmp/test-under-load-$run.log" 2>&1
    code=$?
    printf 'API against PostgreSQL + Redis\t%s\t%s\n' "$(( $(date +%s) - begun ))" "$([ $code = 0 ] && echo passed || echo FAILED)" >> "$times"
  fi
  echo "==> run $run of $runs: $([ $code = 0 ] && echo passed || echo FAILED) in $(( $(date +%s) - started )) s (log: /tmp/test-under-load-$run.log)"
  awk -F'\t' '{ printf "    %-40s %5d s  %s\n", $1, $2, $3 }' "$times"
  rm -f "$times"
  [ $code = 0 ] || failed=1
done
exit $failed
