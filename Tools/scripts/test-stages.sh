#!/usr/bin/env bash
# `make test`: every stage runs even after another failed, cheap checks first, so one run shows
# everything that is wrong; a summary closes the output and the exit status is 1 when any
# stage failed. Stages that need a build the run could not make are reported as skipped.
set -uo pipefail
cd "$(dirname "$0")/../.."

SWIFT=${SWIFT:-swift}
# The Makefile passes its BUILD_FLAGS, so every build shares one set of flags and reuses the others.
read -r -a BUILD_FLAGS <<<"${BUILD_FLAGS:--Xswiftc -warnings-as-errors}"
# The Makefile passes its SOURCES too: the folders `make lint` checks.
read -r -a SOURCES <<<"${SOURCES:-Package.swift Modules App Tools Tests Plugins}"

summary=()
failures=0

# stage NAME COMMAND...: runs COMMAND, records whether it passed and how long it took.
stage() {
    local name=$1
    shift
    echo "==> $name: $*"
    local start=$SECONDS
    if "$@"; then
        summary+=("passed   $name ($((SECONDS - start))s)")
        return 0
    fi
    summary+=("FAILED   $name ($((SECONDS - start))s)")
    failures=$((failures + 1))
    return 1
}

# skip NAME REASON: records a stage that could not run.
skip() {
    summary+=("skipped  $1 ($2)")
    failures=$((failures + 1))
}

stage "format" "$SWIFT" format lint --strict --recursive "${SOURCES[@]}"
stage "mutant list matches the code (mutants.py --check)" Tools/scripts/mutants.py --check

if stage "build depgraph" "$SWIFT" build --product depgraph "${BUILD_FLAGS[@]}"; then
    stage "module boundaries (depgraph lint)" "$SWIFT" run --skip-build depgraph lint
    stage "committed graphs (depgraph generated)" "$SWIFT" run --skip-build depgraph generated
    tools_built=1
else
    skip "module boundaries (depgraph lint)" "depgraph did not build"
    skip "committed graphs (depgraph generated)" "depgraph did not build"
    tools_built=0
fi

if stage "build with tests" "$SWIFT" build --build-tests "${BUILD_FLAGS[@]}"; then
    if [ "$tools_built" = 1 ]; then
        stage "public API (depgraph api)" "$SWIFT" run --skip-build depgraph api
    else
        skip "public API (depgraph api)" "depgraph did not build"
    fi
    stage "string catalogues (App strings check)" "$SWIFT" run --skip-build App strings check
    # The tests' scratch folders go to a temporary directory of this run's own, removed after it,
    # so runs do not pile folders up in the system's.
    test_tmp=$(mktemp -d "${TMPDIR:-/tmp}/make-test.XXXXXX")
    stage "tests" env TMPDIR="$test_tmp" "$SWIFT" test --skip-build
    rm -rf "$test_tmp"
    stage "bundled flows" "$SWIFT" run --skip-build App test Tools/FlowFileHost/Flows --junit .build/flows-junit.xml
    stage "accessibility audit (App audit)" "$SWIFT" run --skip-build App audit
else
    skip "public API (depgraph api)" "the build failed"
    skip "string catalogues (App strings check)" "the build failed"
    skip "tests" "the build failed"
    skip "bundled flows" "the build failed"
    skip "accessibility audit (App audit)" "the build failed"
fi

echo
echo "make test summary:"
for line in "${summary[@]}"; do echo "  $line"; done
if [ "$failures" -gt 0 ]; then
    echo "make test: $failures stage(s) failed or skipped"
    echo "after an intended change, \`make accept\` rewrites the generated files (graphs, API baselines)"
    exit 1
fi
echo "make test: every stage passed"
