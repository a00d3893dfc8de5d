#!/usr/bin/env bash
# `make screen MODULE=Profile NAME=Settings`: writes the screen Settings into ProfileModule (its
# folder and tests), adds its route to the screen it is reached from (FROM=, default the screen
# named like the module), puts the new files in the committed style, then records the new
# screen's snapshots with `make accept`.
set -euo pipefail
cd "$(dirname "$0")/../.."

SWIFT=${SWIFT:-swift}
MODULE=${1:-}
NAME=${2:-}
FROM=${3:-}
if [ -z "$MODULE" ] || [ -z "$NAME" ]; then
    echo "usage: make screen MODULE=Profile NAME=Settings [FROM=Profile]" >&2
    exit 2
fi
MODULE=${MODULE%Module}

read -r -a FLAGS <<<"${BUILD_FLAGS:--Xswiftc -warnings-as-errors}"
# A fresh clone has no .build yet, and the scaffold's lines are kept there for the last message.
mkdir -p .build
ARGS=(screen "$MODULE" "$NAME")
[ -n "$FROM" ] && ARGS+=(--from "$FROM")
"$SWIFT" run "${FLAGS[@]}" scaffold "${ARGS[@]}" | tee .build/screen.txt
"$SWIFT" format --in-place --recursive "Modules/${MODULE}Module/Sources" "Tests/${MODULE}ModuleTests"
SNAPSHOTS="${NAME}ScreenSnapshotTests" Tools/scripts/accept.sh
echo "${NAME} is ready: \`make test\` checks it; $(tail -n 1 .build/screen.txt)"
