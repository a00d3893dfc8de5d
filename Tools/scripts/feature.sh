#!/usr/bin/env bash
# `make feature NAME=Settings`: writes the feature module SettingsModule (its public files, one
# screen that lists what it fetches, its String Catalog), its tests, the loader App's composition
# hands it, its manifest lines, and what reaches it from App alone (the link example://settings,
# its coordinator, its flow file and its catalogue steps), puts the files in the committed style,
# then runs `make accept` for the new module so its graphs, API baseline and snapshots are recorded.
set -euo pipefail
cd "$(dirname "$0")/../.."

SWIFT=${SWIFT:-swift}
NAME=${1:-}
if [ -z "$NAME" ]; then
    echo "usage: make feature NAME=Settings" >&2
    exit 2
fi
SHORT=${NAME%Module}

read -r -a FLAGS <<<"${BUILD_FLAGS:--Xswiftc -warnings-as-errors}"
mkdir -p .build
"$SWIFT" run "${FLAGS[@]}" scaffold "$SHORT" | tee .build/feature.txt
"$SWIFT" format --in-place --recursive "Modules/${SHORT}Module/Sources" "Tests/${SHORT}ModuleTests" \
    "App/Sources/Composition/${SHORT}ContentFromFeed.swift" "App/Sources/Coordinators/${SHORT}Coordinator.swift" \
    App/Sources/Coordinators/LinkedFeatures.swift App/Sources/Composition/AppSessionStoring.swift
SNAPSHOTS="${SHORT}ModuleTests" Tools/scripts/accept.sh
echo "${SHORT}Module is ready: \`make test\` checks it; what is left to finish:"
grep '^to finish: ' .build/feature.txt | sed 's/^to finish: /  - /'
