#!/usr/bin/env bash
# Runs by hand what ConcurrentStateWritersTests runs small, with each durability (full and
# relaxed): STATE_STRESS_PROCESSES (default 20)
# `App --state S` processes at once, each launched STATE_STRESS_LAUNCHES times (default 3) and
# going through STATE_STRESS_CYCLES login-bookmark-logout cycles a launch (default 10), while a
# reader reads S as fast as it can. Repeats RUNS times (default 15), prints each run's figures
# and their totals, and exits 1 when any read found an empty or unreadable file, any launch
# printed a notice or any process failed.
#
#   Tools/scripts/state-stress.sh
#   RUNS=3 STATE_STRESS_PROCESSES=8 Tools/scripts/state-stress.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

SWIFT=${SWIFT:-swift}
RUNS=${RUNS:-15}
export STATE_STRESS_PROCESSES=${STATE_STRESS_PROCESSES:-20}
export STATE_STRESS_LAUNCHES=${STATE_STRESS_LAUNCHES:-3}
export STATE_STRESS_CYCLES=${STATE_STRESS_CYCLES:-10}

"$SWIFT" build --build-tests -Xswiftc -warnings-as-errors -Xswiftc -enable-incremental-file-hashing
log=$(mktemp)
trap 'rm -f "$log"' EXIT
failed=0
for run in $(seq "$RUNS"); do
    if ! "$SWIFT" test --skip-build --filter ConcurrentStateWritersTests >"$log" 2>&1; then failed=1; fi
    lines=$(grep -o 'state-stress .*' "$log" || echo "state-stress none: no figures (see the test output)")
    echo "$lines" | sed "s/^state-stress /run $run, /"
    echo "$lines" >>"$log.all"
done
# Each line reads "state-stress MODE: N launches, N reads, N empty, N unreadable, N notices, N failed exits".
awk '{ mode = $2; sub(/:$/, "", mode); runs[mode]++; for (i = 3; i < NF; i += 2) { word = $(i + 1); sub(/,$/, "", word); total[mode, word] += $i } }
    END { for (mode in runs) printf "total %s over %d runs: %d launches, %d reads, %d empty, %d unreadable, %d notices, %d failed exits\n",
        mode, runs[mode], total[mode, "launches"], total[mode, "reads"], total[mode, "empty"], total[mode, "unreadable"],
        total[mode, "notices"], total[mode, "failed"] }' "$log.all"
rm -f "$log.all"
exit "$failed"
