#!/usr/bin/env bash
# `make screen MODULE=Home NAME=Author [PARAM=authorID:String] [FROM=Home]`: writes the screen
# Author into HomeModule (its folder, its tests, its words in the module's String Catalog), adds
# its route to the screen it is reached from (FROM=, default the screen named like the module)
# carrying PARAM's value when given, adds its screenshot to Tools/FlowFileHost/Flows/catalogue.yaml, puts the new
# files in the committed style, then records the new screen's snapshots with `make accept`.
set -euo pipefail
cd "$(dirname "$0")/../.."

SWIFT=${SWIFT:-swift}
MODULE=${1:-}
NAME=${2:-}
FROM=${3:-}
PARAM=${4:-}
if [ -z "$MODULE" ] || [ -z "$NAME" ]; then
    echo "usage: make screen MODULE=Home NAME=Author [PARAM=authorID:String] [FROM=Home]" >&2
    exit 2
fi
MODULE=${MODULE%Module}

read -r -a FLAGS <<<"${BUILD_FLAGS:--Xswiftc -warnings-as-errors}"
# A fresh clone has no .build yet, and the scaffold's lines are kept there for the last message.
mkdir -p .build
ARGS=(screen "$MODULE" "$NAME")
[ -n "$FROM" ] && ARGS+=(--from "$FROM")
[ -n "$PARAM" ] && ARGS+=(--param "$PARAM")
"$SWIFT" run "${FLAGS[@]}" scaffold "${ARGS[@]}" | tee .build/screen.txt
"$SWIFT" format --in-place --recursive "Modules/${MODULE}Module/Sources" "Tests/${MODULE}ModuleTests"
SNAPSHOTS="${NAME}ScreenTests" Tools/scripts/accept.sh
echo "${NAME} is written; what is left to finish:"
grep '^to finish: ' .build/screen.txt | sed 's/^to finish: /  - /'
