#!/usr/bin/env bash
# `make accept`: after an intended change, rewrites every generated file the repository commits
# and prints what changed: the DOT graph, the Mermaid block and the layer table in README.md, the public-API
# baselines and, when SNAPSHOTS names test targets or tests (a `swift test --filter` pattern),
# the text snapshots of those tests; SNAPSHOTS=affected names every test target the changes
# since main can break (`depgraph affected`), which finds snapshots kept outside the changed
# module's own tests. Those tests then run again as recorded: one that still fails is a failure
# accepting cannot fix, and `make accept` exits 1 naming it.
set -euo pipefail
cd "$(dirname "$0")/../.."

SWIFT=${SWIFT:-swift}
# The Makefile passes its BUILD_FLAGS, so every build shares one set of flags and reuses the others.
read -r -a BUILD_FLAGS <<<"${BUILD_FLAGS:--Xswiftc -warnings-as-errors}"
SNAPSHOTS=${SNAPSHOTS:-}

if [ -n "$SNAPSHOTS" ]; then
    "$SWIFT" build --build-tests "${BUILD_FLAGS[@]}"
else
    "$SWIFT" build "${BUILD_FLAGS[@]}"
fi

echo "==> module graphs"
"$SWIFT" run --skip-build depgraph generated --update
echo "==> public API baselines"
# Prints one line per rewritten baseline; nothing when every surface is unchanged.
"$SWIFT" run --skip-build depgraph api --update | tee .build/accept-api.txt
[ -s .build/accept-api.txt ] || echo "every baseline is unchanged"

if [ "$SNAPSHOTS" = affected ]; then
    SNAPSHOTS=$("$SWIFT" run --skip-build depgraph affected --since main --format filter)
    [ -n "$SNAPSHOTS" ] || echo "==> snapshots: no test target is affected by the changes since main"
fi

if [ -n "$SNAPSHOTS" ]; then
    echo "==> snapshots of tests matching '$SNAPSHOTS'"
    # Re-recording fails each test whose reference changed, by design; what changed is read
    # from the files afterwards.
    SNAPSHOT_RECORD=1 "$SWIFT" test --skip-build --filter "$SNAPSHOTS" >.build/accept-snapshots.txt 2>&1 || true
    # New references are untracked (`??`); changed ones are modified.
    changed=$(git status --porcelain --untracked-files=all | grep '/__Snapshots__/.*\.txt$' || true)
    if [ -z "$changed" ]; then
        echo "every snapshot matches the last commit"
    else
        echo "$changed" | awk '{ print ($1 == "??" ? "recorded (new) " : "re-recorded ") $NF }'
        echo "$(echo "$changed" | wc -l | tr -d ' ') snapshot file(s) differ from the last commit"
    fi
    echo "==> the same tests again, as recorded"
    if ! "$SWIFT" test --skip-build --filter "$SNAPSHOTS" >.build/accept-verify.txt 2>&1; then
        grep -E '^✘ Test .* recorded an issue|^↳' .build/accept-verify.txt | head -40
        echo "make accept: tests matching '$SNAPSHOTS' still fail with their snapshots recorded;" \
            "accepting cannot fix that (the whole run: .build/accept-verify.txt)"
        exit 1
    fi
    echo "they pass"
else
    echo "==> snapshots: none re-recorded (SNAPSHOTS=FILTER re-records the snapshots of those tests)"
fi
