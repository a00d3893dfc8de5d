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
advice=()
failures=0
# Each stage's output, kept to say what can fix a failure once every stage has run.
logs=.build/test-stages
rm -rf "$logs"
mkdir -p "$logs"

# stage NAME COMMAND...: runs COMMAND, records whether it passed and how long it took, and on a
# failure what can fix it (advise_on_failure).
stage() {
    local name=$1
    shift
    echo "==> $name: $*"
    local start=$SECONDS
    local log
    log="$logs/$(echo "$name" | tr -c 'A-Za-z0-9\n' '-' | cut -c1-40).log"
    if "$@" 2>&1 | tee "$log"; then
        summary+=("passed   $name ($((SECONDS - start))s)")
        return 0
    fi
    summary+=("FAILED   $name ($((SECONDS - start))s)")
    failures=$((failures + 1))
    advise_on_failure "$name" "$log"
    return 1
}

# advise_on_failure NAME LOG: what can fix the failure of stage NAME, read from its output. Only
# recorded output that changed on purpose is a case for `make accept`.
advise_on_failure() {
    local name=$1 log=$2
    case "$name" in
    format) advice+=("format: \`make format\` rewrites the sources in the committed style") ;;
    mutant*) advice+=("mutant list: the lines above name each mutant whose code moved or changed; \`python3 Tools/scripts/mutants.py --update-lines\` follows code that only moved") ;;
    build*) advice+=("$name: the compiler's errors are above; nothing to accept") ;;
    "module boundaries"*) advice+=("module boundaries: an import crosses a layer; Tools/module-rules.json says what each layer may use; nothing to accept") ;;
    "committed graphs"*) advice+=("committed graphs: after an intended change to the modules or their dependencies, \`make accept\` rewrites them") ;;
    "public API"*) advice+=("public API: after an intended change to a public surface, \`make accept\` rewrites its baseline; otherwise restore the surface") ;;
    "string catalogues"*) advice+=("string catalogues: each line above names the catalogue and the key to translate; nothing to accept") ;;
    tests) advise_on_tests "$log" ;;
    "bundled flows") advice+=("bundled flows: each failure above names its flow file, step, line and screen; \`swift run App test Tools/FlowFileHost/Flows/FILE.yaml\` replays one") ;;
    accessibility*) advice+=("accessibility audit: each finding above names its screen, language, appearance and text size; nothing to accept") ;;
    esac
}

# advise_on_tests LOG: snapshots that differ can be accepted, by test target; any other failing
# test cannot, and is named with where it failed.
advise_on_tests() {
    local log=$1
    local targets others
    targets=$(grep -oE '(snapshot does not match|recorded a new reference) [^ ]*/Tests/[A-Za-z]+/__Snapshots__' "$log" |
        sed -E 's|.*/Tests/([A-Za-z]+)/__Snapshots__|\1|' | sort -u | paste -sd'|' -)
    # An issue's first line names the test and its place; the line after it, what it found.
    others=$(awk '
        pending != "" { if ($0 !~ /snapshot does not match|recorded a new reference/) print pending; pending = "" }
        /^✘ Test .* recorded an issue / {
            name = $3; sub(/\(.*/, "", name)
            place = $0; sub(/.* at /, "", place); sub(/:[0-9]+:.*/, "", place)
            pending = name " (" place ")"
        }
        END { if (pending != "") print pending }' "$log" | sort -u)
    if [ -n "$targets" ]; then
        advice+=("tests: snapshots differ in ${targets//|/, }: after an intended change to what a screen shows, \`make accept SNAPSHOTS='$targets'\` re-records them, then fails on anything else those tests find")
    fi
    if [ -n "$others" ]; then
        advice+=("tests: $(echo "$others" | wc -l | tr -d ' ') failing test(s) that accepting cannot fix, each above with its expectation: $(echo "$others" | head -5 | paste -sd';' - | sed 's/;/; /g')$([ "$(echo "$others" | wc -l)" -gt 5 ] && echo '; ...')")
    fi
    if [ -z "$targets" ] && [ -z "$others" ]; then
        advice+=("tests: the test run failed before a test did (the lines above say why); nothing to accept")
    fi
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
    echo "make test: $failures stage(s) failed or skipped; what can fix them:"
    for line in "${advice[@]}"; do echo "  - $line"; done
    exit 1
fi
echo "make test: every stage passed"
